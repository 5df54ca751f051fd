import { expect, test } from './support/fixtures';
import { DEMO } from './support/accounts';
import { money } from './support/money';

/**
 * The member centre's wallet and records on the real server (issue 14): a transfer from the main
 * wallet to a game wallet and back (each one ledger transaction with its own idempotency key), the
 * account record listing both, and the betting record asked for a picked date range.
 *
 * demo01 is the seeded member with game wallets; the money goes there and back, so its balances
 * end as seeded (the login specs check them) and its total never moves on the way.
 */
const DAY = 86_400_000;
const localMidnight = (daysAgo: number) => {
  const d = new Date();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - daysAgo).getTime();
};

test('a member moves money to a game wallet and back, sees both in the account record, and filters the betting record by dates', async ({ page, signIn }) => {
  await signIn(DEMO);
  await page.goto('/member/transferFund');
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  const wallet = (name: string) => page.getByTestId('wallet').filter({ hasText: name });
  await expect(wallet('Main wallet')).toContainText(DEMO.balance);
  await expect(page.getByTestId('wallet-total')).toContainText(DEMO.balance);

  const form = page.getByRole('form', { name: 'Transfer between wallets' });
  await form.getByLabel('To', { exact: true }).selectOption({ label: 'Slots' });
  await form.getByLabel('Amount', { exact: true }).fill('125.5');
  const sent = page.waitForRequest((r) => r.url().endsWith('/wps/v2/wallets/transfer'));
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  const firstKey = ((await sent).postDataJSON() as { idempotencyKey: string }).idempotencyKey;
  await expect(form.getByRole('status')).toHaveText(`¥ ${money(125.5)} moved from Main wallet to Slots.`);
  await expect(wallet('Main wallet')).toContainText(money(10_000 - 125.5));
  await expect(wallet('Slots')).toContainText(money(125.5));
  await expect(page.getByTestId('wallet-total')).toContainText(DEMO.balance);

  // and back: all of it, from the game wallet to the main one
  await form.getByLabel('From', { exact: true }).selectOption({ label: 'Slots' });
  await expect(form.getByLabel('To', { exact: true })).toHaveValue('9');
  await form.getByRole('button', { name: 'All', exact: true }).click();
  const back = page.waitForRequest((r) => r.url().endsWith('/wps/v2/wallets/transfer'));
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  expect(((await back).postDataJSON() as { idempotencyKey: string }).idempotencyKey).not.toBe(firstKey);
  await expect(wallet('Main wallet')).toContainText(DEMO.balance);
  await expect(wallet('Slots')).toContainText(money(0));

  await page.goto('/member/accountRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Account record' })).toBeVisible();
  const table = page.getByTestId('records-table');
  await expect(table.getByRole('row').filter({ hasText: 'Wallet transfer' })).toHaveCount(4);
  await expect(table.getByRole('row').filter({ hasText: `-${money(125.5)}` }).first()).toBeVisible();

  await page.goto('/member/bettingRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes('/wps/member/records/bets') && new URL(r.url()).searchParams.get('startTime') === String(localMidnight(6)));
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect(Number(query.get('endTime'))).toBe(localMidnight(0) + DAY - 1000);
  await expect(page.getByTestId('records-empty').or(page.getByTestId('records-table'))).toBeVisible();
});
