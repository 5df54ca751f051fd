import type { Page } from '@playwright/test';
import { closeAdPopupWhenInTheWay, expect, settle, test, watchConsole } from './support/fixtures';
import { useEnglish } from './support/accounts';
import { fitToWindow } from './support/layout';

/**
 * The layout smoke pass: every route a visitor can open without signing in (spec 1 §2, spec 2 §2),
 * with a query where the route reads one, on both projects (390 px phone, 1440 px desktop). Each
 * renders inside the site shell with its heading and its main action visible, no console error,
 * and nothing wider than the window (no sideways scrolling on a phone).
 */
interface Route {
  path: string;
  heading: string;
  /** The control a visitor came to the page for; null where the page is a list to read. */
  action: { role: 'link' | 'button' | 'searchbox'; name: string } | null;
}

const placeholder = (path: string, heading: string): Route => ({ path, heading, action: { role: 'link', name: 'Back to home' } });
const lockedLottery = (path: string, heading: string): Route => ({ path, heading, action: { role: 'button', name: 'Log in' } });
const vendorPage = (path: string, heading: string, vendor: string): Route => ({ path, heading, action: { role: 'button', name: `Enter ${vendor}` } });

const ROUTES: Route[] = [
  { path: '/', heading: 'Every draw is a new chance to win', action: { role: 'link', name: 'Play lottery' } },
  { path: '/index', heading: 'Every draw is a new chance to win', action: { role: 'link', name: 'Play lottery' } },
  { path: '/login', heading: 'Log in', action: { role: 'button', name: 'Log in' } },
  { path: '/register', heading: 'Register', action: { role: 'button', name: 'Register' } },
  // the member centre's pages send a visitor to /login (spec 1 §6)
  { path: '/member/securityCenter', heading: 'Log in', action: { role: 'button', name: 'Log in' } },
  { path: '/member/messageV2', heading: 'Log in', action: { role: 'button', name: 'Log in' } },
  { path: '/register?referralCode=ABC123', heading: 'Register', action: { role: 'button', name: 'Register' } },
  // the app download page: the merchant's codes, the mobile site's opened on the phone itself
  { path: '/download', heading: 'App download', action: { role: 'link', name: 'Open the mobile site' } },
  { path: '/help', heading: 'Help centre', action: { role: 'searchbox', name: 'Search help' } },
  { path: '/helpmc', heading: 'Member help', action: { role: 'button', name: 'About us' } },
  { path: '/notice', heading: 'Notice board', action: { role: 'button', name: 'Page 2' } },
  // the promotions: a visitor reads each card's details
  { path: '/promotion', heading: 'Promotions', action: { role: 'button', name: 'Details' } },
  // the points mall: a visitor browses the rewards and is asked to log in to redeem
  { path: '/pointMall', heading: 'Points mall', action: { role: 'button', name: 'Log in to redeem' } },
  lockedLottery('/lottery', 'Lottery'),
  lockedLottery('/lottery?gameCode=SSC1&playType=1', 'Lottery'),
  lockedLottery('/lott', 'Lottery lobby'),
  lockedLottery('/vnLottery', 'Vietnam lottery'),
  lockedLottery('/vnlottery?gameCode=VN1', 'Vietnam lottery'),
  lockedLottery('/elott', 'E-Lottery'),
  { path: '/trend', heading: 'Lottery trends', action: { role: 'link', name: 'Lobby' } },
  { path: '/seamless?gameType=RNG', heading: 'Game', action: { role: 'link', name: 'Back to games' } },
  { path: '/trial?gameType=RNG', heading: 'Free trial', action: { role: 'link', name: 'Back to games' } },
  { path: '/electron?page=hot', heading: 'Slot lobby', action: { role: 'searchbox', name: 'Search games' } },
  { path: '/rng', heading: 'Slots', action: { role: 'searchbox', name: 'Search games' } },
  { path: '/speedTest', heading: 'Speed test', action: { role: 'button', name: 'Test again' } },
  vendorPage('/live', 'Live casino', 'PT Live'),
  vendorPage('/sports', 'Sports', 'SABA Sports'),
  vendorPage('/esports', 'E-sports', 'IM eSports'),
  vendorPage('/fish', 'Fishing', 'PT Fishing'),
  vendorPage('/pvp', 'Card games', 'KY Cards'),
  { path: '/more', heading: 'More games', action: { role: 'link', name: 'More' } },
  { path: '/more/slots?page=Hot', heading: 'More games', action: null },
  placeholder('/no-such-page-here', 'Page not found'),
];

test.describe('routes', () => {
  // One tab for the whole pass, as a visitor moving from page to page: each route is still a full
  // load (page.goto) with cookies and storage cleared, but the tab's cache holds the site's scripts,
  // so each test pays for its own page and not for a new browser context.
  let page: Page;
  const consoleErrors: string[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale } = testInfo.project.use;
    page = await browser.newPage({ baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale });
    watchConsole(page, consoleErrors);
    await closeAdPopupWhenInTheWay(page);
    await useEnglish(page);
  });
  test.afterAll(async () => {
    await page.context().close();
  });
  test.beforeEach(async () => {
    if (page.url().startsWith('http')) {
      // leave the last route's page first (for the site's icon, an SVG document: no script runs
      // there), so none of its timers sends a call without the merchant code while the storage is
      // cleared. Not a PNG: Chromium gives an image's page a renderer process of its own, and the
      // next route another, a process started and torn down for every route
      await page.goto('/favicon.svg');
      await page.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
    }
    await page.context().clearCookies();
    consoleErrors.length = 0;
  });

  for (const route of ROUTES) {
    test(`a visitor opens ${route.path}: the page renders with its heading and main action, fits the window, and logs no console error`, { tag: '@layout' }, async () => {
      const response = await page.goto(route.path);
      expect(response?.status(), 'the server answers the route with the site').toBe(200);
      await expect(page.getByTestId('language-switcher').first()).toBeVisible();
      const main = page.locator('main').first();
      await expect(main.getByRole('heading', { name: route.heading, exact: true }).first()).toBeVisible();
      if (route.action) await expect(main.getByRole(route.action.role, { name: route.action.name, exact: true }).first()).toBeVisible();
      if (route.path === '/no-such-page-here') await expect(page.getByTestId('not-found')).toBeVisible();
      await settle(page);
      const fit = await fitToWindow(page);
      expect(fit.pageWidth, `${route.path} is wider than the window`).toBeLessThanOrEqual(fit.window);
      expect(fit.cutOff, `controls of ${route.path} past the window's edge`).toEqual([]);
      expect(consoleErrors, `console errors on ${route.path}`).toEqual([]);
    });
  }
});
