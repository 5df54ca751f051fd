import { uplineTransferCalls } from '@lotto/contract';
import { expect, settle, test } from './support/fixtures';
import { FAMILY, headerBalance, useEnglish } from './support/accounts';
import { money } from './support/money';

/**
 * Transfer to upline (member centre `transferToUpline`) on the real server: family01 (toUpline 1,
 * payment password pay123456) sends money to its upline agent, agent02; the member's wallet, the
 * info bar and the account record follow. The agent's side of the same ledger transaction is the
 * server's test (modules/upline-transfer).
 */
const balanceOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('[S2-6.3] a member sends money to the upline agent with the payment password: the wallet, the info bar and the account record follow', { tag: '@phone' }, async ({ page, signIn, consoleErrors }) => {
  await signIn(FAMILY);
  await useEnglish(page);
  await page.goto('/member/transferToUpline');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Transfer to upline' })).toBeVisible();
  const available = main.getByTestId('upline-available');
  await expect(available).toContainText(/\d/);
  const before = balanceOf(await available.textContent());

  const form = page.getByRole('form', { name: 'Transfer to upline' });
  await form.getByLabel('Amount (CNY)').fill('12.5');
  await form.getByLabel('Payment password').fill('pay123456');
  const sent = page.waitForResponse((r) => r.url().endsWith(uplineTransferCalls.transfer.path) && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText(`${money(12.5)} sent to agent02.`);
  await expect(available).toContainText(money(before - 12.5));
  await expect(headerBalance(page)).toContainText(money(before - 12.5));

  await page.goto('/member/accountRecord');
  await expect(main.getByRole('heading', { level: 1, name: 'Account record' })).toBeVisible();
  // on a phone the record is a list of entries, newest first
  const entry = main.getByRole('list', { name: 'Account record' }).getByRole('listitem').first();
  await expect(entry).toContainText('Agent transfer');
  await expect(entry).toContainText(`-${money(12.5)}`);
  await expect(entry).toContainText(money(before - 12.5));
  await settle(page);
  expect(consoleErrors).toEqual([]);
});
