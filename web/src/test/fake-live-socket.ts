import type { ClientFrame, ServerFrame } from '@lotto/contract';
import type { LiveSocket } from '../lib/live-events';

/**
 * A WebSocket stand-in for the live-event client (the test edge): records what the client sends,
 * lets the test open, answer and close it. `FakeLiveSocket.all` lists every socket made, in order.
 */
export class FakeLiveSocket implements LiveSocket {
  static all: FakeLiveSocket[] = [];
  static reset(): void {
    FakeLiveSocket.all = [];
  }
  static last(): FakeLiveSocket {
    const s = FakeLiveSocket.all.at(-1);
    if (!s) throw new Error('no socket was opened');
    return s;
  }

  readyState = 0;
  readonly sent: ClientFrame[] = [];
  closedByClient = false;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;

  constructor(readonly url: string) {
    FakeLiveSocket.all.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }
  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The server sends a frame (or raw text). */
  receive(frame: ServerFrame | string): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** The connection is lost. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
