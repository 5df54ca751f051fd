import { moneyCalls } from '@lotto/contract';
import { expect, settle, test } from './support/fixtures';
import { headerBalance, useEnglish } from './support/accounts';
import { money } from './support/money';
import { registerThroughApi } from './support/register-api';

/**
 * Mission activity (member centre `missionLeaderboard`) on the real server: a deposit an operator
 * approves completes the weekly deposit mission, and its reward is claimed once and listed among
 * the member's bonuses.
 */
test('[S2-2.44] [S2-9.10] a member completes the deposit mission with an approved deposit, claims its reward once and finds it in the bonus details', async ({ page, signIn, consoleErrors }) => {
  const account = await registerThroughApi(page.request);
  await signIn(account);
  await useEnglish(page);
  await page.goto('/member/missionLeaderboard');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mission activity' })).toBeVisible();
  const bar = main.getByRole('progressbar', { name: 'Deposit 1,000.00 this week' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  const claim = main.getByRole('button', { name: 'Claim the reward of "Deposit 1,000.00 this week"' });
  await expect(claim).toBeDisabled();

  // a demo deposit of 1,000.00, approved by the operator desk's dev endpoint
  await page.goto('/member/depositv2');
  const form = page.getByRole('form', { name: 'Deposit' });
  await form.getByLabel('Amount (CNY)').fill('1000');
  const created = page.waitForResponse((r) => r.url().endsWith(moneyCalls.deposit.path) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Deposit', exact: true }).click();
  const { value: order } = (await (await created).json()) as { value: { orderId: string } };
  const decided = await page.request.post(`/dev/payments/${order.orderId}/approve`, { data: { remarks: 'e2e' } });
  expect(decided.ok(), await decided.text()).toBe(true);

  await page.goto('/member/missionLeaderboard');
  await expect(bar).toHaveAttribute('aria-valuenow', '1000');
  await expect(claim).toBeEnabled();
  await claim.click();
  await expect(main.getByTestId('mission').filter({ hasText: 'Deposit 1,000.00 this week' })).toContainText('Claimed');
  await expect(claim).toHaveCount(0);
  await expect(headerBalance(page)).toContainText(money(1050));

  // the reward is a bonus of the member's bonus details, with the period's total
  await page.goto('/member/bonusDetails');
  await expect(main.getByRole('heading', { level: 1, name: 'Bonus details' })).toBeVisible();
  const row = main.getByTestId('records-table').getByRole('row').filter({ hasText: 'Promotion bonus' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`+${money(50)}`);
  await expect(main.getByTestId('figure-total')).toContainText(`+${money(50)}`);
  await settle(page);
  expect(consoleErrors).toEqual([]);
});
