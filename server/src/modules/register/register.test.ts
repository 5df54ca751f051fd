import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accountSecurityCalls, memberCalls, moneyCalls, registerCalls, sessionCalls, verificationCalls, type RegisterReply } from '@lotto/contract';
import { customers, loginAttempts, oneTimeCodes, socialIdentities, wallets, GAME_WALLETS, MAIN_WALLET_ACCOUNT_TYPE_ID } from '../../db/schema/index.js';
import { DEV_IDENTITY_AUDIENCE, signDevIdToken } from '../../providers/identity/dev.js';
import { failure, login, sendEncrypted, tokenFor, withToken } from '../../test/accounts.js';
import { lastCodeFor, sendSealed, setFlags, solvedCaptcha, someIp } from '../../test/access.js';
import { describeOnPglite, valueOf, type TestApp } from '../../test/harness.js';

let n = 0;
const uniq = () => `${Date.now().toString(36).slice(-5)}${n++}`;
const freshUser = () => `u${uniq()}`.slice(0, 13);
const freshNumber = () => `137${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 100).padStart(2, '0')}`;

const countCustomers = async (t: TestApp) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]!.n;

async function register(t: TestApp, body: Record<string, unknown>, merchant = 'demo', headers?: Record<string, string>) {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, merchant, ip);
  return sendSealed(t, registerCalls.register, { captcha, ...body }, { merchant, cookies, ip, headers });
}

/** Asks for a register code for a number and reads it from the dev outbox. */
async function registerCode(t: TestApp, number: string, merchant = 'demo') {
  const ip = someIp();
  const { cookies, captcha } = await solvedCaptcha(t, merchant, ip);
  const res = await t.call({
    method: 'POST',
    url: verificationCalls.smsRegister.path,
    merchant,
    cookies,
    payload: { countryDialingCode: '86', mobileNum: number, captcha },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return lastCodeFor(t, `+86${number}`);
}

describeOnPglite('registration', (t) => {
  it('[S1-7.17] [S1-3.10] answers the merchant rules, the affiliate switch, agreement and social register', async () => {
    const v = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path }));
    expect(v.rules.username).toMatchObject({ minLength: 6, maxLength: 13, required: true, enabled: true });
    expect(v).toMatchObject({ affiliate: 0, agreement: true, socialRegister: true });
    const lucky = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path, merchant: 'lucky' }));
    expect(lucky.socialRegister).toBe(false);
    expect(lucky.rules.mobileNum?.required).toBe(true);
  });

  it('[S1-5.11] with REGMOBVERF3, the SMS code is required where the mobile is required (the register call refuses a mobile without its code), optional where the mobile is optional', async () => {
    // lucky requires a mobile, demo does not; both prove a mobile given by SMS; both store the code's rule as optional
    const lucky = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path, merchant: 'lucky' }));
    expect(lucky.rules.verificationCode).toMatchObject({ required: true, enabled: true });
    const demo = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path }));
    expect(demo.rules.mobileNum?.required).toBe(false);
    expect(demo.rules.verificationCode).toMatchObject({ required: false, enabled: true });
  });

  it('[S1-7.15] [S1-3.8] [S1-4.8] registers, creates customer, main wallet and game wallets, and logs in (login true)', async () => {
    const username = freshUser();
    const res = await register(t, {
      username,
      password: 'kite8parade',
      verifyPwd: 'kite8parade',
      confirmPassword: 'kite8parade',
      nickname: 'Newbie',
      email: 'new@example.com',
      registerMethod: 'WEB',
      login: true,
      loginDeviceId: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(200);
    const v = valueOf(registerCalls.register, res);
    expect(v.customerName).toBe(`demo@${username}`);
    expect(v.profile).toEqual({ mobileNo: null });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // spec 1 §4: registration is the first login, with the password-change prompt off.
    expect(v).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userName: username });
    expect(v.defaultPassword).toBeUndefined();
    const [c] = await t.db.select().from(customers).where(eq(customers.username, username));
    expect(c!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(c!.mustChangePassword).toBe(false);
    const ws = await t.db.select().from(wallets).where(eq(wallets.customerId, c!.id));
    expect(ws.sort((a, b) => a.sortOrder - b.sortOrder).map((w) => [w.accountTypeId, w.balanceMinor])).toEqual([
      [MAIN_WALLET_ACCOUNT_TYPE_ID, 0n],
      ...GAME_WALLETS.map((g) => [g.accountTypeId, 0n]),
    ]);
    // the token works, and the password logs in
    const me = await withToken(t, v.token!, { method: 'GET', url: memberCalls.info.path });
    expect(me.statusCode).toBe(200);
    expect(valueOf(sessionCalls.login, await login(t, { username, password: 'kite8parade' })).userName).toBe(username);
  });

  it('[S2-3.15] [S2-6.3] a new member can transfer to a game wallet at once; a single-wallet merchant opens none', async () => {
    const username = freshUser();
    const v = valueOf(registerCalls.register, await register(t, { username, password: 'kite8parade', confirmPassword: 'kite8parade', login: true }));
    const balance = valueOf(memberCalls.balance, await withToken(t, v.token!, { method: 'GET', url: `${memberCalls.balance.path}?typeId=0` }));
    expect(balance.balance.map((w) => [w.accountTypeId, w.displayName, w.availBalance])).toEqual([
      [MAIN_WALLET_ACCOUNT_TYPE_ID, 'Main wallet', 0],
      ...GAME_WALLETS.map((g) => [g.accountTypeId, g.displayName, 0]),
    ]);
    // with no money a transfer to the game wallet is refused for the balance, not for a missing wallet
    const key = `reg-${uniq()}`;
    const transfer = await withToken(t, v.token!, {
      method: moneyCalls.transfer.method,
      url: moneyCalls.transfer.path,
      payload: { fromAccountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, toAccountTypeId: GAME_WALLETS[0]!.accountTypeId, amount: 1, idempotencyKey: key },
    });
    expect(failure(transfer).errorCode).toBe('wallet.balance.insufficient');

    // lucky keeps one wallet per member (GCS_merchantWallet isSingle): only the main wallet
    const number = freshNumber();
    const code = await registerCode(t, number, 'lucky');
    const lucky = valueOf(
      registerCalls.register,
      await register(t, { username: freshUser(), password: 'kite8parade', countryDialingCode: '86', mobileNum: number, verificationCode: code, login: true }, 'lucky'),
    );
    const [c] = await t.db.select().from(customers).where(eq(customers.mobile, `86${number}`));
    expect((await t.db.select().from(wallets).where(eq(wallets.customerId, c!.id))).map((w) => w.accountTypeId)).toEqual([MAIN_WALLET_ACCOUNT_TYPE_ID]);
    const luckyBalance = valueOf(
      memberCalls.balance,
      await withToken(t, lucky.token!, { method: 'GET', url: `${memberCalls.balance.path}?typeId=0`, merchant: 'lucky' }),
    );
    expect(luckyBalance.balance.map((w) => w.accountTypeId)).toEqual([MAIN_WALLET_ACCOUNT_TYPE_ID]);
  });

  it('the login a registration makes is in the login history with the user agent, IP and device', async () => {
    const ua = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36';
    const username = freshUser();
    const v = valueOf(registerCalls.register, await register(t, { username, password: 'kite8parade', confirmPassword: 'kite8parade', login: true }, 'demo', { 'user-agent': ua }));
    const history = valueOf(
      accountSecurityCalls.loginHistory,
      await withToken(t, v.token!, { method: 'GET', url: `${accountSecurityCalls.loginHistory.path}?page=1&size=10` }),
    );
    expect(history.content).toHaveLength(1);
    expect(history.content[0]).toMatchObject({ success: true, userAgent: ua, device: 'web' });
    expect(history.content[0]!.ip).toBeTruthy();
    const [c] = await t.db.select().from(customers).where(eq(customers.username, username));
    const rows = await t.db.select().from(loginAttempts).where(eq(loginAttempts.customerId, c!.id));
    expect(rows.map((r) => r.userAgent)).toEqual([ua]);
  });

  it('without login true answers only customerName and profile', async () => {
    const username = freshUser();
    const v = valueOf(registerCalls.register, await register(t, { username, password: 'kite8parade', login: false }));
    expect(v.token).toBeUndefined();
    expect(v.customerName).toBe(`demo@${username}`);
  });

  it('[S1-5.8] [S1-5.10] [S1-5.11] [S1-8.7] refuses each rule violation with 4xx and writes no row', async () => {
    const rows = async () =>
      JSON.stringify(
        [
          await t.db.select({ id: customers.id, username: customers.username }).from(customers).orderBy(customers.id),
          await t.db.select({ id: wallets.id, customerId: wallets.customerId }).from(wallets).orderBy(wallets.id),
        ],
      );
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'abc', password: 'kite8parade' }, 'in_please_information'], // too short
      [{ username: 'bad name!', password: 'kite8parade' }, 'in_please_information'], // pattern
      [{ password: 'kite8parade' }, 'in_please_information'], // required username missing
      [{ username: freshUser(), password: 'abcdefgh' }, 'password.rule.invalid'], // no digit
      [{ username: freshUser(), password: 'kite8parade', email: 'not-an-email' }, 'in_please_information'],
      [{ username: freshUser(), password: 'kite8parade', nickname: 'x'.repeat(17) }, 'in_please_information'],
      [{ username: freshUser(), password: 'kite8parade', mobileNum: '123' }, 'in_please_information'],
    ];
    for (const [body, code] of cases) {
      const res = await register(t, body);
      expect(failure(res), JSON.stringify(body)).toMatchObject({ status: 400, success: false, errorCode: code });
    }
    const mismatch = await register(t, { username: freshUser(), password: 'kite8parade', confirmPassword: 'abc12346' });
    expect(failure(mismatch)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(mismatch).message).toContain('in_confirmation_correct');
    // No account or wallet row appeared (only captchas were spent).
    expect(await rows()).toBe(before);
  });

  it('[S1-5.13] [S1-8.9] refuses a registration without the captcha (verify_first) and writes nothing', async () => {
    const count = await countCustomers(t);
    const res = await sendSealed(t, registerCalls.register, { username: freshUser(), password: 'kite8parade', captcha: 'ABCD' });
    expect(failure(res)).toMatchObject({ status: 400, errorCode: 'verify_first' });
    expect(await countCustomers(t)).toBe(count);
  });

  it('a username is unique per merchant without regard to case: register.username.taken', async () => {
    const res = await register(t, { username: 'DEMO01', password: 'kite8parade' });
    expect(failure(res)).toMatchObject({ status: 409, errorCode: 'register.username.taken' });
    expect(failure(res).message).not.toMatch(/demo01/i);
    // the same name is free on another merchant
    const number = freshNumber();
    const code = await registerCode(t, number, 'lucky');
    const lucky = await register(
      t,
      { username: 'demo01', password: 'kite8parade', countryDialingCode: '86', mobileNum: number, verificationCode: code },
      'lucky',
    );
    expect(lucky.statusCode).toBe(200);
  });

  it('[S1-4.8] [S1-7.5] without a password (rule not required) sets a generated one that must be changed, with no old password asked', async () => {
    const { merchants } = await import('../../db/schema/index.js');
    const [m] = await t.db.select().from(merchants).where(eq(merchants.code, 'demo'));
    const rules = m!.registerRules;
    await t.db
      .update(merchants)
      .set({ registerRules: { ...rules, password: { ...rules.password!, required: false } } })
      .where(eq(merchants.code, 'demo'));
    t.app.merchants.invalidate();
    try {
      const username = freshUser();
      const v = valueOf(registerCalls.register, await register(t, { username, login: true }));
      expect(v.defaultPassword).toBe(true);
      expect(v.passwordExpired).toBe(true);
      const [c] = await t.db.select().from(customers).where(eq(customers.username, username));
      expect(c!.mustChangePassword).toBe(true);
      expect(c!.passwordGenerated).toBe(true);
      expect(c!.passwordHash).toMatch(/^\$argon2id\$/);
      // the forced change goes through at once (the password set at registration is not a change,
      // so the 3 s throttle does not apply) and without the old password nobody was told
      const changed = await sendEncrypted(t, memberCalls.changePassword, { newPassword: 'chosen123', confirmNewPassword: 'chosen123' }, { token: v.token! });
      expect(changed.json()).toEqual({ success: true, value: null });
      expect(valueOf(sessionCalls.login, await login(t, { username, password: 'chosen123' })).passwordExpired).toBe(false);
    } finally {
      await t.db.update(merchants).set({ registerRules: rules }).where(eq(merchants.code, 'demo'));
      t.app.merchants.invalidate();
    }
  });

  it('[S1-7.18] checks affiliate codes and puts the new member under the agent', async () => {
    const ok = valueOf(registerCalls.affiliate, await t.call({ method: 'GET', url: `${registerCalls.affiliate.path}?code=AGENT01&domain=localhost` }));
    expect(ok).toEqual({ affiliateCode: 'AGENT01', valid: true });
    const bad = valueOf(registerCalls.affiliate, await t.call({ method: 'GET', url: `${registerCalls.affiliate.path}?code=NOPE` }));
    expect(bad.valid).toBe(false);
    const missing = await t.call({ method: 'GET', url: registerCalls.affiliate.path });
    expect(failure(missing)).toMatchObject({ status: 400, errorCode: 'request.invalid' });

    const username = freshUser();
    await register(t, { username, password: 'kite8parade', affiliateCode: 'AGENT01' });
    const [agent] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
    const [c] = await t.db.select().from(customers).where(eq(customers.username, username));
    expect(c!.uplineId).toBe(agent!.id);
    expect(c!.affiliateCode).toBe('AGENT01');
    // optional setting (affiliate 0): an unknown code registers without an upline
    const other = freshUser();
    expect((await register(t, { username: other, password: 'kite8parade', affiliateCode: 'NOPE' })).statusCode).toBe(200);
    const [o] = await t.db.select().from(customers).where(eq(customers.username, other));
    expect(o!.uplineId).toBeNull();
  });

  it('with the affiliate required (registerAffiliate 1) an unknown code is refused: affiliate.invalid', async () => {
    const { merchants } = await import('../../db/schema/index.js');
    await t.db
      .update(merchants)
      .set({ siteSettings: sql`${merchants.siteSettings} || '{"registerAffiliate": 1}'::jsonb` })
      .where(eq(merchants.code, 'demo'));
    t.app.merchants.invalidate();
    try {
      const setting = valueOf(registerCalls.setting, await t.call({ method: 'GET', url: registerCalls.setting.path }));
      expect(setting.affiliate).toBe(1);
      const count = await countCustomers(t);
      const res = await register(t, { username: freshUser(), password: 'kite8parade', affiliateCode: 'NOPE' });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'affiliate.invalid' });
      expect(await countCustomers(t)).toBe(count);
    } finally {
      await t.db
        .update(merchants)
        .set({ siteSettings: sql`${merchants.siteSettings} - 'registerAffiliate'` })
        .where(eq(merchants.code, 'demo'));
      t.app.merchants.invalidate();
    }
  });

  it('with REGMOBVERF3 a mobile given in the form needs its SMS code', async () => {
    const number = freshNumber();
    const count = await countCustomers(t);
    const without = await register(t, { username: freshUser(), password: 'kite8parade', countryDialingCode: '86', mobileNum: number });
    expect(failure(without)).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
    expect(await countCustomers(t)).toBe(count);
    const code = await registerCode(t, number);
    const username = freshUser();
    const v = valueOf(
      registerCalls.register,
      await register(t, { username, password: 'kite8parade', countryDialingCode: '86', mobileNum: number, verificationCode: code }),
    );
    expect(v.profile.mobileNo).toBe(number);
    const [c] = await t.db.select().from(customers).where(eq(customers.username, username));
    expect(c).toMatchObject({ mobile: `86${number}`, mobileDialingCode: '86', mobileVerified: true });
  });

  it('[S1-7.16] register/mobile: mobile, password and SMS code; the code is single use and the number unique', async () => {
    const number = freshNumber();
    const code = await registerCode(t, number);
    const body = {
      countryDialingCode: '86',
      mobileNum: number,
      password: 'kite8parade',
      confirmPassword: 'kite8parade',
      verificationCode: code,
      agreement: true,
      login: true,
    };
    const ip = someIp();
    const cap = await solvedCaptcha(t, 'demo', ip);
    const res = await sendSealed(t, registerCalls.mobile, { ...body, captcha: cap.captcha }, { cookies: cap.cookies, ip });
    const v = valueOf(registerCalls.mobile, res);
    expect(v.customerName).toBe(`demo@86${number}`);
    expect(v.profile.mobileNo).toBe(number);
    expect(v.token).toBeTruthy();
    // the same number again: taken (the code is spent anyway)
    const cap2 = await solvedCaptcha(t, 'demo', ip);
    const again = await sendSealed(t, registerCalls.mobile, { ...body, captcha: cap2.captcha }, { cookies: cap2.cookies, ip });
    expect(failure(again)).toMatchObject({ status: 409, errorCode: 'register.mobile.taken' });
  });

  it('[S1-5.12] [S1-8.8] register/mobile refuses a wrong code, a bad password and a missing agreement, writing nothing', async () => {
    const number = freshNumber();
    const code = await registerCode(t, number);
    const count = await countCustomers(t);
    const base = { countryDialingCode: '86', mobileNum: number, password: 'kite8parade', confirmPassword: 'kite8parade', verificationCode: code, agreement: true };
    const wrongCode = code === '000000' ? '111111' : '000000';
    const send = async (body: Record<string, unknown>) => {
      const ip = someIp();
      const cap = await solvedCaptcha(t, 'demo', ip);
      return sendSealed(t, registerCalls.mobile, { ...body, captcha: cap.captcha }, { cookies: cap.cookies, ip });
    };
    expect(failure(await send({ ...base, verificationCode: wrongCode }))).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
    expect(failure(await send({ ...base, password: 'short', confirmPassword: 'short' }))).toMatchObject({ status: 400, errorCode: 'password.rule.invalid' });
    const noAgreement = await send({ ...base, agreement: false });
    expect(failure(noAgreement)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    expect(failure(noAgreement).message).toContain('in_user_agreement');
    expect(await countCustomers(t)).toBe(count);
    // a code sent to one number does not register another
    expect(failure(await send({ ...base, mobileNum: freshNumber() }))).toMatchObject({ errorCode: 'verification.code.invalid' });
    // the right code still works after these failures (fewer than 5 wrong attempts)
    expect((await send(base)).statusCode).toBe(200);
  });

  it('[S1-7.16] register/onlyMobile: the code proves the phone; a generated password the account must change', async () => {
    const number = freshNumber();
    const code = await registerCode(t, number);
    const ip = someIp();
    const cap = await solvedCaptcha(t, 'demo', ip);
    const res = await t.call({
      method: 'POST',
      url: registerCalls.onlyMobile.path,
      cookies: cap.cookies,
      remoteAddress: ip,
      payload: { countryDialingCode: '86', mobileNum: number, verificationCode: code, captcha: cap.captcha, login: true },
    });
    const v = valueOf(registerCalls.onlyMobile, res);
    expect(v).toMatchObject({ customerName: `demo@86${number}`, defaultPassword: true, passwordExpired: true });
    const [c] = await t.db.select().from(customers).where(eq(customers.mobile, `86${number}`));
    expect(c!.mustChangePassword).toBe(true);
    // wrong code on another number: refused, nothing written
    const count = await countCustomers(t);
    const cap2 = await solvedCaptcha(t, 'demo', ip);
    const bad = await t.call({
      method: 'POST',
      url: registerCalls.onlyMobile.path,
      cookies: cap2.cookies,
      remoteAddress: ip,
      payload: { mobileNum: freshNumber(), verificationCode: '123456', captcha: cap2.captcha },
    });
    expect(failure(bad)).toMatchObject({ status: 400, errorCode: 'verification.code.invalid' });
    expect(await countCustomers(t)).toBe(count);
  });

  it('[S1-4.7] [S1-3.7] register/autoUsername creates the account and binds the social identity (FIREBASECREATEACC3)', async () => {
    const subject = `auto-${crypto.randomUUID()}`;
    const idToken = await signDevIdToken({ subject, provider: 'google', email: 'social@example.com', name: 'Social' }, DEV_IDENTITY_AUDIENCE);
    // before: the login says bind_customer_required
    const before = await login(t, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken });
    expect(failure(before)).toMatchObject({ status: 409, errorCode: 'bind_customer_required' });

    const body = { firebaseChannel: 'google', firebaseIdToken: idToken, registerMethod: 'WEB', login: true };
    const res = await t.call({ method: 'POST', url: registerCalls.autoUsername.path, payload: body, remoteAddress: someIp() });
    const v: RegisterReply = valueOf(registerCalls.autoUsername, res);
    expect(v.customerName).toMatch(/^demo@u[a-z0-9]{9}$/);
    expect(v.token).toBeTruthy();
    const [bound] = await t.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, 'google'), eq(socialIdentities.subject, subject)));
    const [c] = await t.db.select().from(customers).where(eq(customers.id, bound!.customerId));
    expect(c).toMatchObject({ email: 'social@example.com', nickname: 'Social', passwordHash: null });
    // after: the social login works; a second auto-register answers for the same account
    expect(valueOf(sessionCalls.login, await login(t, { type: 'firebase', firebaseChannel: 'google', firebaseIdToken: idToken })).userName).toBe(
      c!.username,
    );
    const again = valueOf(registerCalls.autoUsername, await t.call({ method: 'POST', url: registerCalls.autoUsername.path, payload: body, remoteAddress: someIp() }));
    expect(again.customerName).toBe(v.customerName);
  });

  it('[S1-6.5] register/autoUsername refuses a bad token and a merchant without FIREBASECREATEACC3, writing nothing', async () => {
    const count = await countCustomers(t);
    const expired = await signDevIdToken({ subject: 'x', provider: 'google', expiresIn: -600 }, DEV_IDENTITY_AUDIENCE);
    const res = await t.call({
      method: 'POST',
      url: registerCalls.autoUsername.path,
      payload: { firebaseChannel: 'google', firebaseIdToken: expired },
      remoteAddress: someIp(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(600);
    const token = await signDevIdToken({ subject: 'y', provider: 'google' }, DEV_IDENTITY_AUDIENCE);
    await setFlags(t, 'demo', { FIREBASECREATEACC3: false });
    try {
      const off = await t.call({
        method: 'POST',
        url: registerCalls.autoUsername.path,
        payload: { firebaseChannel: 'google', firebaseIdToken: token },
        remoteAddress: someIp(),
      });
      expect(failure(off)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    } finally {
      await setFlags(t, 'demo', { FIREBASECREATEACC3: true });
    }
    expect(await countCustomers(t)).toBe(count);
  });

  it('[S1-1.4] refuses registration when REG3 is off', async () => {
    await setFlags(t, 'demo', { REG3: false });
    try {
      const res = await register(t, { username: freshUser(), password: 'kite8parade' });
      expect(failure(res)).toMatchObject({ status: 403, errorCode: 'function.not.available' });
    } finally {
      await setFlags(t, 'demo', { REG3: true });
    }
  });

  it('[S1-4.8] [S1-4.3] [S1-7.5] the forced change of a generated password needs no old password, and only then', async () => {
    const change = (token: string, body: Record<string, string>) => sendEncrypted(t, memberCalls.changePassword, body, { token });
    // the 3 s change throttle counts from registration; these accounts were made a moment ago
    const ageChange = (where: ReturnType<typeof eq>) =>
      t.db.update(customers).set({ passwordChangedAt: new Date(Date.now() - 60_000) }).where(where);

    // register/onlyMobile: the account got a password nobody was told
    const number = freshNumber();
    const code = await registerCode(t, number);
    const ip = someIp();
    const cap = await solvedCaptcha(t, 'demo', ip);
    const reply = valueOf(
      registerCalls.onlyMobile,
      await t.call({
        method: 'POST',
        url: registerCalls.onlyMobile.path,
        cookies: cap.cookies,
        remoteAddress: ip,
        payload: { countryDialingCode: '86', mobileNum: number, verificationCode: code, captcha: cap.captcha, login: true },
      }),
    );
    const [generated] = await t.db.select().from(customers).where(eq(customers.mobile, `86${number}`));
    expect(generated).toMatchObject({ mustChangePassword: true, passwordGenerated: true });
    expect(reply.defaultPassword).toBe(true);
    // signing in again by SMS says the owed change has no old password either
    await t.db.update(oneTimeCodes).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(oneTimeCodes.target, `86${number}`));
    const smsIp = someIp();
    const smsCap = await solvedCaptcha(t, 'demo', smsIp);
    const sent = await t.call({
      method: 'POST',
      url: verificationCalls.smsNoLogin.path,
      cookies: smsCap.cookies,
      remoteAddress: smsIp,
      payload: { countryDialingCode: '86', mobileNum: number, captcha: smsCap.captcha },
    });
    expect(sent.statusCode).toBe(200);
    const smsCode = await lastCodeFor(t, `+86${number}`);
    const again = valueOf(sessionCalls.login, await login(t, { type: 'sms', countryDialingCode: '86', username: number, password: smsCode }));
    expect(again).toMatchObject({ passwordExpired: true, defaultPassword: true });
    await ageChange(eq(customers.id, generated!.id));
    const ok = await change(reply.token!, { newPassword: 'chosen123', confirmNewPassword: 'chosen123' });
    expect(ok.json()).toEqual({ success: true, value: null });
    const [after] = await t.db.select().from(customers).where(eq(customers.id, generated!.id));
    expect(after).toMatchObject({ mustChangePassword: false, passwordGenerated: false });
    // once chosen, the old password is needed again
    await ageChange(eq(customers.id, generated!.id));
    expect(failure(await change(reply.token!, { oldPassword: '', newPassword: 'chosen456', confirmNewPassword: 'chosen456' }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });

    // must change, but the password is the known default one: the old password is still required
    const freshLogin = valueOf(sessionCalls.login, await login(t, { username: 'fresh01', password: 'a123456' }));
    expect(freshLogin.defaultPassword).toBeUndefined();
    const fresh = freshLogin.token;
    await ageChange(eq(customers.username, 'fresh01'));
    expect(failure(await change(fresh, { newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });
    // an ordinary account never skips it
    const player = await tokenFor(t, 'demo01', 'demo1234');
    expect(failure(await change(player, { newPassword: 'demo5678', confirmNewPassword: 'demo5678' }))).toMatchObject({
      status: 400,
      errorCode: 'in_incorrect_password',
    });
    const [demo01] = await t.db.select().from(customers).where(eq(customers.username, 'demo01'));
    expect(demo01!.passwordGenerated).toBe(false);
  });
});
