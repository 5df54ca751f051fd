import { describe, expect, it } from 'vitest';
import {
  changePaymentPasswordRequestSchema,
  depositRequestSchema,
  moneyCalls,
  paymentOrdersRequestSchema,
  setPaymentPasswordRequestSchema,
  walletRefreshRequestSchema,
  walletTransferRequestSchema,
  withdrawRequestSchema,
} from './money.js';

const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('the money calls', () => {
  it('are ours, need a session, and encrypt exactly the calls carrying a password', () => {
    for (const c of Object.values(moneyCalls)) {
      expect(c.pathNote, c.id).toMatch(/^ours: /);
      expect(c.token, c.id).toBe(true);
      expect(c.id.startsWith('money.'), c.id).toBe(true);
    }
    const encrypted = Object.values(moneyCalls).filter((c) => c.encrypted).map((c) => c.id).sort();
    expect(encrypted).toEqual(['money.changePaymentPassword', 'money.setPaymentPassword', 'money.withdraw']);
    expect(moneyCalls.withdraw.path).toContain('/passwordCheck/');
    expect(moneyCalls.deposit.modId).toBe('DEPOSIT');
    expect(moneyCalls.withdraw.modId).toBe('WITHDRAW');
  });

  it('checks the payment password length and its confirmation', () => {
    const ok = { loginPassword: 'x', paymentPassword: 'pay123', confirmPaymentPassword: 'pay123' };
    expect(setPaymentPasswordRequestSchema.safeParse(ok).success).toBe(true);
    expect(issues(setPaymentPasswordRequestSchema.safeParse({ ...ok, paymentPassword: 'p1', confirmPaymentPassword: 'p1' }))).toContain('in_password_incorrect');
    expect(issues(setPaymentPasswordRequestSchema.safeParse({ ...ok, confirmPaymentPassword: 'pay124' }))).toContain('in_confirmation_correct');
    expect(issues(setPaymentPasswordRequestSchema.safeParse({ ...ok, loginPassword: '' }))).toContain('in_password_incorrect');
    const change = { oldPaymentPassword: 'a', newPaymentPassword: 'x'.repeat(17), confirmNewPaymentPassword: 'x'.repeat(17) };
    expect(issues(changePaymentPasswordRequestSchema.safeParse(change))).toContain('in_password_incorrect');
  });

  it('takes positive amounts with at most 2 decimals and an idempotency key', () => {
    const transfer = { fromAccountTypeId: 9, toAccountTypeId: 101, amount: 10.5, idempotencyKey: 'abcdefgh' };
    expect(walletTransferRequestSchema.safeParse(transfer).success).toBe(true);
    expect(walletTransferRequestSchema.safeParse({ ...transfer, amount: 0 }).success).toBe(false);
    expect(walletTransferRequestSchema.safeParse({ ...transfer, amount: 1.001 }).success).toBe(false);
    expect(walletTransferRequestSchema.safeParse({ ...transfer, idempotencyKey: 'short' }).success).toBe(false);
    expect(issues(walletTransferRequestSchema.safeParse({ ...transfer, toAccountTypeId: 9 }))).toContain('wallet.transfer.invalid');
    expect(depositRequestSchema.safeParse({ providerCode: 'DEMO', amount: 1e10, idempotencyKey: 'abcdefgh' }).success).toBe(false);
    expect(issues(withdrawRequestSchema.safeParse({ providerCode: 'DEMO', amount: 100, paymentPassword: '', idempotencyKey: 'abcdefgh' }))).toContain(
      'enter_money_password',
    );
  });

  it('reads query numbers from strings', () => {
    expect(walletRefreshRequestSchema.parse({ accountTypeId: '101' })).toEqual({ accountTypeId: 101 });
    expect(paymentOrdersRequestSchema.parse({ page: '2', size: '20', kind: 'WITHDRAW' })).toEqual({ page: 2, size: 20, kind: 'WITHDRAW' });
    expect(paymentOrdersRequestSchema.safeParse({ page: '1', size: '101' }).success).toBe(false);
  });
});
