import { okEnvelope, type HelpTopic } from '@lotto/contract';
import { expect, test } from './support/fixtures';
import { useEnglish } from './support/accounts';

/** The help centre on the real server and its seed (spec 2 §2; issue 12 item 8: the footer's pages). */
test.describe('help centre', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
  });

  test('[S2-2.36] [S2-2.3] the footer links open their topic of the help centre with the merchant text', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const main = page.getByRole('main');
    const pages = [
      { link: 'About us', hash: '#about', text: 'Demo Gaming Authority licence DGA-0001' },
      { link: 'Terms and conditions', hash: '#terms', text: 'Closing an account' },
      { link: 'Privacy policy', hash: '#privacy', text: 'Sign-in history is kept for 90 days' },
      { link: 'Responsible gaming', hash: '#responsible', text: 'Self-exclusion' },
    ];
    for (const p of pages) {
      await footer.getByRole('link', { name: p.link }).click();
      await expect(page).toHaveURL(new RegExp(`/help${p.hash}$`));
      const item = main.locator(`#help-topic-${p.hash.slice(1)}`);
      await expect(item.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
      await expect(item.getByTestId('help-topic-body').first()).toContainText(p.text);
    }
  });

  test('[S2-2.36] the menu lists the topics; one opens with its questions, and /helpmc shows them compact', async ({ page }) => {
    await page.goto('/help');
    const menu = page.getByRole('navigation', { name: 'Help topics' });
    await menu.getByRole('link', { name: /Lottery draws and settlement/ }).click();
    await expect(page).toHaveURL(/\/help#faq-lottery$/);
    await page.getByRole('button', { name: 'When is a winning bet paid?' }).click();
    await expect(page.getByText('Winnings go straight to your main wallet')).toBeVisible();

    await page.goto('/helpmc#deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Member help' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How to deposit' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Each deposit is between 10.00 and 50,000.00 CNY')).toBeVisible();
  });

  test('[S2-1.8] a visitor reads the help centre, gets the app from its QR codes and tests the lines, each from the right bar', async ({ page }) => {
    await page.goto('/');
    const shortcuts = page.getByRole('complementary', { name: 'Shortcuts' });

    await shortcuts.getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: /Lottery draws and settlement/ }).click();
    await page.getByRole('button', { name: 'When is a winning bet paid?' }).click();
    await expect(page.getByText('Winnings go straight to your main wallet')).toBeVisible();

    await shortcuts.getByRole('link', { name: 'App download' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    for (const platform of ['Android app', 'iOS app', 'Mobile site (H5)']) {
      // each code is drawn from the merchant's own link: a QR symbol, not an empty box
      await expect(page.getByRole('img', { name: `${platform} QR code` }).locator('svg path').first()).toBeAttached();
    }

    await shortcuts.getByRole('link', { name: 'Speed test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Speed test' })).toBeVisible();
    const rows = page.getByTestId('speed-row');
    await expect(rows).toHaveCount(2);
    // every line gets its measured class once its ping answers (or fails)
    for (const row of await rows.all()) await expect(row).toContainText(/Fast|Normal|Slow|Unreachable/);
    await expect(page.getByRole('button', { name: 'Test again' })).toBeEnabled();
  });

  test('the registration agreement is the merchant agreement from the server', async ({ page }) => {
    await page.goto('/register/agreement');
    const text = page.getByTestId('agreement-text');
    await expect(text.getByRole('heading', { name: 'Demo Lotto user agreement' })).toBeVisible();
    await expect(text).toContainText('Demo Gaming Authority licence DGA-0001');
    await expect(text.locator('p')).toHaveCount(5);
  });

  test('sanitises topic html in the browser: a script or an onerror handler never runs', async ({ page }) => {
    const hostile: HelpTopic = {
      tag: 'about',
      title: 'About us',
      content:
        '<p>Safe text</p><img src="/help-missing-image.png" onerror="window.__helpXss = 1"><script>window.__helpXss = 2</script><a href="javascript:window.__helpXss = 3">link</a>',
      bgColor: null,
      lang: 'EN',
      display: true,
      children: [],
    };
    // the only stand-in of this file: the seed holds no hostile html, so this one reply is replaced
    await page.route('**/wps/system/helpCenter**', (route) => route.fulfill({ json: okEnvelope([hostile]) }));
    await page.goto('/help#about');
    const body = page.getByTestId('help-topic-body');
    await expect(body).toContainText('Safe text');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.locator('[onerror]')).toHaveCount(0);
    await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
    // the broken image has been tried: an onerror left in would have run by now
    await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('[data-testid="help-topic-body"] img')).every((i) => (i as HTMLImageElement).complete))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __helpXss?: number }).__helpXss)).toBeUndefined();
  });
});
