import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PLAYER2, accountMenu, useEnglish } from './support/accounts';

/**
 * The site's floating controls (the lottery mini-game, the right bar's live chat, back-to-top) sit
 * in the phone dock, whose height the page keeps free at its end, and under any open drawer or
 * dialog (web/src/lib/phone-dock.ts): none lies over a control of the page.
 */

const FLOATING = '[data-testid="right-bar"], [data-testid="lottery-mini-game"]';

/**
 * The controls inside `scope` (centre within the band between the sticky header and the dock, or
 * the whole window) whose centre a floating control takes instead: each as "<floating> over <control>".
 */
function coveredControls(page: Page, scope: string, wholeWindow = false): Promise<string[]> {
  return page.evaluate(
    ({ scope, floating, wholeWindow }) => {
      let top = 0;
      let bottom = window.innerHeight;
      if (!wholeWindow) {
        top = document.querySelector('[data-site-chrome="top"]')?.getBoundingClientRect().bottom ?? 0;
        const dock = document.querySelector('[data-site-chrome="bottom"]')?.getBoundingClientRect();
        if (dock && dock.height > 0 && dock.bottom >= window.innerHeight - 1) bottom = dock.top;
      }
      const out: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        for (const el of root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"], [tabindex="0"]')) {
          if (el.closest(floating)) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (x < 0 || x > window.innerWidth || y < top || y > bottom) continue;
          const over = document.elementFromPoint(x, y)?.closest(floating);
          if (over) out.push(`${over.getAttribute('data-testid')} over "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}"`);
        }
      }
      return out;
    },
    { scope, floating: FLOATING, wholeWindow },
  );
}

test('no floating control lies over a control of the page on a phone: at the top, in the middle, at the end, nor over the open drawer', { tag: '@phone' }, async ({ page, consoleErrors, signIn }) => {
  await useEnglish(page);
  await signIn(PLAYER2);
  await page.goto('/');
  await expect(accountMenu(page, PLAYER2.nickname)).toBeVisible();
  const mini = page.getByTestId('lottery-mini-game');
  await expect(mini).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  // the promotions page has no other way in on a phone: its shortcut sits in the dock too
  const dock = page.getByTestId('right-bar');
  await expect(dock.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(dock.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotion');
  await expect(dock.getByRole('link', { name: 'Speed test' })).toBeHidden();

  for (const at of [0, 0.5, 1]) {
    await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), at);
    await expect.poll(() => coveredControls(page, 'main, footer')).toEqual([]);
  }
  // at the end the footer's last control lies above the dock, in the room the page keeps for it;
  // the page may still grow while its last sections load, so each look scrolls to the end again
  await expect(page.getByTestId('back-to-top')).toBeVisible();
  const roomAboveDock = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const dockTop = (await page.getByTestId('right-bar').boundingBox())!.y;
    const lastLink = (await page.locator('footer a').last().boundingBox())!;
    return dockTop - (lastLink.y + lastLink.height);
  };
  await expect.poll(roomAboveDock).toBeGreaterThanOrEqual(0);

  // the drawer lies over the floating controls, not under them
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(() => coveredControls(page, '[role="dialog"]', true)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * Back-to-top comes after 200 px of scrolling (spec 2 §9) without moving the shortcuts under a thumb
 * or a pointer about to press one: on a phone at their left in the dock, which packs them to its
 * right end; on a desktop under the right bar, which is centred on the window's height.
 */
test('back-to-top comes in without moving the right bar\'s shortcuts, and goes last in the focus order', { tag: '@layout' }, async ({ page, isMobile }) => {
  await useEnglish(page);
  await page.goto('/');
  const bar = page.getByTestId('right-bar');
  const shortcuts = bar.locator('li:visible');
  await expect(shortcuts.first()).toBeVisible();
  const boxes = () => shortcuts.evaluateAll((items) => items.map((i) => JSON.stringify(i.getBoundingClientRect())));
  const before = await boxes();
  await page.evaluate(() => window.scrollTo(0, 400));
  const top = page.getByTestId('back-to-top');
  await expect(top).toBeVisible();
  expect(await boxes()).toEqual(before);
  const topBox = (await top.boundingBox())!;
  const first = (await shortcuts.first().boundingBox())!;
  const last = (await shortcuts.last().boundingBox())!;
  if (isMobile) expect(topBox.x + topBox.width).toBeLessThanOrEqual(first.x);
  else expect(topBox.y).toBeGreaterThanOrEqual(last.y + last.height);
  expect(await bar.evaluate((el) => [...el.querySelectorAll('a, button')].at(-1)?.getAttribute('data-testid'))).toBe('back-to-top');
});
