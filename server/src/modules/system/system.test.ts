import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FLAGS, LANGUAGES, decodeCustomerServicePath, encryptPayload, importRsaPublicKey, systemCalls, type CallDef } from '@lotto/contract';
import { merchants } from '../../db/schema/index.js';
import { describeOnPglite, envelopeOf, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';

const calls = Object.values(systemCalls) as CallDef[];
const query: Partial<Record<string, string>> = { 'system.ping': '?speed=1700000000000', 'system.status': '?url=localhost' };

const get = (t: TestApp, call: CallDef, merchant: string) =>
  t.call({ method: 'GET', url: `${call.path}${query[call.id] ?? ''}`, merchant });

describeOnPglite('system calls', (t) => {
  for (const merchant of ['demo', 'lucky']) {
    for (const call of calls) {
      it(`answers ${call.id} for ${merchant} with a value matching the contract`, async () => {
        const res = await get(t, call, merchant);
        // lucky keeps COMM3 on, so every system call answers for both seed merchants.
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/json');
        // Parsed with the call's own reply schema, as the web client does.
        expect(() => valueOf(call, res)).not.toThrow();
      });
    }
  }

  it('publishes an RSA-OAEP public key that encrypts for the server', async () => {
    const spki = valueOf(systemCalls.rsaKey, await get(t, systemCalls.rsaKey, 'demo'));
    const key = await importRsaPublicKey(spki);
    expect(key.algorithm.name).toBe('RSA-OAEP');
    const settings = valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo'));
    expect(settings.encryptionPublicKey).toBe(spki);
    const sealed = await encryptPayload(key, { hello: 'world' });
    await expect(t.app.encryption.decrypt(sealed.header, sealed.body)).resolves.toEqual({ hello: 'world' });
  });

  it('gives demo a dark theme, every flag, all 11 languages and CNY [S1-3.15]', async () => {
    const s = valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo'));
    expect(s.merchantCode).toBe('demo');
    expect(s.theme.mode).toBe('dark');
    expect(s.languages).toEqual([...LANGUAGES]);
    expect(s.currency).toBe('CNY');
    for (const f of FLAGS) expect(s.whitelabel[f]).toBe(true);
    expect(s.GEETEST_VERSION).toMatch(/^v[34]$/);
    expect(s.PROFILE_ICON_COUNT).toBe(9);
    expect(s.menu.map((m) => m.key)).toEqual(['Index', 'LOTT', 'ELOTT', 'ESPORTS', 'EATHLETICS']);
  });

  it('delivers the popup-after-failure login behaviour as a merchant setting (lucky on, demo off, changeable per merchant)', async () => {
    expect(valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'lucky')).loginPopAfterFailure).toBe(true);
    expect(valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo')).loginPopAfterFailure).toBe(false);
    const setOn = async (code: string, on: boolean) => {
      await t.db
        .update(merchants)
        .set({ siteSettings: sql`${merchants.siteSettings} || ${JSON.stringify({ loginPopAfterFailure: on })}::jsonb` })
        .where(eq(merchants.code, code));
      t.app.merchants.invalidate();
    };
    try {
      await setOn('demo', true);
      expect(valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo')).loginPopAfterFailure).toBe(true);
    } finally {
      await setOn('demo', false);
    }
    expect(valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo')).loginPopAfterFailure).toBe(false);
  });

  it('gives lucky a light theme, EN TH VI ID with EN default, THB and a smaller flag set [S1-6.5]', async () => {
    const s = valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'lucky'));
    expect(s.theme.mode).toBe('light');
    expect(s.languages).toEqual(['EN', 'TH', 'VI', 'ID']);
    expect(s.defaultLanguage).toBe('EN');
    expect(s.currency).toBe('THB');
    expect(s.whitelabel.FREEPLAY3).toBe(false);
    expect(s.whitelabel.GOOGLELOGIN3).toBe(false);
    expect(s.whitelabel.PTSYS3).toBe(false);
    expect(s.whitelabel.COMM3).toBe(true);
    const demo = valueOf(systemCalls.settings, await get(t, systemCalls.settings, 'demo'));
    expect(s.theme.colors.accent).not.toBe(demo.theme.colors.accent);
  });

  it('reports status with field rules, flags, gateway settings, resources and the visitor location [S2-3.14]', async () => {
    const s = valueOf(systemCalls.status, await get(t, systemCalls.status, 'demo'));
    expect(s.maintenance).toBe(false);
    expect(s.regionRestriction).toBe(false);
    expect(s.maintenanceEnd).toBeNull();
    expect(s.location.ip).toBe('127.0.0.1');
    expect(s.info.register.username?.minLength).toBe(6);
    expect(s.info.register.password?.maxLength).toBe(16);
    expect(s.info.whitelabelVal.COMM3).toBe(true);
    expect(s.info.gw.PROFILE_ICON_COUNT).toBe(9);
    expect(s.info.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'H5', 'SpeedTest']));
    expect(s.info.customerService.length).toBeGreaterThan(0);
    expect(s.info.mainDomain).toBe('localhost');
  });

  it('reads the url host of status to name the main domain', async () => {
    const byIp = await t.call({ method: 'GET', url: '/wps/system/status?url=http%3A%2F%2F127.0.0.1%3A8080%2Fpromo', merchant: 'demo' });
    expect(valueOf(systemCalls.status, byIp).info.mainDomain).toBe('127.0.0.1');
    const foreign = await t.call({ method: 'GET', url: '/wps/system/status?url=elsewhere.example', merchant: 'demo' });
    expect(valueOf(systemCalls.status, foreign).info.mainDomain).toBe('localhost');
  });

  it('lists countries with dialing codes and the routers with customer service and domains [S1-3.11]', async () => {
    const countries = valueOf(systemCalls.country, await get(t, systemCalls.country, 'demo'));
    expect(countries).toContainEqual({ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' });
    const lucky = valueOf(systemCalls.country, await get(t, systemCalls.country, 'lucky'));
    expect(lucky.map((c) => c.countryCode)).toContain('TH');
    expect(lucky.map((c) => c.countryCode)).not.toContain('CN');
    const routers = valueOf(systemCalls.routers, await get(t, systemCalls.routers, 'demo'));
    expect(routers.domainList).toContain('localhost');
    expect(routers.customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'EMAIL']);
  });

  it('[S2-3.20] sends customer-service paths obfuscated unless they are web links, and they read back as the stored addresses', async () => {
    for (const call of [systemCalls.status, systemCalls.routers]) {
      const res = await get(t, call, 'demo');
      const raw = envelopeOf(res).value as { customerService?: { path: string }[]; info?: { customerService: { path: string }[] } };
      const wire = (raw.customerService ?? raw.info?.customerService ?? []).map((c) => c.path);
      expect(wire).toEqual([expect.stringMatching(/^cs1\./), 'https://t.me/demolotto_support', expect.stringMatching(/^cs1\./)]);
      expect(wire.join(' ')).not.toContain('/chat/room');
      expect(wire.join(' ')).not.toContain('support@demo-lotto.test');
    }
    const routers = valueOf(systemCalls.routers, await get(t, systemCalls.routers, 'demo'));
    expect(routers.customerService.map((c) => decodeCustomerServicePath(c.path))).toEqual(['/chat/room', 'https://t.me/demolotto_support', 'mailto:support@demo-lotto.test']);
  });

  it('echoes the ping speed with the server time, open to other origins of the site [S2-7.8]', async () => {
    const before = Date.now();
    const res = await t.call({ method: 'GET', url: '/wps/system/test/ping?speed=1700000000123', merchant: 'lucky' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const v = valueOf(systemCalls.ping, res);
    expect(v.speed).toBe('1700000000123');
    expect(v.serverTime).toBeGreaterThanOrEqual(before);
  });

  it('answers ping from another domain without a Merchant header, taking the merchant from the host', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/test/ping?speed=1', merchant: null, headers: { host: 'lucky.localhost:8080' } });
    expect(res.statusCode).toBe(200);
    const pre = await t.call({ method: 'OPTIONS', url: '/wps/system/test/ping?speed=1', merchant: null });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-headers']).toContain('Merchant');
  });

  it('refuses a ping with a non-numeric speed with a 400 envelope and leaves the database unchanged', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await t.call({ method: 'GET', url: '/wps/system/test/ping?speed=abc', merchant: 'demo' });
    expect(res.statusCode).toBe(400);
    const body = envelopeOf(res);
    expect(body).toMatchObject({ success: false, errorCode: 'request.invalid' });
    expect(body.message).toContain('speed');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await snapshotDatabase(t.db)).toBe(before);
  });

  it('refuses unknown query fields on calls that take none', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel?x=1', merchant: 'demo' });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).errorCode).toBe('request.invalid');
  });
});

describeOnPglite('visitor location without a trusted proxy', (t) => {
  it('ignores X-Forwarded-For and reports the socket address', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/location', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(valueOf(systemCalls.location, res)).toEqual({ ip: '127.0.0.1', countryCode: null });
  });
});

describeOnPglite(
  'visitor location behind a trusted proxy',
  (t) => {
    it('reports the X-Forwarded-For client and restricts by it [S2-8.14]', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/system/location', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(valueOf(systemCalls.location, res).ip).toBe('203.0.113.9');
      await t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload: { blockedIps: ['203.0.113.0/24'] } });
      const blocked = await t.call({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': '203.0.113.9' } });
      const status = valueOf(systemCalls.status, blocked);
      expect(status.regionRestriction).toBe(true);
      expect(status.location.ip).toBe('203.0.113.9');
      const other = await t.call({ method: 'GET', url: '/wps/system/status', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(valueOf(systemCalls.status, other).regionRestriction).toBe(false);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);
