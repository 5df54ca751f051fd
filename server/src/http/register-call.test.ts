import { expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, encryptPayload, importRsaPublicKey, systemCalls, toBase64 } from '@lotto/contract';
import { describeOnPglite, envelopeOf, snapshotDatabase, valueOf, type TestApp } from '../test/harness.js';
import { registerCall } from './register-call.js';

// Test-only calls: declared here so the gateway behaviour is proved without any real module.
const echo = defineCall({
  id: 'test.echo',
  method: 'GET',
  path: '/wps/test/echo',
  modId: null,
  request: z.object({ word: z.string().min(1).max(20) }),
  reply: z.object({ word: z.string(), language: z.string() }),
});
const sealed = defineCall({
  id: 'test.sealed',
  method: 'POST',
  path: '/wps/test/sealed',
  modId: null,
  encrypted: true,
  request: z.object({ username: z.string().min(6), password: z.string().min(6) }),
  reply: z.object({ username: z.string(), passwordLength: z.number() }),
});
const form = defineCall({
  id: 'test.form',
  method: 'POST',
  path: '/wps/test/form/{kind}',
  body: 'form',
  modId: 'FEEDBACK3',
  request: z.object({ kind: z.enum(['a', 'b']), email: z.email() }),
  reply: z.object({ kind: z.string(), email: z.string() }),
});
const secret = defineCall({
  id: 'test.secret',
  method: 'GET',
  path: '/wps/test/secret',
  modId: null,
  token: true,
  request: z.object({}),
  reply: z.object({ customerId: z.string() }),
});
const lottery = defineCall({
  id: 'test.lottery',
  method: 'GET',
  path: '/lgw/test/games',
  modId: null,
  request: z.object({}),
  reply: z.record(z.string(), z.object({ gameCode: z.string() })),
});
const remove = defineCall({
  id: 'test.remove',
  method: 'DELETE',
  path: '/wps/test/items/{itemId}',
  modId: null,
  request: z.object({ itemId: z.string().regex(/^\d+$/) }),
  reply: z.object({ removed: z.string() }),
});
const drift = defineCall({
  id: 'test.drift',
  method: 'GET',
  path: '/wps/test/drift',
  modId: null,
  request: z.object({}),
  reply: z.object({ count: z.number() }),
});

// counts its validations: a GET's input is validated once per URL
let countedValidations = 0;
const counted = defineCall({
  id: 'test.counted',
  method: 'GET',
  path: '/wps/test/counted',
  modId: null,
  request: z.object({ word: z.string().min(1).max(20) }).transform((input) => {
    countedValidations += 1;
    return input;
  }),
  reply: z.object({ word: z.string(), frozen: z.boolean() }),
});

describeOnPglite(
  'registerCall and the gateway rules',
  (t) => {
    const state = (code: string, payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `/dev/merchants/${code}/state`, merchant: null, payload });

    it('refuses a call without a Merchant header with 400 merchant.required [S1-7.22]', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: null });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'merchant.required' });
    });

    it('refuses an unknown merchant with 404 merchant.not.found', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: 'nobody' });
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
    });

    it('refuses two Merchant headers with function.not.available', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', merchant: null, headers: { merchant: ['demo', 'lucky'] } });
      expect(res.statusCode).toBe(403);
      expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'function.not.available' });
    });

    it('refuses a call whose module flag is off with function.not.available, and answers again once on', async () => {
      expect((await state('lucky', { flags: { COMM3: false } })).statusCode).toBe(200);
      const off = await t.call({ method: 'GET', url: '/wps/system/country', merchant: 'lucky' });
      expect(off.statusCode).toBe(403);
      expect(envelopeOf(off)).toMatchObject({ success: false, errorCode: 'function.not.available' });
      // Other merchants keep their own flags.
      expect((await t.call({ method: 'GET', url: '/wps/system/country', merchant: 'demo' })).statusCode).toBe(200);
      await state('lucky', { flags: { COMM3: true } });
      expect((await t.call({ method: 'GET', url: '/wps/system/country', merchant: 'lucky' })).statusCode).toBe(200);
    });

    it('answers 503 system.maintenance to ordinary calls while system calls report it [S2-8.14]', async () => {
      const end = Date.now() + 3_600_000;
      await state('demo', { maintenance: true, maintenanceEnd: end });
      const refused = await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' });
      expect(refused.statusCode).toBe(503);
      expect(envelopeOf(refused)).toMatchObject({ success: false, errorCode: 'system.maintenance', value: { maintenanceEnd: end } });
      const status = await t.call({ method: 'GET', url: '/wps/system/status', merchant: 'demo' });
      expect(status.statusCode).toBe(200);
      expect(envelopeOf(status).value).toMatchObject({ maintenance: true, maintenanceEnd: end });
      // Other merchants are not affected.
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'lucky' })).statusCode).toBe(200);
      await state('demo', { maintenance: false, maintenanceEnd: null });
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' })).statusCode).toBe(200);
      expect(valueOf(systemCalls.status, await t.call({ method: 'GET', url: '/wps/system/status', merchant: 'demo' })).maintenance).toBe(false);
    });

    it('treats maintenance whose announced end has passed as over', async () => {
      await state('demo', { maintenance: true, maintenanceEnd: Date.now() - 1000 });
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' })).statusCode).toBe(200);
      expect(valueOf(systemCalls.status, await t.call({ method: 'GET', url: '/wps/system/status', merchant: 'demo' })).maintenance).toBe(false);
      await state('demo', { maintenance: false, maintenanceEnd: null });
    });

    it('answers 403 region.restricted while restriction is on and status shows the visitor IP [S2-8.14]', async () => {
      await state('demo', { regionRestricted: true });
      const refused = await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' });
      expect(refused.statusCode).toBe(403);
      expect(envelopeOf(refused)).toMatchObject({ success: false, errorCode: 'region.restricted' });
      const status = valueOf(systemCalls.status, await t.call({ method: 'GET', url: '/wps/system/status', merchant: 'demo' }));
      expect(status.regionRestriction).toBe(true);
      expect(status.location.ip).toBe('127.0.0.1');
      await state('demo', { regionRestricted: false });
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' })).statusCode).toBe(200);
    });

    it('restricts visitors whose address is in a blocked CIDR only', async () => {
      await state('demo', { blockedIps: ['10.0.0.0/8'] });
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' })).statusCode).toBe(200);
      await state('demo', { blockedIps: ['127.0.0.0/8'] });
      expect((await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', merchant: 'demo' })).statusCode).toBe(403);
      await state('demo', { blockedIps: [] });
    });

    it('rejects a bad dev state body and an unknown merchant on the dev endpoint', async () => {
      expect((await state('demo', { maintenance: 'yes' })).statusCode).toBe(400);
      expect((await state('demo', { flags: { NOTAFLAG: true } })).statusCode).toBe(400);
      const unknown = await state('nobody', { maintenance: true });
      expect(unknown.statusCode).toBe(404);
      expect(envelopeOf(unknown).errorCode).toBe('merchant.not.found');
    });

    it('decrypts an encrypted call and validates the plaintext [S1-7.23]', async () => {
      const spki = valueOf(systemCalls.rsaKey, await t.call({ method: 'GET', url: '/wps/session/key/rsa' }));
      const key = await importRsaPublicKey(spki);
      const enc = await encryptPayload(key, { username: 'player01', password: 'secret99' });
      const res = await t.call({ method: 'POST', url: '/wps/test/sealed', headers: { encryption: enc.header }, payload: enc.body });
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toEqual({ success: true, value: { username: 'player01', passwordLength: 8 } });

      const weak = await encryptPayload(key, { username: 'p', password: 'secret99' });
      const invalid = await t.call({ method: 'POST', url: '/wps/test/sealed', headers: { encryption: weak.header }, payload: weak.body });
      expect(invalid.statusCode).toBe(400);
      expect(envelopeOf(invalid)).toMatchObject({ success: false, errorCode: 'request.invalid' });
      expect(envelopeOf(invalid).message).toContain('username');
    });

    it('answers a garbage encrypted body with 400 request.decrypt.failed, not 500', async () => {
      const before = await snapshotDatabase(t.db);
      const garbage = toBase64(crypto.getRandomValues(new Uint8Array(256)));
      for (const [headers, payload] of [
        [{ encryption: garbage }, { value: toBase64(crypto.getRandomValues(new Uint8Array(64))) }],
        [{ encryption: 'not base64 at all!' }, { value: '###' }],
        [{}, { value: 'abc' }],
        [{ encryption: garbage }, { username: 'player01', password: 'secret99' }],
      ] as const) {
        const res = await t.call({ method: 'POST', url: '/wps/test/sealed', headers, payload });
        expect(res.statusCode).toBe(400);
        expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'request.decrypt.failed' });
      }
      expect(await snapshotDatabase(t.db)).toBe(before);
    });

    it('reads url-encoded form bodies and path parameters [S1-7.21]', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/wps/test/form/b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.co',
      });
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res).value).toEqual({ kind: 'b', email: 'a@b.co' });
      const bad = await t.call({
        method: 'POST',
        url: '/wps/test/form/c',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=nope',
      });
      expect(bad.statusCode).toBe(400);
      expect(envelopeOf(bad).message).toMatch(/kind/);
      expect(envelopeOf(bad).message).toMatch(/email/);
    });

    it('gates a form call by its module flag too', async () => {
      await state('demo', { flags: { FEEDBACK3: false } });
      const res = await t.call({
        method: 'POST',
        url: '/wps/test/form/a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.co',
      });
      expect(envelopeOf(res)).toMatchObject({ errorCode: 'function.not.available' });
      await state('demo', { flags: { FEEDBACK3: true } });
    });

    it('answers token calls 401 in_sorry_in without a token and CUSTOMER_NOT_LOGIN for an unknown one [S1-8.6] [S1-8.30]', async () => {
      const none = await t.call({ method: 'GET', url: '/wps/test/secret' });
      expect(none.statusCode).toBe(401);
      expect(envelopeOf(none)).toMatchObject({ success: false, errorCode: 'in_sorry_in' });
      const unknown = await t.call({ method: 'GET', url: '/wps/test/secret', headers: { authorization: 'nope' } });
      expect(unknown.statusCode).toBe(401);
      expect(envelopeOf(unknown)).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
      const known = await t.call({ method: 'GET', url: '/wps/test/secret', headers: { authorization: 'good-token' } });
      expect(known.statusCode).toBe(200);
      expect(envelopeOf(known).value).toEqual({ customerId: '7:player01' });
      // A session of another merchant does not open this merchant's calls.
      const other = await t.call({ method: 'GET', url: '/wps/test/secret', merchant: 'lucky', headers: { authorization: 'good-token' } });
      expect(other.statusCode).toBe(401);
    });

    it('accepts a bodiless DELETE sent with a JSON content type, as the request layer sends it [S1-7.21]', async () => {
      const res = await t.call({ method: 'DELETE', url: '/wps/test/items/42', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res).value).toEqual({ removed: '42' });
      const bad = await t.call({ method: 'DELETE', url: '/wps/test/items/abc' });
      expect(bad.statusCode).toBe(400);
    });

    it('answers /lgw calls as raw JSON without the envelope', async () => {
      const res = await t.call({ method: 'GET', url: '/lgw/test/games' });
      expect(res.statusCode).toBe(200);
      expect(lottery.reply.parse(res.json())).toEqual({ SSC: { gameCode: 'SSC' } });
      expect(res.body).not.toContain('success');
    });

    it('answers unknown /wps and /lgw paths with a 404 resource.not.found envelope', async () => {
      for (const url of ['/wps/no/such/call', '/lgw/nothing', '/dev/nothing']) {
        const res = await t.call({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
        expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'resource.not.found' });
      }
    });

    it('answers an unexpected error with 500 internal.error and no stack or detail', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/test/explode' });
      expect(res.statusCode).toBe(500);
      const body = envelopeOf(res);
      expect(Object.keys(body).sort()).toEqual(['errorCode', 'message', 'success']);
      expect(body).toMatchObject({ success: false, errorCode: 'internal.error' });
      expect(res.body).not.toContain('kaboom');
      expect(res.body).not.toMatch(/at \S+ \(/);
    });

    it('answers a reply that drifts from the contract with 500, never the raw value', async () => {
      const res = await t.call({ method: 'GET', url: '/wps/test/drift' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('password');
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/wps/test/sealed',
        headers: { 'content-type': 'application/json', encryption: 'x' },
        payload: '{"value": ',
      });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'request.invalid' });
    });

    it('sends a call\'s answer and a file that is no page the security headers of a resource: no sniffing, a policy that allows nothing and no framing, none of a page\'s', async () => {
      for (const res of [
        await t.call({ method: 'GET', url: '/wps/system/whitelabel' }),
        // a refusal too: the call's route answered it
        await t.call({ method: 'GET', url: '/wps/test/drift' }),
      ]) {
        expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy', 'x-xss-protection', 'x-dns-prefetch-control']) {
          expect(res.headers[pageOnly]).toBeUndefined();
        }
      }
      // a public answer is revalidated each time (http/revalidation.test.ts)
      expect((await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).headers['cache-control']).toBe('no-cache');
      // a file that is no page gets the same: generated artwork
      const art = await t.call({ method: 'GET', url: '/res/game-icons/demo/PT_LIVE.svg', merchant: null });
      expect(art.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(art.headers['x-frame-options']).toBeUndefined();
      // anything else (a path nothing answers here, as the site's pages) keeps the page's headers
      const other = await t.call({ method: 'GET', url: '/wps/no/such/call', merchant: null });
      const csp = String(other.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('validates a GET once per URL and hands every request of that URL the same read-only input', async () => {
      const before = countedValidations;
      const first = await t.call({ method: 'GET', url: '/wps/test/counted?word=hi' });
      const again = await t.call({ method: 'GET', url: '/wps/test/counted?word=hi' });
      expect([valueOf(counted, first), valueOf(counted, again)]).toEqual([
        { word: 'hi', frozen: true },
        { word: 'hi', frozen: true },
      ]);
      expect(countedValidations - before).toBe(1);
      // another query is validated on its own
      expect(valueOf(counted, await t.call({ method: 'GET', url: '/wps/test/counted?word=ho' })).word).toBe('ho');
      expect(countedValidations - before).toBe(2);
      // a refused query is never kept: refused every time
      for (let i = 0; i < 2; i++) {
        const refused = await t.call({ method: 'GET', url: '/wps/test/counted?word=' });
        expect(refused.statusCode).toBe(400);
        expect(envelopeOf(refused)).toMatchObject({ success: false, errorCode: 'request.invalid' });
      }
    });

    it('passes the Language header to handlers, defaulting to EN [S1-7.22]', async () => {
      const th = await t.call({ method: 'GET', url: '/wps/test/echo?word=hi', headers: { language: 'TH' } });
      expect(valueOf(echo, th).language).toBe('TH');
      const none = await t.call({ method: 'GET', url: '/wps/test/echo?word=hi' });
      expect(valueOf(echo, none).language).toBe('EN');
    });
  },
  {
    extend: (app) => {
      registerCall(app, echo, ({ input, language }) => ({ word: input.word, language }));
      registerCall(app, counted, ({ input }) => ({ word: input.word, frozen: Object.isFrozen(input) }));
      registerCall(app, sealed, ({ input }) => ({ username: input.username, passwordLength: input.password.length }));
      registerCall(app, form, ({ input }) => input);
      registerCall(app, secret, ({ session, customerId }) => ({ customerId: `${customerId}:${session.account}` }));
      registerCall(app, lottery, () => ({ SSC: { gameCode: 'SSC' } }));
      registerCall(app, remove, ({ input }) => ({ removed: input.itemId }));
      registerCall(app, drift, () => ({ count: 'many', password: 'hunter2' }) as unknown as { count: number });
      // This scope's own resolver: its token calls know one token; the app's calls keep the account module's.
      app.decorate('sessionResolver', async (token: string) =>
        token === 'good-token' ? { customerId: 7, merchantCode: 'demo', account: 'player01', isAgent: '0' as const, sessionId: 1 } : null,
      );
      app.get('/wps/test/explode', async () => {
        throw new Error('kaboom: database password leaked in message');
      });
    },
  },
);

describeOnPglite(
  'rate limits',
  (t: TestApp) => {
    it('answers 429 TOO_MANY_REQUESTS in the envelope once the limit is passed [S1-8.31]', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel' });
      expect(res.statusCode).toBe(429);
      expect(envelopeOf(res)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    });
  },
  { env: { RATE_LIMIT_MAX: '3' } },
);

describeOnPglite(
  'production mode',
  (t: TestApp) => {
    it('does not register the dev endpoints', async () => {
      const res = await t.call({ method: 'POST', url: '/dev/merchants/demo/state', merchant: null, payload: { maintenance: true } });
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res).errorCode).toBe('resource.not.found');
      expect(valueOf(systemCalls.status, await t.call({ method: 'GET', url: '/wps/system/status' })).maintenance).toBe(false);
    });
  },
  { env: { NODE_ENV: 'production' } },
);
