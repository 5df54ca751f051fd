import { describe, expect, it } from 'vitest';
import { systemCalls } from '@lotto/contract';
import { updateMerchantState } from '../modules/dev/merchant-state.js';
import { describeOnPglite, valueOf } from '../test/harness.js';
import { parseMerchantStateArgs } from './merchant-state.js';

describe('merchant-state command line', () => {
  it('parses switches, an end date and flags', () => {
    const { code, patch } = parseMerchantStateArgs([
      'demo', '--maintenance', 'on', '--maintenance-end', '2030-01-01T00:00:00Z', '--region-restricted', 'off',
      '--flag', 'COMM3=off', '--blocked-ips', '10.0.0.0/8,192.0.2.7',
    ]);
    expect(code).toBe('demo');
    expect(patch).toEqual({
      maintenance: true,
      maintenanceEnd: Date.UTC(2030, 0, 1),
      regionRestricted: false,
      flags: { COMM3: false },
      blockedIps: ['10.0.0.0/8', '192.0.2.7'],
    });
  });

  it('refuses unknown options, unknown flags and empty changes', () => {
    expect(() => parseMerchantStateArgs(['demo'])).toThrow(/nothing to change/);
    expect(() => parseMerchantStateArgs(['demo', '--maintenance', 'maybe'])).toThrow(/on or off/);
    expect(() => parseMerchantStateArgs(['demo', '--flag', 'NOPE=on'])).toThrow(/known flag/);
    expect(() => parseMerchantStateArgs(['demo', '--colour', 'red'])).toThrow(/unknown option/);
    expect(() => parseMerchantStateArgs([])).toThrow(/usage/);
  });
});

describeOnPglite('merchant state written to the database', (t) => {
  it('is what the server answers once its merchant cache is cleared', async () => {
    const state = await updateMerchantState(t.db, 'lucky', { maintenance: true, flags: { COMM3: false } });
    expect(state?.maintenance).toBe(true);
    expect(state?.flags).toMatchObject({ COMM3: false, REG3: true });
    t.app.merchants.invalidate();
    const status = await t.call({ method: 'GET', url: systemCalls.status.path, merchant: 'lucky' });
    expect(valueOf(systemCalls.status, status).maintenance).toBe(true);
    expect((await t.call({ method: 'GET', url: systemCalls.country.path, merchant: 'lucky' })).statusCode).toBe(403);
    expect(await updateMerchantState(t.db, 'nobody', { maintenance: true })).toBeNull();
  });
});
