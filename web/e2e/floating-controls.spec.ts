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

/**
 * The controls of the page (header, content, footer) any part of whose visible box a floating
 * control's box takes, each as "<floating> over <control>": clipped by every ancestor that clips
 * (a carousel's slides beyond its frame, a row scrolled sideways), so only what can be seen counts.
 */
function overlappedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = ['[data-testid="right-bar"] > ul', '[data-testid="back-to-top"]', '[data-testid="lottery-mini-game"]'];
    const boxes = floating.flatMap((s) => [...document.querySelectorAll<HTMLElement>(s)].map((el) => ({ s, r: el.getBoundingClientRect() })));
    const visibleBox = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
      }
      return { left, top, right, bottom };
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header, main, footer')) {
      for (const c of el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')) {
        if (c.closest(floating.join(', ')) || c.closest('[aria-hidden="true"], [inert]')) continue;
        const v = visibleBox(c);
        if (v.right - v.left < 1 || v.bottom - v.top < 1) continue;
        for (const { s, r } of boxes) {
          if (r.left < v.right && v.left < r.right && r.top < v.bottom && v.top < r.bottom) {
            out.push(`${s} over "${c.getAttribute('aria-label') ?? c.textContent?.trim().slice(0, 40)}"`);
          }
        }
      }
    }
    return out;
  });
}

test('[S2-2.40] [S2-2.25] on a desktop from 1024 px wide the right bar and the lottery mini game float in a margin the page keeps free: none covers any part of a control', async ({ page, signIn, consoleErrors }) => {
  await useEnglish(page);
  await signIn(PLAYER2);
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(accountMenu(page, PLAYER2.nickname)).toBeVisible();
    await expect(page.getByTestId('lottery-mini-game')).toBeVisible();
    await expect(page.getByTestId('right-bar').getByRole('button', { name: 'Live chat' })).toBeVisible();
    // the countdown list's bet buttons sit at the content's right edge, level with the bar
    await expect(page.getByTestId('lottery-countdowns').locator('a[href]').first()).toBeVisible();
    for (const at of [0, 0.5, 1]) {
      await page.evaluate((f) => window.scrollTo(0, f * (document.documentElement.scrollHeight - window.innerHeight)), at);
      await expect.poll(() => overlappedControls(page), { message: `${width} px, scrolled to ${at}` }).toEqual([]);
    }
    // the header's row keeps the whole width (the bar floats below it): its controls have room
    await expect.poll(() => overlappingHeaderControls(page), { message: `${width} px` }).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});

/** The header's visible controls that overlap one another: each pair as "<one> / <other>". */
function overlappingHeaderControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (c: Element) => c.getAttribute('aria-label') ?? c.textContent?.trim().slice(0, 40) ?? '?';
    const controls = [...document.querySelectorAll<HTMLElement>('header a[href], header button')].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(c).visibility !== 'hidden' && !c.closest('[aria-hidden="true"], [inert]');
    });
    const out: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1) out.push(`${name(a)} / ${name(b)}`);
      }
    });
    return out;
  });
}
