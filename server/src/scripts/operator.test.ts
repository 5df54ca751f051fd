import { describe, expect, it } from 'vitest';
import { moneyCalls, type LiveEvent } from '@lotto/contract';
import { createPaymentDecisions } from '../modules/payments/payment-decisions.js';
import { balancesOf, newKey, newMember, send } from '../modules/payments/money-test-kit.js';
import { describeOnPglite, valueOf } from '../test/harness.js';
import { parseOperatorArgs, runOperatorCommand } from './operator.js';

describe('operator command line', () => {
  it('parses list, approve and reject', () => {
    expect(parseOperatorArgs(['payments', 'list', '--merchant', 'demo'])).toEqual({ action: 'list', merchant: 'demo', server: null });
    expect(parseOperatorArgs(['payments', 'approve', '12'])).toEqual({ action: 'approve', orderId: 12, remarks: null, server: null });
    expect(parseOperatorArgs(['payments', 'reject', '12', '--remarks', 'No payment', '--server', 'http://127.0.0.1:8080'])).toEqual({
      action: 'reject',
      orderId: 12,
      remarks: 'No payment',
      server: 'http://127.0.0.1:8080',
    });
  });

  it('refuses a rejection without remarks, bad ids, unknown options and areas', () => {
    expect(() => parseOperatorArgs(['payments', 'reject', '12'])).toThrow(/remarks/);
    expect(() => parseOperatorArgs(['payments', 'approve', 'abc'])).toThrow(/usage/);
    expect(() => parseOperatorArgs(['payments', 'approve', '1', '--colour', 'red'])).toThrow(/bad option/);
    expect(() => parseOperatorArgs(['payments', 'list', '--server', 'ftp://x'])).toThrow(/http/);
    expect(() => parseOperatorArgs(['users', 'list'])).toThrow(/usage/);
    expect(() => parseOperatorArgs([])).toThrow(/usage/);
  });
});

describeOnPglite(
  'operator script on the database',
  (t) => {
    it('lists a pending deposit, approves it once with its live event, and says so when repeated', async () => {
      const m = await newMember(t);
      const order = valueOf(
        moneyCalls.deposit,
        await send(t, moneyCalls.deposit, m.token, { providerCode: 'DEMO', amount: 75, idempotencyKey: newKey() }),
      );
      const decisions = createPaymentDecisions(t.db);
      const events: LiveEvent[] = [];
      const publish = (_topic: string, event: LiveEvent) => void events.push(event);

      const listed = await runOperatorCommand({ action: 'list', merchant: 'demo', server: null }, decisions, publish, 'operator-script:test');
      expect(listed.some((l) => l.startsWith(`#${order.orderId} demo`))).toBe(true);

      const approve = { action: 'approve', orderId: Number(order.orderId), remarks: null, server: null } as const;
      expect((await runOperatorCommand(approve, decisions, publish, 'operator-script:test'))[1]).toBe('approved now');
      expect((await runOperatorCommand(approve, decisions, publish, 'operator-script:test'))[1]).toMatch(/nothing changed/);
      expect((await balancesOf(t, m.customerId))[9]).toBe(75_00n);
      expect(events).toEqual([expect.objectContaining({ type: 'DEPOSIT', data: expect.objectContaining({ amount: 75, success: true }) as unknown })]);
      const listed2 = await runOperatorCommand({ action: 'list', merchant: 'demo', server: null }, decisions, publish, 'operator-script:test');
      expect(listed2.some((l) => l.startsWith(`#${order.orderId} `))).toBe(false);
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
