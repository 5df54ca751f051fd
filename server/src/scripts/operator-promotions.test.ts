import { describe, expect, it } from 'vitest';
import { parsePromotionArgs } from './operator-promotions.js';

describe('operator promotions commands', () => {
  it('reads claims, approve, reject and grant with their options', () => {
    expect(parsePromotionArgs(['promotions', 'claims', '--merchant', 'demo', '--status', 'pending'])).toEqual({
      action: 'claims',
      merchant: 'demo',
      status: 'PENDING',
      server: null,
    });
    expect(parsePromotionArgs(['promotions', 'approve', '42', '--server', 'http://127.0.0.1:8080'])).toEqual({
      action: 'approve',
      claimId: 42,
      remarks: null,
      server: 'http://127.0.0.1:8080',
    });
    expect(parsePromotionArgs(['promotions', 'reject', '7', '--remarks', 'once a week'])).toMatchObject({ action: 'reject', claimId: 7, remarks: 'once a week' });
    expect(parsePromotionArgs(['promotions', 'grant', 'demo01', '88.5', '--name', 'Birthday'])).toEqual({
      action: 'grant',
      merchant: 'demo',
      username: 'demo01',
      amount: 88.5,
      name: 'Birthday',
      server: null,
    });
  });

  it('refuses a rejection without remarks, a bad amount, a bad status and unknown options', () => {
    expect(() => parsePromotionArgs(['promotions', 'reject', '7'])).toThrow(/remarks/);
    expect(() => parsePromotionArgs(['promotions', 'grant', 'demo01', '-5'])).toThrow(/amount/);
    expect(() => parsePromotionArgs(['promotions', 'grant', 'demo01', '1.005'])).toThrow(/amount/);
    expect(() => parsePromotionArgs(['promotions', 'claims', '--status', 'LOST'])).toThrow(/status/);
    expect(() => parsePromotionArgs(['promotions', 'approve', '7', '--force', 'yes'])).toThrow(/bad option/);
    expect(() => parsePromotionArgs(['promotions', 'approve', 'x'])).toThrow(/usage/);
  });
});
