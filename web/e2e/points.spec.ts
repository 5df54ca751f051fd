import { expect, test } from './support/fixtures';

/**
 * The points mall on the real server (spec 2 "Points"): points01 is the seeded points player
 * (20,000 points, payment password pay123456; server/src/db/seeds/points.ts). It redeems the
 * lucky coin pack (500 points, a virtual reward, done at once) and sees its balance, the reward's
 * stock and its redemption record change. Only this spec uses points01.
 */
const POINTS = { username: 'points01', password: 'points1234', nickname: 'Star Collector' } as const;

test('[S2-2.11] [S2-4.9] [S2-7.19] a member redeems a reward with the money password and sees the balance, the stock and the record change', { tag: '@phone' }, async ({ page, signIn }) => {
  await signIn(POINTS);
  await page.goto('/pointMall');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  const balance = page.getByTestId('point-balance');
  await expect(balance).toHaveText('20,000');

  const card = page.getByTestId('reward').filter({ hasText: 'Lucky coin pack' });
  await expect(card).toContainText('999 left');
  await card.getByRole('button', { name: 'Redeem Lucky coin pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lucky coin pack' });
  const form = dialog.getByRole('form', { name: 'Redeem form' });
  await form.getByLabel('Money password').fill('pay123456');
  await form.getByLabel('Recipient name').fill('Li Wei');
  await form.getByLabel('Delivery address').fill('8 Harbour Road, Shenzhen');
  await form.getByLabel('Phone').fill('13800000000');
  const sent = page.waitForResponse((r) => r.url().endsWith('/wps/relay/passwordCheck/MCSFE_redeemPointReward'));
  // submitted from the keyboard (Enter in the last field): in the phone emulation a tap on the
  // button of the scrolled bottom sheet lands on the rows above it (see the report of this flow)
  await expect(form.getByRole('button', { name: 'Confirm redemption' })).toBeEnabled();
  await form.getByLabel('Phone').press('Enter');
  expect((await sent).status()).toBe(200);

  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText('19,500');
  await expect(card).toContainText('998 left');
  const record = page.getByTestId('redemption').filter({ hasText: 'Lucky coin pack × 1' });
  await expect(record).toContainText('Approved');
  await expect(record).toContainText('500 points');
});
