import { expect, it } from 'vitest';
import { gameCalls } from '@lotto/contract';
import { failure, login } from '../test/accounts.js';
import { describeOnPglite, snapshotDatabase } from '../test/harness.js';
import { RNG_PAGE, send } from '../modules/games/games-test-kit.js';

describeOnPglite('control characters and malformed tokens in requests', (t) => {
  it('answers 400, never 500, to a null byte in a query string', async () => {
    const res = await t.call({ method: 'GET', url: '/lgw/draw/verify?gameCode=a%00b&numero=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    const list = await send(t, gameCalls.list, { ...RNG_PAGE, gameName: 'tiger\u0000' });
    expect(failure(list)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const escape = await send(t, gameCalls.list, { ...RNG_PAGE, gameName: 'tiger\u001b[2J' });
    expect(failure(escape)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });

  it('answers 400 to control characters in an encrypted body and changes nothing', async () => {
    const before = await snapshotDatabase(t.db);
    const res = await login(t, { type: 'username', username: 'demo\u000001', password: 'demo1234' });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(await snapshotDatabase(t.db)).toBe(before);
  });

  it('answers 4xx, never 500, when a route outside the contract meets a null byte', async () => {
    for (const url of ['/vendor/demo/lobby/de%00mo/KY', '/vendor/demo/lobby/demo/K%00Y', '/res/game-icons/de%00mo/x.svg', '/vendor/demo/play/a%00b']) {
      const res = await t.call({ method: 'GET', url, merchant: null, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('keeps tabs and line breaks, which free text may hold', async () => {
    const list = await send(t, gameCalls.list, { ...RNG_PAGE, gameName: 'tiger\ttiger' });
    expect(list.statusCode).toBe(200);
  });

  it('refuses a malformed social sign-in token at once with 400', async () => {
    for (const token of ['not-a-jwt', 'a.b.c', `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`, 'x'.repeat(20_000)]) {
      const res = await login(t, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: token });
      expect(failure(res), token.slice(0, 40)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
  });
});
