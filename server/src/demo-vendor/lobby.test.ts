import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { gameCalls, sessionCalls, systemCalls } from '@lotto/contract';
import { customers, resources, sessions, vendorLobbyTickets } from '../db/schema/index.js';
import { customerId, lastLaunch, nodeOf, send } from '../modules/games/games-test-kit.js';
import { failure, tokenFor, withToken } from '../test/accounts.js';
import { describeOnPglite, valueOf, type TestApp } from '../test/harness.js';
import { tokenHash } from '../security/tokens.js';

const LOBBY = '/vendor/demo/lobby/demo/KY';
const COOKIE = 'lobby_session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The lobby session cookie a reply sets (or clears), if any. */
const lobbyCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === COOKIE);

function lobbyClient(t: TestApp) {
  const mint = async (token: string, provider = 'KY') => send(t, gameCalls.lobbyToken, { provider, language: 'EN' }, { token });
  const page = (query = '', opts: { session?: string; headers?: Record<string, string> } = {}) =>
    t.call({
      method: 'GET',
      url: `${LOBBY}${query}`,
      merchant: null,
      headers: { accept: 'text/html', ...opts.headers },
      ...(opts.session ? { cookies: { [COOKIE]: opts.session } } : {}),
    });
  const play = (fields: Record<string, string>, session?: string) =>
    t.call({
      method: 'POST',
      url: `${LOBBY}/play`,
      merchant: null,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      ...(session ? { cookies: { [COOKIE]: session } } : {}),
    });
  /** Logs in, mints an stoken and exchanges it: the site token and the lobby session the cookie carries. */
  const signIn = async (username = 'demo01', password = 'demo1234') => {
    const token = await tokenFor(t, username, password);
    const { stoken } = valueOf(gameCalls.lobbyToken, await mint(token));
    const res = await page(`?lang=EN&stoken=${stoken}`);
    expect(res.statusCode, res.body).toBe(303);
    const session = lobbyCookieOf(res)?.value;
    expect(session).toMatch(TOKEN);
    return { token, stoken, session: session! };
  };
  return { mint, page, play, signIn };
}

describeOnPglite('provider lobby sign-on', (t) => {
  const { mint, page, play, signIn } = lobbyClient(t);

  it('[S2-4.1] offers the provider lobby as a GAME_LOBBY resource of the site status', async () => {
    const status = valueOf(systemCalls.status, await send(t, systemCalls.status, { url: 'localhost' }));
    expect(status.info?.resources).toContainEqual({ resourceType: 'GAME_LOBBY', url: LOBBY, provider: 'KY', allowGuest: true });
  });

  it('[S2-4.1] mints a 60 s single-use stoken for a real account only, storing its hash and the site session', async () => {
    expect(failure(await send(t, gameCalls.lobbyToken, { provider: 'KY' }))).toMatchObject({ status: 401 });
    const trial = await tokenFor(t, 'trial01', 'trial1234');
    expect(failure(await mint(trial))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    const token = await tokenFor(t, 'demo01', 'demo1234');
    expect(failure(await mint(token, 'PG'))).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    const reply = valueOf(gameCalls.lobbyToken, await mint(token));
    expect(reply.expiresIn).toBe(60);
    expect(reply.stoken).toMatch(TOKEN);
    const [row] = await t.db.select().from(vendorLobbyTickets).where(eq(vendorLobbyTickets.tokenHash, tokenHash(reply.stoken)));
    const [site] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
    expect(row).toMatchObject({ kind: 'stoken', customerId: await customerId(t, 'demo01'), provider: 'KY', merchantCode: 'demo', siteSessionId: site!.id });
  });

  it('[S2-4.1] exchanges the stoken once for a lobby session in a cookie and redirects to the address without the stoken', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const { stoken } = valueOf(gameCalls.lobbyToken, await mint(token));
    const res = await page(`?lang=EN&stoken=${stoken}`);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${LOBBY}?lang=EN`);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = lobbyCookieOf(res);
    expect(cookie).toMatchObject({ path: LOBBY, httpOnly: true, sameSite: 'Strict', maxAge: 2 * 60 * 60 });
    // Plain http here: the cookie is Secure only behind https (the describe block below).
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(TOKEN);
    expect(cookie?.value).not.toBe(stoken);
    // Single use: the sign-on address does not sign in twice.
    const again = await page(`?lang=EN&stoken=${stoken}`);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('used or has expired');
    expect(lobbyCookieOf(again)).toBeUndefined();
  });

  it('[S2-4.1] shows the signed-in lobby again on reload with the cookie and launches real play from it', async () => {
    const { session } = await signIn();
    for (let i = 0; i < 2; i++) {
      const res = await page('?lang=EN', { session });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('Kaiyuan Cards');
      expect(res.body).toContain('Texas Hold&#39;em');
      expect(res.body).toContain('Signed in');
      expect(res.body).toContain('value="real"');
      // The cookie carries the session: the page holds no token.
      expect(res.body).not.toContain(session);
      expect(res.body).not.toContain('name="lobby"');
    }

    const holdem = await nodeOf(t, 'ky-texas-holdem');
    const launched = await play({ nodeId: holdem.nodeId, mode: 'real', lang: 'EN' }, session);
    expect(launched.statusCode, launched.body).toBe(303);
    expect(launched.headers.location).toMatch(/^\/vendor\/demo\/play\/[A-Za-z0-9_-]{43}$/);
    expect(await lastLaunch(t)).toMatchObject({ customerId: await customerId(t, 'demo01'), gameRowId: holdem.id, trial: false });
    // Back to the lobby after playing: still signed in.
    expect((await page('?lang=EN', { session })).body).toContain('Signed in');
    // Only this provider's games launch from its lobby.
    const tiger = await nodeOf(t, 'fortune-tiger');
    expect((await play({ nodeId: tiger.nodeId, mode: 'real' }, session)).statusCode).toBe(404);
    // Without the cookie, or with a forged one, there is no real play.
    expect((await play({ nodeId: holdem.nodeId, mode: 'real' })).statusCode).toBe(401);
    const forged = await play({ nodeId: holdem.nodeId, mode: 'real' }, 'A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    expect(forged.body).toContain('used or has expired');
  });

  it('ends the lobby session with the site session: after logout the lobby is a guest lobby and a real launch is refused', async () => {
    const { token, session } = await signIn();
    expect((await page('?lang=EN', { session })).body).toContain('Signed in');
    const out = await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path });
    expect(out.statusCode).toBe(200);

    const reload = await page('?lang=EN', { session });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).not.toContain('Signed in');
    expect(reload.body).not.toContain('value="real"');
    // The dead session's cookie is cleared.
    expect(lobbyCookieOf(reload)).toMatchObject({ value: '', path: LOBBY });

    const before = await lastLaunch(t);
    const holdem = await nodeOf(t, 'ky-texas-holdem');
    const refused = await play({ nodeId: holdem.nodeId, mode: 'real', lang: 'EN' }, session);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain('used or has expired');
    expect(await lastLaunch(t)).toEqual(before);
  });

  it('refuses an stoken whose site session logged out before the lobby opened', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const { stoken } = valueOf(gameCalls.lobbyToken, await mint(token));
    await withToken(t, token, { method: 'DELETE', url: sessionCalls.logout.path });
    const res = await page(`?lang=EN&stoken=${stoken}`);
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('used or has expired');
    expect(lobbyCookieOf(res)).toBeUndefined();
  });

  it('refuses the lobby session when the site session expired or the account was disabled', async () => {
    const holdem = await nodeOf(t, 'ky-texas-holdem');
    const realPlay = (session: string) => play({ nodeId: holdem.nodeId, mode: 'real', lang: 'EN' }, session);

    const expired = await signIn();
    await t.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHash(expired.token)));
    expect((await page('?lang=EN', { session: expired.session })).body).not.toContain('Signed in');
    expect((await realPlay(expired.session)).statusCode).toBe(401);

    const disabled = await signIn();
    const id = await customerId(t, 'demo01');
    await t.db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, id));
    try {
      expect((await page('?lang=EN', { session: disabled.session })).body).not.toContain('Signed in');
      expect((await realPlay(disabled.session)).statusCode).toBe(401);
    } finally {
      await t.db.update(customers).set({ status: 'active' }).where(eq(customers.id, id));
    }
  });

  it('refuses an expired stoken and an expired lobby session', async () => {
    const token = await tokenFor(t, 'demo01', 'demo1234');
    const { stoken } = valueOf(gameCalls.lobbyToken, await mint(token));
    await t.db.update(vendorLobbyTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vendorLobbyTickets.tokenHash, tokenHash(stoken)));
    expect((await page(`?stoken=${stoken}`)).statusCode).toBe(401);

    const { session } = await signIn();
    await t.db.update(vendorLobbyTickets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(vendorLobbyTickets.tokenHash, tokenHash(session)));
    expect((await page('?lang=EN', { session })).body).not.toContain('Signed in');
    const holdem = await nodeOf(t, 'ky-texas-holdem');
    expect((await play({ nodeId: holdem.nodeId, mode: 'real' }, session)).statusCode).toBe(401);
  });

  it('[S2-4.1] lets a guest in for free play when allowGuest is on, and asks for a login when it is off', async () => {
    const res = await page('?lang=CN');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="zh-CN">');
    expect(res.body).toContain('免费试玩');
    expect(res.body).not.toContain('value="real"');
    expect(lobbyCookieOf(res)).toBeUndefined();
    const holdem = await nodeOf(t, 'ky-texas-holdem');
    const trial = await play({ nodeId: holdem.nodeId, mode: 'trial', lang: 'CN' });
    expect(trial.statusCode).toBe(303);
    expect(await lastLaunch(t)).toMatchObject({ customerId: null, trial: true, gameRowId: holdem.id, language: 'CN' });
    expect((await play({ nodeId: holdem.nodeId, mode: 'real' })).statusCode).toBe(401);

    const lobbyOf = and(eq(resources.merchantCode, 'demo'), eq(resources.resourceType, 'GAME_LOBBY'));
    await t.db.update(resources).set({ allowGuest: false }).where(lobbyOf);
    try {
      const closed = await page();
      expect(closed.statusCode).toBe(401);
      expect(closed.body).toContain('Log in on the site');
      expect((await play({ nodeId: holdem.nodeId, mode: 'trial' })).statusCode).toBe(401);
    } finally {
      await t.db.update(resources).set({ allowGuest: true }).where(lobbyOf);
    }
  });

  it('shows why a launch from the lobby was refused, in the lobby', async () => {
    const { session } = await signIn();
    const mahjong = await nodeOf(t, 'ky-mahjong');
    // Mahjong offers no free play (supportPlay 1).
    const refused = await play({ nodeId: mahjong.nodeId, mode: 'trial' }, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('cannot be opened');
  });
});

describeOnPglite(
  'provider lobby sign-on behind https',
  (t) => {
    const { mint, page } = lobbyClient(t);

    it('marks the lobby session cookie Secure when the site is reached over https', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const { stoken } = valueOf(gameCalls.lobbyToken, await mint(token));
      const res = await page(`?lang=EN&stoken=${stoken}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode, res.body).toBe(303);
      expect(lobbyCookieOf(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: LOBBY });
    });
  },
  { env: { TRUST_PROXY: '1' } },
);
