import { BOOT_REPLIES_ELEMENT_ID, BOOT_REPLY_MAX_AGE_MS, allCalls, defineCall, getUrl, qInt, systemCalls } from '@lotto/contract';
import { resetBootReplies } from './boot-replies';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, needsDeviceId, request, serverNow } from './api-client';
import { useDialogStore } from './dialogs';
import { resetServerClock, serverClockOffset } from './server-clock';
import { setLanguage, setMerchantCode, setToken } from './storage';
import { SHELL_SETTINGS, fail, fakePlatform, networkDown, ok, on } from '../test/fake-platform';
import { resetSiteState } from '../test/site-state';

const getCall = defineCall({
  id: 'test.get',
  method: 'GET',
  path: '/wps/test/items/{kind}',
  modId: null,
  // as the server reads a query: numbers come as text, a repeated name as a list
  request: z.object({ kind: z.string(), page: z.optional(qInt()), tags: z.optional(z.union([z.string(), z.array(z.string())])) }),
  reply: z.object({ n: z.number() }),
});
const postCall = defineCall({ id: 'test.post', method: 'POST', path: '/wps/test/post', modId: null, request: z.object({ a: z.number() }), reply: z.boolean() });
const formCall = defineCall({
  id: 'member.passwordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  modId: null,
  body: 'form',
  request: z.object({ username: z.string(), email: z.string() }),
  reply: z.unknown(),
});
const deleteCall = defineCall({ id: 'session.logout', method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', token: true, request: z.object({}), reply: z.unknown() });
const jsonDeleteCall = defineCall({ id: 'test.jsonDelete', method: 'DELETE', path: '/wps/test/favourite', modId: null, body: 'json', request: z.object({ gameId: z.string() }), reply: z.unknown() });
const putCall = defineCall({ id: 'member.language', method: 'PUT', path: '/wps/member/language', modId: null, request: z.object({ language: z.string() }), reply: z.unknown() });
const loginCall = defineCall({
  id: 'session.login',
  method: 'POST',
  path: '/wps/session/login',
  modId: 'COMM3',
  encrypted: true,
  request: z.object({ username: z.string(), password: z.string() }),
  reply: z.object({ token: z.string() }),
});
const registerCall = defineCall({ id: 'register.mobile', method: 'POST', path: '/wps/member/register/mobile', modId: 'REG3', request: z.object({ mobileNum: z.string() }), reply: z.unknown() });
const lgwCall = defineCall({ id: 'lottery.opened', method: 'GET', path: '/lgw/games/opened/numero', modId: null, request: z.object({}), reply: z.record(z.string(), z.unknown()) });

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request kinds', () => {
  it('[S1-7.21] GET sends its data as a query string and fills {name} path parts', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(getCall, ok({ n: 1 }))] });
    await expect(request(getCall, { kind: 'slots', page: 2, tags: ['a', 'b'] })).resolves.toEqual({ n: 1 });
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('/wps/test/items/slots?page=2&tags=a&tags=b');
    expect(sent[0]!.rawBody).toBeUndefined();
  });

  it('[S1-7.21] GET can send a raw query string instead', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(getCall, ok({ n: 1 }))] });
    await request(getCall, { kind: 'x' }, { rawQuery: '?speed=123&z=1' });
    expect(sent[0]!.url).toBe('/wps/test/items/x?speed=123&z=1');
  });

  it('[S1-7.21] POST sends JSON', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(postCall, ok(true))] });
    await request(postCall, { a: 1 });
    expect(sent[0]).toMatchObject({ method: 'POST', rawBody: '{"a":1}' });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
  });

  it('[S1-7.21] [S1-7.6] form POST is url-encoded', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(formCall, ok(null))] });
    await request(formCall, { username: 'demo user', email: 'a@b.c' });
    expect(sent[0]!.rawBody).toBe('username=demo+user&email=a%40b.c');
    expect(sent[0]!.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('[S1-7.21] [S1-7.3] DELETE sends no body and carries Merchant and Authorization', async () => {
    setMerchantCode('demo');
    setToken('tok-9');
    const { requests: sent } = fakePlatform({ replies: [on(deleteCall, ok(null))] });
    await request(deleteCall, {});
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/wps/session/logout', rawBody: undefined });
    expect(sent[0]!.headers).toMatchObject({ Merchant: 'demo', Authorization: 'tok-9' });
  });

  it('[S1-7.21] JSON DELETE sends a JSON body', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(jsonDeleteCall, ok(null))] });
    await request(jsonDeleteCall, { gameId: 'g1' });
    expect(sent[0]).toMatchObject({ method: 'DELETE', rawBody: '{"gameId":"g1"}' });
  });

  it('[S1-7.21] [S1-7.12] PUT sends JSON', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(putCall, ok(null))] });
    await request(putCall, { language: 'TH' });
    expect(sent[0]).toMatchObject({ method: 'PUT', rawBody: '{"language":"TH"}' });
  });

  it('sends to another origin when given a base URL', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(systemCalls.ping, ok({ speed: '1', serverTime: 1 }))] });
    await request(systemCalls.ping, { speed: '123' }, { baseUrl: 'https://b.example/' });
    expect(sent[0]!.url).toBe('https://b.example/wps/system/test/ping?speed=123');
    // A sibling domain answers Allow-Origin *, which browsers refuse with credentials.
    expect(sent[0]!.credentials).toBe('omit');
    await request(systemCalls.ping, { speed: '124' }, { baseUrl: window.location.origin });
    expect(sent[1]!.credentials).toBe('include');
  });

  it('keeps every call out of the browser cache (a revalidation can lose the Merchant header)', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(systemCalls.ping, ok({ speed: '1', serverTime: 1 })), on(postCall, ok(true))] });
    await request(systemCalls.ping, { speed: '125' });
    expect(sent[0]!.cache).toBe('no-store');
    await request(postCall, { a: 1 });
    expect(sent[1]!.cache).toBe('no-store');
  });
});

describe('headers', () => {
  it('[S1-7.22] sends Merchant, Device web, stored Language, raw Authorization, X-Gateway-Version 3, JSON and credentials', async () => {
    setMerchantCode('demo');
    setToken('raw-token');
    setLanguage('KO');
    const { requests: sent } = fakePlatform({ replies: [on(postCall, ok(true))] });
    await request(postCall, { a: 1 });
    expect(sent[0]!.headers).toEqual({
      Merchant: 'demo',
      Device: 'web',
      Language: 'KO',
      Authorization: 'raw-token',
      'X-Gateway-Version': '3',
      'Content-Type': 'application/json',
    });
    expect(sent[0]!.credentials).toBe('include');
  });

  it('[S1-7.22] sends Language EN when none is stored and no Authorization without a token', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(postCall, ok(true))] });
    await request(postCall, { a: 1 });
    expect(sent[0]!.headers.Language).toBe('EN');
    expect(sent[0]!.headers).not.toHaveProperty('Authorization');
  });

  it('[S1-7.22] a per-call header overrides a default and false removes one', async () => {
    setMerchantCode('demo');
    const { requests: sent } = fakePlatform({ replies: [on(postCall, ok(true))] });
    await request(postCall, { a: 1 }, { headers: { language: 'JA', Merchant: false, CustomerId: '42' } });
    const h = sent[0]!.headers;
    expect(h.language).toBe('JA');
    expect(h).not.toHaveProperty('Language');
    expect(h).not.toHaveProperty('Merchant');
    expect(h.CustomerId).toBe('42');
  });
});

describe('timeout', () => {
  it('[S1-7.22] [S1-8.13] gives up after 20 s with an ApiError 504 timeout_retry_please', async () => {
    vi.useFakeTimers();
    // the platform never answers; the request layer must abort the fetch itself
    fakePlatform({ replies: [on(postCall, () => new Promise<never>(() => undefined))] });
    const p = request(postCall, { a: 1 }, { alert: false });
    const seen = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void p.then(() => (settled = true), () => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await seen;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 504, errorCode: 'timeout_retry_please', callId: 'test.post', path: '/wps/test/post' });
  });

  it('passes a caller’s abort through without an ApiError or dialog', async () => {
    let started!: () => void;
    const fetching = new Promise<void>((r) => (started = r));
    fakePlatform({
      replies: [
        on(postCall, () => {
          started();
          return new Promise<never>(() => undefined);
        }),
      ],
    });
    const ac = new AbortController();
    const p = request(postCall, { a: 1 }, { signal: ac.signal });
    await fetching;
    ac.abort();
    await expect(p).rejects.not.toBeInstanceOf(ApiError);
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });
});

describe('encryption and device id', () => {
  it('[S1-7.1] [S1-7.23] [S1-7.25] fetches the RSA key fresh, sends { value } with an Encryption header, and the server can decrypt it with loginDeviceId added', async () => {
    // the fake serves its own RSA public key and decrypts with the private half, as the server does
    const { requests: sent } = fakePlatform({ replies: [on(loginCall, ok({ token: 't' }))] });
    await expect(request(loginCall, { username: 'demo01', password: 'secret1' })).resolves.toEqual({ token: 't' });
    await request(loginCall, { username: 'demo01', password: 'secret1' });

    expect(sent.map((s) => s.url)).toEqual(['/wps/session/key/rsa', '/wps/session/login', '/wps/session/key/rsa', '/wps/session/login']);
    const login = sent[1]!;
    expect(Object.keys(JSON.parse(login.rawBody!) as object)).toEqual(['value']);
    expect(login.headers.Encryption).toBeTruthy();
    expect(login.body).toEqual({ username: 'demo01', password: 'secret1', loginDeviceId: localStorage.getItem('loginDeviceId') });
    expect(String(localStorage.getItem('loginDeviceId'))).toMatch(/^[0-9a-f-]{36}$/);
    // two calls never share a key or ciphertext
    expect(sent[3]!.headers.Encryption).not.toBe(login.headers.Encryption);
    expect(sent[3]!.rawBody).not.toBe(login.rawBody);
  });

  it('[S1-7.25] adds loginDeviceId to register calls but not to other calls', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(registerCall, ok(true)), on(postCall, ok(true))] });
    await request(registerCall, { mobileNum: '0812345678' });
    await request(postCall, { a: 1 });
    expect(sent[0]!.body).toEqual({ mobileNum: '0812345678', loginDeviceId: localStorage.getItem('loginDeviceId') });
    expect(sent[1]!.body).toEqual({ a: 1 });
  });

  it('[S1-7.25] attaches it to login and the four register calls of the contract, and nothing else', () => {
    const withId = allCalls.filter((c) => needsDeviceId(c)).map((c) => c.id).sort();
    expect(withId).toEqual(['register.autoUsername', 'register.mobile', 'register.onlyMobile', 'register.register', 'session.login']);
    expect(needsDeviceId({ id: 'x', method: 'POST', path: '/wps/member/register' })).toBe(true);
  });
});

describe('replies', () => {
  it('returns the envelope value on success', async () => {
    fakePlatform({ replies: [on(getCall, ok({ n: 7 }))] });
    await expect(request(getCall, { kind: 'a' })).resolves.toEqual({ n: 7 });
  });

  it('[S1-7.24] throws an ApiError with status, code, message and value on failure, and shows it', async () => {
    fakePlatform({ replies: [on(postCall, fail(409, 'some_conflict', 'Already there', { x: 1 }))] });
    const err = (await request(postCall, { a: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, errorCode: 'some_conflict', message: 'Already there', value: { x: 1 }, callId: 'test.post', path: '/wps/test/post' });
    expect(useDialogStore.getState().dialogs.map((d) => d.message)).toEqual(['Already there']);
  });

  it('[S1-7.24] shows no dialog when the call is made with alert off', async () => {
    const quiet = defineCall({ ...postCall, id: 'test.quiet', path: '/wps/test/quiet', alert: false });
    fakePlatform({ replies: [on(postCall, fail(400, 'x', 'm')), on(quiet, fail(400, 'x', 'm'))] });
    await expect(request(postCall, { a: 1 }, { alert: false })).rejects.toBeInstanceOf(ApiError);
    await expect(request(quiet, { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('[S1-7.26] shows no dialog for a silent relay', async () => {
    const relay = defineCall({ id: 'inbox.unread', method: 'POST', path: '/wps/relay/CSP_unreadCount', modId: 'INBOX3', silent: true, request: z.object({}), reply: z.unknown() });
    fakePlatform({ replies: [on(relay, fail(500, 'x', 'm'))] });
    await expect(request(relay, {})).rejects.toBeInstanceOf(ApiError);
    expect(useDialogStore.getState().dialogs).toHaveLength(0);
  });

  it('treats success false with HTTP 200 as a failure', async () => {
    fakePlatform({ replies: [on(postCall, fail(200, 'x', 'nope'))] });
    await expect(request(postCall, { a: 1 }, { alert: false })).rejects.toMatchObject({ status: 200, errorCode: 'x' });
  });

  it('returns /lgw replies as raw JSON without an envelope', async () => {
    const raw = { SSC1: { gameCode: 'SSC1', numero: '20260101-001', remainTime: 50_000, lockTime: 10 } };
    fakePlatform({ replies: [on(lgwCall, ok(raw))] });
    await expect(request(lgwCall, {})).resolves.toEqual(raw);
  });

  it('fails an /lgw call with an error status', async () => {
    fakePlatform({ replies: [on(lgwCall, fail(503, 'system.maintenance', 'down'))] });
    await expect(request(lgwCall, {}, { alert: false })).rejects.toMatchObject({ status: 503, kind: 'http' });
  });

  it('reports a dropped connection as a network error', async () => {
    fakePlatform({ replies: [on(postCall, networkDown())] });
    await expect(request(postCall, { a: 1 }, { alert: false })).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('server clock', () => {
  it('estimates the server clock from the Date header, corrected by half the round trip', async () => {
    const serverTime = Date.parse('2030-01-01T00:00:00Z');
    fakePlatform({ date: () => new Date(serverTime), replies: [on(getCall, ok({ n: 1 }))] });
    await request(getCall, { kind: 'a' });
    const expectedOffset = serverTime - Date.now();
    expect(Math.abs(serverClockOffset() - expectedOffset)).toBeLessThan(1000);
    expect(Math.abs(serverNow() - serverTime)).toBeLessThan(1000);
  });

  it('keeps the largest bound of whole-second Date headers, so the clock never steps back; a changed clock starts over', async () => {
    resetServerClock();
    const base = Date.parse('2030-01-01T00:00:00Z');
    let serverTime = base + 900; // the header says .000: the first sample is 900 ms behind
    fakePlatform({ date: () => new Date(serverTime), replies: [on(getCall, ok({ n: 1 }))] });
    await request(getCall, { kind: 'a' });
    const first = serverClockOffset();
    // a later reply truncated less (the server at .000 + elapsed) raises the estimate ...
    serverTime = base + 1000;
    await request(getCall, { kind: 'a' });
    const second = serverClockOffset();
    expect(second).toBeGreaterThan(first);
    // ... and one truncated more never lowers it
    serverTime = base + 1990;
    await request(getCall, { kind: 'a' });
    expect(serverClockOffset()).toBeGreaterThanOrEqual(second - 50);
    // a server an hour behind is a changed clock, not truncation: the estimate starts over
    serverTime = base - 3_600_000;
    await request(getCall, { kind: 'a' });
    expect(serverClockOffset()).toBeLessThan(second - 3_000_000);
  });
});

describe('answers carried by the page', () => {
  const settingsUrl = systemCalls.settings.path;
  /** index.html as the server sends it: the guest's first reads answered (server/src/plugins/boot-replies.ts). */
  function carryAnswers(replies: Record<string, unknown>, over: { merchant?: string; language?: string } = {}) {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_REPLIES_ELEMENT_ID;
    const bodies = Object.fromEntries(Object.entries(replies).map(([url, value]) => [url, JSON.stringify({ success: true, value })]));
    el.textContent = JSON.stringify({ merchant: over.merchant ?? 'demo', language: over.language ?? 'EN', replies: bodies });
    document.body.append(el);
    resetBootReplies();
  }
  const getUrlCall = defineCall({ id: 'test.page', method: 'GET', path: '/wps/test/page', modId: null, request: z.object({ url: z.string() }), reply: z.object({ n: z.number() }) });

  // the page's age is the test's to state (performance.now() counts from the page's start, and a
  // test worker's page lives on from file to file): loaded a second ago unless a test says otherwise
  let pageAge: MockInstance<() => number>;
  beforeEach(() => {
    setMerchantCode('demo');
    pageAge = vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    pageAge.mockRestore();
    document.getElementById(BOOT_REPLIES_ELEMENT_ID)?.remove();
    resetBootReplies();
  });

  it('takes a carried answer in place of the request, once; the next read goes to the network', async () => {
    carryAnswers({ [getUrl(getUrlCall.path, { url: 'site.example:8080' })]: { n: 7 } });
    const { requests: sent } = fakePlatform({ replies: [on(getUrlCall, ok({ n: 8 }))] });
    await expect(request(getUrlCall, { url: 'site.example:8080' })).resolves.toEqual({ n: 7 });
    expect(sent).toHaveLength(0);
    await expect(request(getUrlCall, { url: 'site.example:8080' })).resolves.toEqual({ n: 8 });
    expect(sent.map((r) => r.url)).toEqual(['/wps/test/page?url=site.example%3A8080']);
  });

  it('goes to the network once the page is older than the carried answers may be', async () => {
    carryAnswers({ [getUrl(getUrlCall.path, { url: 'site.example:8080' })]: { n: 7 } });
    const { requests: sent } = fakePlatform({ replies: [on(getUrlCall, ok({ n: 8 }))] });
    pageAge.mockReturnValue(BOOT_REPLY_MAX_AGE_MS + 1);
    await expect(request(getUrlCall, { url: 'site.example:8080' })).resolves.toEqual({ n: 8 });
    expect(sent).toHaveLength(1);
  });

  it('goes to the network for another language, another merchant or a signed-in member', async () => {
    const { requests: sent } = fakePlatform({ replies: [on(systemCalls.settings, ok(SHELL_SETTINGS))] });
    carryAnswers({ [settingsUrl]: SHELL_SETTINGS }, { language: 'JA' });
    await request(systemCalls.settings);
    carryAnswers({ [settingsUrl]: SHELL_SETTINGS }, { merchant: 'lucky' });
    await request(systemCalls.settings);
    carryAnswers({ [settingsUrl]: SHELL_SETTINGS });
    setToken('member-token');
    await request(systemCalls.settings);
    expect(sent).toHaveLength(3);
  });

  it('sends a read the page does not carry to the network', async () => {
    carryAnswers({});
    const { requests: sent } = fakePlatform({ replies: [on(systemCalls.settings, fail(503, 'system.busy'))] });
    await expect(request(systemCalls.settings, undefined, { alert: false })).rejects.toMatchObject({ status: 503, errorCode: 'system.busy' });
    expect(sent).toHaveLength(1);
  });
});
