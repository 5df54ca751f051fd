import { expect, setMerchantState, test } from './support/fixtures';
import { shellCopy } from './support/locales';

// These tests switch the demo merchant's state on the shared test server; the config runs one
// worker, and every test switches the state back whatever happens.
test.describe('maintenance and region restriction', () => {
  test.afterEach(async ({ request }) => {
    await setMerchantState(request, 'demo', { maintenance: false, regionRestricted: false });
  });

  test('[S2-2.39] [S2-8.14] a visitor sees the maintenance page while the merchant is in maintenance, and the site again after', { tag: '@layout' }, async ({
    page,
    request,
  }) => {
    const cnShell = shellCopy('CN');
    await setMerchantState(request, 'demo', { maintenance: true });
    await page.goto('/');
    const notice = page.getByTestId('maintenance-page');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(cnShell.system.maintenanceTitle);
    await expect(page.getByTestId('language-switcher')).toHaveCount(0);

    await setMerchantState(request, 'demo', { maintenance: false });
    await page.reload();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
  });

  test('[S2-2.39] [S2-8.14] a visitor from a restricted region sees the access-denied page with their IP', async ({
    page,
    request,
  }) => {
    const cnShell = shellCopy('CN');
    await setMerchantState(request, 'demo', { regionRestricted: true });
    await page.goto('/');
    const notice = page.getByTestId('region-restricted-page');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText(cnShell.system.restrictedTitle);
    await expect(page.getByTestId('visitor-ip')).toContainText('127.0.0.1');
  });

  test('[S2-2.39] the maintenance route sends a visitor home when there is no maintenance', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
  });
});
