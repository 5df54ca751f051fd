import type { Page } from '@playwright/test';

/**
 * Records every text the page announces in a live region (role status or alert: toasts, form
 * notes), from the next navigation on. A toast is on screen for 4.5 s (spec 2 §9); a test that
 * first waits for other things on a slow machine can look after it has gone, so it asks this
 * record whether the page said it instead. Answers the function that reads the record.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = seen;
    const note = () => {
      for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = el.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __announced?: string[] }).__announced ?? []);
}
