import { expect, settle, test } from './support/fixtures';

/**
 * Every route a visitor can open without signing in (spec 1 §2, spec 2 §2), with a query where the
 * route reads one. Each must render inside the site shell and log no console error.
 */
const ROUTES = [
  '/',
  '/index',
  '/login',
  '/register',
  '/register?referralCode=ABC123',
  '/download',
  '/help',
  '/helpmc',
  '/promotion',
  '/lottery',
  '/lottery?gameCode=SSC1&playType=1',
  '/lott',
  '/vnLottery',
  '/vnlottery?gameCode=VN1',
  '/elott',
  '/trend',
  '/seamless?gameType=RNG',
  '/trial?gameType=RNG',
  '/electron?page=hot',
  '/pointMall',
  '/speedTest',
  '/live',
  '/sports',
  '/esports',
  '/fish',
  '/pvp',
  '/rng',
  '/more',
  '/more/slots?page=Hot',
];

/**
 * Each route is opened once: the phone project opens one route of each layout the shell has (home,
 * the sign-in pages, a lobby, a vendor page, the lottery frame pages, the game frame, a tool page),
 * the desktop project the others. The flow specs go through the layouts again on both.
 */
const PHONE_ROUTES = new Set(['/', '/login', '/register', '/electron?page=hot', '/live', '/lottery', '/vnlottery?gameCode=VN1', '/seamless?gameType=RNG', '/more', '/speedTest']);

test.describe('routes', () => {
  for (const route of ROUTES) {
    const tag = PHONE_ROUTES.has(route) ? ['@phone-only'] : ['@desktop-only'];
    test(`a visitor opens ${route} and the page renders without a console error`, { tag }, async ({ page, consoleErrors }) => {
      const response = await page.goto(route);
      expect(response?.status(), 'the server answers the route with the site').toBe(200);
      await expect(page.getByTestId('language-switcher').or(page.getByTestId('maintenance-page')).first()).toBeVisible();
      await expect(page.locator('main').first()).toBeVisible();
      await settle(page);
      expect(consoleErrors, `console errors on ${route}`).toEqual([]);
    });
  }

  test('an unknown address shows the not-found page inside the site, without a console error', async ({ page, consoleErrors }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
    await expect(page.getByTestId('not-found')).toBeVisible();
    await settle(page);
    expect(consoleErrors).toEqual([]);
  });
});
