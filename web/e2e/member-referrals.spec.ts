import { closeAdPopupWhenInTheWay, expect, settle, test } from './support/fixtures';
import { registerByUsername, useEnglish } from './support/accounts';
import { registerThroughApi } from './support/register-api';

/**
 * Invite friends (member centre `referral`, docs/decisions/0022-member-referrals.md) on the real
 * server: the member's code and link, a friend registering through the link in a browser of their
 * own, and the friend in the member's list, masked.
 */
test('[S2-2.44] [S1-2.3] [S1-5.20] a member opens invite friends, a friend registers through the invite link and shows in the list', async ({
  page,
  signIn,
  browser,
  consoleErrors,
}, testInfo) => {
  const member = await registerThroughApi(page.request);
  await signIn(member);
  await useEnglish(page);
  await page.goto('/member/referral');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(main.getByText('No friends have registered with your code yet.')).toBeVisible();
  const code = (await main.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^M[0-9A-Z]{5,}$/);
  const link = new URL((await main.getByTestId('referral-link').textContent()) ?? '');
  expect(link.pathname + link.search).toBe(`/register?referralCode=${code}`);
  await expect(main.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  // the merchant's REFERRAL promotion: its title and rules
  await expect(main.getByRole('heading', { level: 2, name: 'Invite Friends', exact: true })).toBeVisible();
  await expect(main.getByTestId('referral-rules')).toContainText('Each friend counts once');

  // the friend: a browser of their own, opening the invite link
  const { baseURL, viewport } = testInfo.project.use;
  const friendContext = await browser.newContext({ baseURL, viewport, locale: 'en-US', reducedMotion: 'reduce' });
  let friendName = '';
  try {
    const friendPage = await friendContext.newPage();
    await closeAdPopupWhenInTheWay(friendPage);
    await useEnglish(friendPage);
    const friend = await registerByUsername(friendPage, {}, `${link.pathname}${link.search}`);
    friendName = friend.username;
  } finally {
    await friendContext.close();
  }

  await page.reload();
  const table = main.getByTestId('records-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
  await expect(table.getByRole('row').nth(1)).toContainText(masked);
  await expect(table.getByRole('row').nth(1)).toContainText('Not yet');
  await expect(main.getByText('Friends invited: 1')).toBeVisible();
  await settle(page);
  expect(consoleErrors).toEqual([]);
});
