import type { Locator, Page } from '@playwright/test';

/**
 * Clicks `target`, which closes `page` (a game window's close button, a sign-in popup that posts
 * its answer and closes itself), and waits for the page to be gone. The page may close before
 * Playwright's click returns; that is an error only if the page is still open.
 */
export async function clickToClose(page: Page, target: Locator): Promise<void> {
  const closed = page.waitForEvent('close');
  await target.click().catch((error: unknown) => {
    if (!page.isClosed()) throw error;
  });
  await closed;
}
