import { expect, it } from 'vitest';
import { otherCalls } from '@lotto/contract';
import { failure, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

const settings = (t: TestApp, token: string, query = '', merchant = 'demo') =>
  withToken(t, token, { method: 'GET', url: `${otherCalls.rebateSetting.path}${query}`, merchant });

describeOnPglite('rebate settings', (t) => {
  it('[S2-7.11] answers the merchant\'s rebate per product type, all or the one asked for', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const all = valueOf(otherCalls.rebateSetting, await settings(t, token));
    expect(all.map((s) => s.productType)).toEqual(['LIVE', 'RNG', 'LOTT', 'SPORTS', 'FISH', 'PVP']);
    expect(all[0]).toEqual({ productType: 'LIVE', rate: 0.8, maxRebate: 50_000 });
    expect(all.find((s) => s.productType === 'SPORTS')?.maxRebate).toBeNull();
    expect(valueOf(otherCalls.rebateSetting, await settings(t, token, '?productType=LOTT'))).toEqual([{ productType: 'LOTT', rate: 0.5, maxRebate: 20_000 }]);
    expect(valueOf(otherCalls.rebateSetting, await settings(t, token, '?productType=ELOTT'))).toEqual([]);
  });

  it('answers each merchant its own settings and refuses a trial account', async () => {
    const lucky = valueOf(otherCalls.rebateSetting, await settings(t, await tokenFor(t, 'lucky01', 'lucky1234', 'lucky'), '', 'lucky'));
    expect(lucky.map((s) => [s.productType, s.rate])).toEqual([['LIVE', 0.6], ['LOTT', 0.4]]);
    expect(failure(await settings(t, await tokenFor(t, 'trial01', 'trial1234')))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
  });
});
