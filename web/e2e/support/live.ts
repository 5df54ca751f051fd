import type { Page, WebSocket } from '@playwright/test';

/**
 * Resolves once the server granted the site's subscription to a user topic on its live socket, so
 * an event published for the member from then on reaches the page. Start it before the navigation
 * that opens the socket.
 */
export function userTopicGranted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws: WebSocket) => {
      ws.on('framereceived', (e) => {
        const frame = JSON.parse(String(e.payload)) as { kind?: string; topic?: string };
        if (frame.kind === 'subscribed' && frame.topic?.startsWith('/topic/user/')) resolve();
      });
    });
  });
}
