import { expect, it } from 'vitest';
import { registerCalls, trackingCalls, type TrackingConfig, type TrackingDomain } from '@lotto/contract';
import { describeOnPglite, envelopeOf, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';

const NO_IDS: TrackingDomain = { gtagId: null, fbPixelId: null, tiktokPixelId: null, appsFlyerId: null, adjustId: null, affiliateCode: null };

const configFor = (t: TestApp, host: string, merchant = 'demo') =>
  t.call({ method: 'GET', url: `${trackingCalls.config.path}?host=${encodeURIComponent(host)}`, merchant });

const setConfigs = (t: TestApp, configs: unknown[], merchant = 'demo') =>
  t.call({ method: 'PUT', url: `/dev/merchants/${merchant}/tracking`, payload: { configs }, merchant: null });

const DEMO_SEED: TrackingConfig = { trackId: 'demo-default', domain: 'localhost', isDefault: true, domains: [NO_IDS] };
const DEMO_IP: TrackingConfig = {
  trackId: 'demo-ip',
  domain: '127.0.0.1',
  isDefault: false,
  domains: [{ ...NO_IDS, gtagId: 'G-TEST123', fbPixelId: '1234567890', tiktokPixelId: 'CTEST123', appsFlyerId: 'af-app', adjustId: 'adj_token', affiliateCode: 'AGENT02' }],
};

describeOnPglite('tracking config (spec 2 §3)', (t) => {
  it('[S2-3.35] seeds a default config for each demo merchant: no pixel ids, and on lucky its agent\'s affiliate code', async () => {
    expect(valueOf(trackingCalls.config, await configFor(t, 'localhost:8080'))).toEqual(DEMO_SEED);
    const lucky = valueOf(trackingCalls.config, await configFor(t, 'lucky.localhost:8080', 'lucky'));
    expect(lucky).toEqual({ trackId: 'lucky-default', domain: 'lucky.localhost', isDefault: true, domains: [{ ...NO_IDS, affiliateCode: 'LUCKY88' }] });
    // the code is a real agent's: the registration's affiliate check accepts it
    const check = await t.call({ method: 'GET', url: `${registerCalls.affiliate.path}?code=LUCKY88`, merchant: 'lucky' });
    expect(valueOf(registerCalls.affiliate, check).valid).toBe(true);
  });

  it('[S2-3.35] answers the config of a listed host, the default for any other host, and null when the merchant has neither', async () => {
    try {
      const set = await setConfigs(t, [DEMO_SEED, DEMO_IP]);
      expect(set.statusCode).toBe(200);
      // the host's own config, port and case ignored
      expect(valueOf(trackingCalls.config, await configFor(t, '127.0.0.1:18080'))).toEqual(DEMO_IP);
      expect(valueOf(trackingCalls.config, await configFor(t, 'LOCALHOST'))).toEqual(DEMO_SEED);
      // a host without a config of its own: the merchant's default
      expect(valueOf(trackingCalls.config, await configFor(t, 'www.other-site.example'))).toEqual(DEMO_SEED);

      // no default: another host has none
      await setConfigs(t, [DEMO_IP]);
      expect(valueOf(trackingCalls.config, await configFor(t, 'www.other-site.example'))).toBeNull();
      expect(valueOf(trackingCalls.config, await configFor(t, '127.0.0.1'))).toEqual(DEMO_IP);

      // a merchant without any config
      await setConfigs(t, []);
      expect(valueOf(trackingCalls.config, await configFor(t, 'localhost'))).toBeNull();
    } finally {
      await setConfigs(t, [DEMO_SEED]);
    }
    expect(valueOf(trackingCalls.config, await configFor(t, '127.0.0.1'))).toEqual(DEMO_SEED);
  });

  it('is a guest call: it answers without a session', async () => {
    const res = await configFor(t, 'localhost');
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res).success).toBe(true);
  });

  it('[S2-3.35] refuses a missing, oversized or malformed host with 400 request.invalid and changes nothing', async () => {
    const before = await snapshotDatabase(t.db);
    for (const url of [
      trackingCalls.config.path,
      `${trackingCalls.config.path}?host=${'a'.repeat(300)}.example`,
      `${trackingCalls.config.path}?host=${encodeURIComponent('evil.example/"><script>')}`,
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(envelopeOf(res).errorCode).toBe('request.invalid');
    }
    expect(await snapshotDatabase(t.db)).toBe(before);
  });

  it('refuses a tracking config that could inject into a script URL, two defaults or one host twice, and keeps the configs as they were', async () => {
    const before = await snapshotDatabase(t.db);
    const refused = [
      [{ ...DEMO_SEED, domains: [{ ...NO_IDS, gtagId: 'G-1"></script><script>alert(1)//' }] }],
      [{ ...DEMO_SEED, domains: [{ ...NO_IDS, fbPixelId: '1'.repeat(65) }] }],
      [{ ...DEMO_SEED, domain: 'https://localhost' }],
      [DEMO_SEED, { ...DEMO_IP, isDefault: true }],
      [DEMO_SEED, { ...DEMO_IP, domain: 'localhost' }],
      [DEMO_SEED, { ...DEMO_IP, trackId: 'demo-default' }],
    ];
    for (const configs of refused) {
      const res = await setConfigs(t, configs);
      expect(res.statusCode, JSON.stringify(configs)).toBe(400);
    }
    expect(await snapshotDatabase(t.db)).toBe(before);
    expect(valueOf(trackingCalls.config, await configFor(t, 'localhost'))).toEqual(DEMO_SEED);
  });
});
