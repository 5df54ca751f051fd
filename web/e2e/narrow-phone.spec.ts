import { expect, settle, test } from './support/fixtures';
import { DEMO, accountMenu, useEnglish } from './support/accounts';
import { fitToWindow } from './support/layout';

/**
 * A signed-in member on a 360 px phone (the narrowest common Android width): the header's balance
 * and account menu and each page's own controls stay inside the window. The smoke pass of every
 * route (routes.spec.ts) runs as a guest at the phone project's own width.
 */
test.use({ viewport: { width: 360, height: 780 } });

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
    const seen = await fitToWindow(page, 'header, main');
    expect(seen.cutOff, `controls of ${path} past the window's edge`).toEqual([]);
    expect(seen.pageWidth, `${path} is wider than the window`).toBeLessThanOrEqual(seen.window);
  }
  expect(consoleErrors).toEqual([]);
});
