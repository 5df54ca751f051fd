import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, it } from 'vitest';
import { memberCalls, sessionCalls } from '@lotto/contract';
import { customers, sessions } from '../../db/schema/index.js';
import { failure, login, sendEncrypted, tokenFor, withToken } from '../../test/accounts.js';
import { describeOnPglite, snapshotDatabase, valueOf, type TestApp } from '../../test/harness.js';
import { hashPassword } from '../../security/password.js';
import { tokenHash } from '../../security/tokens.js';

const get = (t: TestApp, token: string, path: string, merchant = 'demo') => withToken(t, token, { method: 'GET', url: path, merchant });

describeOnPglite(
  'member calls',
  (t) => {
    it('[S1-7.4] [S1-3.5] answers member info for a player with masked contacts', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      const v = valueOf(memberCalls.info, await get(t, token, memberCalls.info.path));
      const [row] = await t.db.select().from(customers).where(eq(customers.username, 'demo01'));
      expect(v).toMatchObject({
        id: String(row!.id),
        customerId: String(row!.id),
        account: 'demo01',
        nickname: 'Lucky Dragon',
        type: 0,
        isAgent: '0',
        toUpline: 0,
        // the level label is the rank the player holds (entry level: no turnover or deposits asked)
        clubLabel: { labelName: 'Bronze', color: null, type: 'VIP', rankLevel: 1 },
        memberLabel: 'Regular',
        mobile: '86 138****0002',
        email: 'd****1@example.com',
        currency: 'CNY',
      });
      expect(v.regDate).toBe(row!.createdAt.getTime());
      // the login before this one (or none): never this session's own login
      const [current] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
      if (v.lastLogin !== null) expect(v.lastLogin).toBeLessThanOrEqual(current!.createdAt.getTime());
      // Never a hash or a secret.
      expect(JSON.stringify(v)).not.toMatch(/argon2|passwordHash|totp/i);
    });

    it('[S1-3.5] reports the previous login as lastLogin, not the current one (null on a first login)', async () => {
      const username = `last${Date.now() % 1e8}`.slice(0, 13);
      const [c] = await t.db
        .insert(customers)
        .values({ merchantCode: 'demo', username, passwordHash: await hashPassword('last1234') })
        .returning();
      const first = await tokenFor(t, username, 'last1234');
      expect(valueOf(memberCalls.info, await get(t, first, memberCalls.info.path)).lastLogin).toBeNull();
      // the first login happened yesterday
      const yesterday = new Date(Date.now() - 86_400_000);
      await t.db.update(sessions).set({ createdAt: yesterday }).where(eq(sessions.tokenHash, tokenHash(first)));

      const second = await tokenFor(t, username, 'last1234');
      const v = valueOf(memberCalls.info, await get(t, second, memberCalls.info.path));
      expect(v.lastLogin).toBe(yesterday.getTime());
      const [row] = await t.db.select().from(customers).where(eq(customers.id, c!.id));
      // the stored last login is the current one; the member is told about the one before
      expect(row!.lastLoginAt!.getTime()).toBeGreaterThan(yesterday.getTime() + 3_600_000);
      // the older session still sees the login before itself: none
      expect(valueOf(memberCalls.info, await get(t, first, memberCalls.info.path)).lastLogin).toBeNull();
    });

    it('[S1-1.3] [S1-3.5] answers type 1 for the agent and type 4 for the trial account', async () => {
      const agent = valueOf(memberCalls.info, await get(t, await tokenFor(t, 'agent01', 'agent1234'), memberCalls.info.path));
      expect(agent).toMatchObject({ type: 1, isAgent: '1', account: 'agent01' });
      const trial = valueOf(memberCalls.info, await get(t, await tokenFor(t, 'trial01', 'trial1234'), memberCalls.info.path));
      expect(trial).toMatchObject({ type: 4, isAgent: '4' });
    });

    it('[S1-7.9] answers the profile icon', async () => {
      const token = await tokenFor(t, 'demo01', 'demo1234');
      expect(valueOf(memberCalls.icon, await get(t, token, memberCalls.icon.path))).toEqual({ url: null, iconIndex: 3 });
      const agent = await tokenFor(t, 'agent01', 'agent1234');
      expect(valueOf(memberCalls.icon, await get(t, agent, memberCalls.icon.path))).toEqual({ url: null, iconIndex: null });
    });

    it('[S1-7.11] answers the security config of a two-factor account, masked', async () => {
      const token = valueOf(
        sessionCalls.loginVerification,
        await sendEncrypted(t, sessionCalls.loginVerification, {
          username: 'secure01',
          password: 'secure1234',
          method: 'G',
          authCode: new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP'), algorithm: 'SHA1', digits: 6, period: 30 }).generate(),
        }),
      ).token;
      const v = valueOf(memberCalls.securityConfig, await get(t, token, memberCalls.securityConfig.path));
      expect(typeof v.passwordUpdatedAt).toBe('number');
      expect({ ...v, passwordUpdatedAt: 0 }).toEqual({
        hasPaymentPassword: false,
        mobile: '86 138****0001',
        mobileVerified: true,
        email: 's******1@example.com',
        emailVerified: true,
        googleAuthBound: true,
        payeeName: 'L**',
        passwordUpdatedAt: 0,
        twoFactor: { payeeName: true, sms: true, ga: true, email: true },
      });
    });

    it('[S1-6.2] [S1-8.5] refuses the trial account member pages with in_need_true_account', async () => {
      const token = await tokenFor(t, 'trial01', 'trial1234');
      for (const path of [memberCalls.securityConfig.path, memberCalls.fundsConsolidated.path]) {
        expect(failure(await get(t, token, path))).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      }
      const pw = await sendEncrypted(
        t,
        memberCalls.changePassword,
        { oldPassword: 'trial1234', newPassword: 'trial5678', confirmNewPassword: 'trial5678' },
        { token },
      );
      expect(failure(pw)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    });

    it('[S1-7.12] stores the language of a real account and refuses it for type 4', async () => {
      const token = await tokenFor(t, 'agent01', 'agent1234');
      const res = await withToken(t, token, { method: 'PUT', url: memberCalls.language.path, payload: { language: 'TH' } });
      expect(res.json()).toEqual({ success: true, value: null });
      const [row] = await t.db.select().from(customers).where(eq(customers.username, 'agent01'));
      expect(row!.language).toBe('TH');

      const before = await snapshotDatabase(t.db);
      const bad = await withToken(t, token, { method: 'PUT', url: memberCalls.language.path, payload: { language: 'XX' } });
      expect(failure(bad)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const trial = await tokenFor(t, 'trial01', 'trial1234');
      const before2 = await snapshotDatabase(t.db);
      const refused = await withToken(t, trial, { method: 'PUT', url: memberCalls.language.path, payload: { language: 'EN' } });
      expect(failure(refused)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
      expect(await snapshotDatabase(t.db)).toBe(before2);
      expect(before).not.toBe(before2); // the trial login itself wrote a session
    });

    it('[S1-4.3] stamps the first login once with the first-login call', async () => {
      const first = valueOf(sessionCalls.login, await login(t, { username: 'fresh01', password: 'a123456' }));
      expect(first.firstTimeLogin).toBe(true);
      const res = await withToken(t, first.token, { method: 'POST', url: memberCalls.firstLogin.path, payload: {} });
      expect(res.json()).toEqual({ success: true, value: null });
      const again = valueOf(sessionCalls.login, await login(t, { username: 'fresh01', password: 'a123456' }));
      expect(again.firstTimeLogin).toBe(false);
      // Still the default password: the change is still asked for.
      expect(again.passwordExpired).toBe(true);
    });

    it('[S1-7.5] [S1-5.17] [S1-8.1] [S1-8.2] checks a password change and refuses bad ones without changing anything', async () => {
      const token = await tokenFor(t, 'expired01', 'expired1234');
      const change = (body: Record<string, string>) => sendEncrypted(t, memberCalls.changePassword, body, { token });
      const before = await snapshotDatabase(t.db);
      // Letters only: the merchant rule wants letters and digits.
      expect(failure(await change({ oldPassword: 'expired1234', newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' }))).toMatchObject({
        status: 400,
        errorCode: 'password.rule.invalid',
      });
      expect(failure(await change({ oldPassword: 'expired1234', newPassword: 'ab1', confirmNewPassword: 'ab1' })).errorCode).toBe(
        'password.rule.invalid',
      );
      const mismatch = failure(await change({ oldPassword: 'expired1234', newPassword: 'newpass123', confirmNewPassword: 'newpass124' }));
      expect(mismatch).toMatchObject({ status: 400 });
      expect(mismatch.message).toContain('in_confirmation_correct');
      expect(failure(await change({ oldPassword: 'wrong12345', newPassword: 'newpass123', confirmNewPassword: 'newpass123' }))).toMatchObject({
        status: 400,
        errorCode: 'in_incorrect_password',
      });
      expect(failure(await change({ oldPassword: 'expired1234', newPassword: 'expired1234', confirmNewPassword: 'expired1234' })).errorCode).toBe(
        'in_password_incorrect',
      );
      expect(await snapshotDatabase(t.db)).toBe(before);
    });

    it('[S1-7.5] changes the password: other sessions end, this one stays, the old password stops working', async () => {
      const other = await tokenFor(t, 'expired01', 'expired1234');
      const current = await tokenFor(t, 'expired01', 'expired1234');
      const res = await sendEncrypted(
        t,
        memberCalls.changePassword,
        { oldPassword: 'expired1234', newPassword: 'renewed123', confirmNewPassword: 'renewed123' },
        { token: current },
      );
      expect(res.json()).toEqual({ success: true, value: null });
      expect(failure(await get(t, other, memberCalls.info.path))).toMatchObject({ status: 401, errorCode: 'login.not.session' });
      expect((await get(t, current, memberCalls.info.path)).statusCode).toBe(200);
      const [ended] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash(other)));
      expect(ended!.endReason).toBe('password_change');

      expect(failure(await login(t, { username: 'expired01', password: 'expired1234' })).errorCode).toBe('in_incorrect_password');
      const fresh = valueOf(sessionCalls.login, await login(t, { username: 'expired01', password: 'renewed123' }));
      // The expiry is cleared by the change.
      expect(fresh.passwordExpired).toBe(false);

      // [S1-9.2] one change per 3 seconds
      const again = await sendEncrypted(
        t,
        memberCalls.changePassword,
        { oldPassword: 'renewed123', newPassword: 'renewed456', confirmNewPassword: 'renewed456' },
        { token: current },
      );
      expect(failure(again)).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
