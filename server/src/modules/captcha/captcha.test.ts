import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { captchaCalls } from '@lotto/contract';
import { captchas } from '../../db/schema/index.js';
import { failure } from '../../test/accounts.js';
import { captchaCookie, setFlags, solvedCaptcha, someIp } from '../../test/access.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { CAPTCHA_COOKIE, verifyCaptcha } from './verify.js';

describeOnPglite('captcha calls', (t) => {
  it('[S1-7.19] answers a base64 SVG image, no-store, with an httpOnly cookie binding a hashed answer', async () => {
    const res = await t.call({ method: 'GET', url: `${captchaCalls.image.path}?t=${Date.now()}`, remoteAddress: someIp() });
    expect(res.statusCode).toBe(200);
    const value = valueOf(captchaCalls.image, res);
    expect(Buffer.from(value, 'base64').toString('utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.headers['x-captcha-mime']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === CAPTCHA_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 120 });
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, cookie!.value));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(120_000);
  });

  it('a captcha is single use: the right answer passes once, then fails', async () => {
    const { cookies, captcha } = await solvedCaptcha(t);
    const id = cookies[CAPTCHA_COOKIE]!;
    expect(await verifyCaptcha(t.db, 'demo', id, captcha.toLowerCase())).toBe(true);
    expect(await verifyCaptcha(t.db, 'demo', id, captcha)).toBe(false);
  });

  it('a wrong answer spends the captcha too, so it cannot be guessed twice', async () => {
    const { cookies, captcha } = await solvedCaptcha(t);
    const id = cookies[CAPTCHA_COOKIE]!;
    expect(await verifyCaptcha(t.db, 'demo', id, captcha === 'AAAA' ? 'BBBB' : 'AAAA')).toBe(false);
    expect(await verifyCaptcha(t.db, 'demo', id, captcha)).toBe(false);
  });

  it('is bound to its cookie id and merchant, and expires after 2 minutes', async () => {
    const a = await solvedCaptcha(t);
    const b = await solvedCaptcha(t);
    expect(await verifyCaptcha(t.db, 'demo', b.cookies[CAPTCHA_COOKIE], a.captcha === b.captcha ? 'ZZZZ' : a.captcha)).toBe(false);
    expect(await verifyCaptcha(t.db, 'demo', undefined, a.captcha)).toBe(false);
    expect(await verifyCaptcha(t.db, 'lucky', a.cookies[CAPTCHA_COOKIE], a.captcha)).toBe(false);
    const c = await solvedCaptcha(t);
    await t.db.update(captchas).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(captchas.id, c.cookies[CAPTCHA_COOKIE]!));
    expect(await verifyCaptcha(t.db, 'demo', c.cookies[CAPTCHA_COOKIE], c.captcha)).toBe(false);
  });

  it('a new captcha sets a new cookie id each time', async () => {
    const ip = someIp();
    const r1 = await t.call({ method: 'GET', url: captchaCalls.image.path, remoteAddress: ip });
    const r2 = await t.call({ method: 'GET', url: captchaCalls.image.path, remoteAddress: ip });
    expect(captchaCookie(r1)).toBeTruthy();
    expect(captchaCookie(r1)).not.toBe(captchaCookie(r2));
  });

  it('[S1-1.4] is refused when CAPTCHA3 is off', async () => {
    await setFlags(t, 'demo', { CAPTCHA3: false });
    try {
      const res = await t.call({ method: 'GET', url: captchaCalls.image.path, remoteAddress: someIp() });
      expect(failure(res)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    } finally {
      await setFlags(t, 'demo', { CAPTCHA3: true });
    }
  });

  it('[S1-7.19] GeeTest registration answers offline mode (success false) with a fresh challenge', async () => {
    const res = await t.call({ method: 'GET', url: `${captchaCalls.geetest.path}?t=${Date.now()}` });
    const v = valueOf(captchaCalls.geetest, res);
    expect(v).toMatchObject({ success: false, gt: 'demo-geetest-id', newCaptcha: true });
    expect(v.challenge).toMatch(/^[0-9a-f]{32}$/);
    const missing = await t.call({ method: 'GET', url: captchaCalls.geetest.path });
    expect(failure(missing)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });
});

describeOnPglite(
  'the captcha cookie behind a TLS terminator',
  (t) => {
    const image = (headers: Record<string, string>) =>
      t.call({ method: 'GET', url: captchaCalls.image.path, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': someIp(), ...headers } });

    it('is Secure when the trusted proxy says the visitor came over https, and only then', async () => {
      const secure = (await image({ 'x-forwarded-proto': 'https' })).cookies.find((c) => c.name === CAPTCHA_COOKIE);
      expect(secure).toMatchObject({ secure: true, httpOnly: true });
      const plain = (await image({ 'x-forwarded-proto': 'http' })).cookies.find((c) => c.name === CAPTCHA_COOKIE);
      expect(plain?.secure).toBeFalsy();
    });
  },
  { env: { TRUST_PROXY: '10.0.0.2' } },
);

describeOnPglite('the captcha cookie without a trusted proxy', (t) => {
  it('ignores a forwarded protocol the client writes itself', async () => {
    const res = await t.call({ method: 'GET', url: captchaCalls.image.path, remoteAddress: someIp(), headers: { 'x-forwarded-proto': 'https' } });
    expect(res.cookies.find((c) => c.name === CAPTCHA_COOKIE)?.secure).toBeFalsy();
  });
});
