import type { Page } from '@playwright/test';
import { expect, settle, test } from './support/fixtures';
import { DEMO, accountMenu, useEnglish } from './support/accounts';

/**
 * A signed-in member on a 360 px phone (the narrowest common Android width): the header's balance
 * and account menu and each page's own controls stay inside the window. The smoke pass of every
 * route (routes.spec.ts) runs as a guest at the phone project's own width.
 */
test.use({ viewport: { width: 360, height: 780 } });

/** Controls in the header or the page past the window's edge, outside rows that scroll sideways or lines cut with an ellipsis. */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const scrollsOrEllipsis = (c: Element) => {
      for (let e = c.parentElement; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (/auto|scroll/.test(style.overflowX) || style.textOverflow === 'ellipsis' || e.getAttribute('aria-roledescription') === 'carousel') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    const controls = [...document.querySelectorAll('header a, header button, main input, main select, main button, main a')].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (r.right > width + 0.5 || r.left < -0.5) && !scrollsOrEllipsis(c);
    });
    return { pageWidth: document.documentElement.scrollWidth, window: width, controls: controls.map((c) => c.getAttribute('aria-label') ?? c.textContent?.trim().slice(0, 30)) };
  });

test('a signed-in member on a 360 px phone: the header and the home, points mall, member centre and promotions pages fit the window', { tag: '@phone' }, async ({
  page,
  signIn,
  consoleErrors,
}) => {
  await useEnglish(page);
  await signIn(DEMO);
  for (const path of ['/', '/pointMall', '/member/accountRecord', '/member/securityCenter', '/promotions']) {
    await page.goto(path);
    await expect(accountMenu(page, DEMO.nickname)).toBeVisible();
    await expect(page.locator('main h1').first()).toBeVisible();
    await settle(page);
    const seen = await cutOff(page);
    expect(seen.controls, `controls of ${path} past the window's edge`).toEqual([]);
    expect(seen.pageWidth, `${path} is wider than the window`).toBeLessThanOrEqual(seen.window);
  }
  expect(consoleErrors).toEqual([]);
});
