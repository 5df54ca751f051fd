import { answeredCalls, expect, settle, test } from './support/fixtures';
import { shellCopy } from './support/locales';

test.describe('language', () => {
  test('[S1-9.5] a newcomer sees the home page in Simplified Chinese, switches to English and sees it in English', { tag: '@layout' }, async ({
    page,
  }) => {
    const [cnShell, enShell] = [shellCopy('CN'), shellCopy('EN')];
    await page.goto('/');
    const html = page.locator('html');
    const switcher = page.getByTestId('language-switcher').first();

    // site default language is CN (spec 1 §9)
    await expect(html).toHaveAttribute('lang', 'zh-CN');
    await expect(switcher).toHaveAccessibleName(cnShell.language.label);

    await switcher.click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();

    await expect(html).toHaveAttribute('lang', 'en');
    await expect(switcher).toHaveAccessibleName(enShell.language.label);
    await expect(page.getByRole('heading', { level: 1, name: enShell.home.heroTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: enShell.header.login }).or(page.getByRole('link', { name: enShell.header.login })).first()).toBeVisible();
    // nothing of the Chinese copy is left in the page's headings
    await expect(page.getByRole('heading', { name: cnShell.home.heroTitle })).toHaveCount(0);
  });

  test('[S1-3.16] [S1-7.22] a chosen language is remembered after a reload and sent in the Language header', { tag: '@phone' }, async ({
    page,
    apiCalls,
  }) => {
    const twShell = shellCopy('TW');
    await page.goto('/');
    await page.getByTestId('language-switcher').first().click();
    await page.getByRole('menuitemradio', { name: '繁體中文 (台灣)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');

    // count the reloaded document's calls only: the old page may still send (a countdown refresh)
    // until the reload commits, and its cancelled calls can lack their headers in the report
    const committed = page
      .waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() })
      .then(() => void (apiCalls.length = 0));
    await page.reload();
    await committed;
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByTestId('language-switcher').first()).toHaveAccessibleName(twShell.language.label);
    await settle(page);

    expect(apiCalls.length, 'the reloaded page called the API').toBeGreaterThan(0);
    for (const call of await answeredCalls(apiCalls)) {
      expect(call.headers['language'], `${call.method} ${call.path}`).toBe('TW');
    }
  });

  test('[S2-2.13] the language route /lang/EN switches the site to English and goes home', { tag: '@phone' }, async ({ page }) => {
    const enShell = shellCopy('EN');
    await page.goto('/lang/EN');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: enShell.home.heroTitle })).toBeVisible();
  });
});
