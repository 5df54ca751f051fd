import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberCalls, moneyCalls } from '@lotto/contract';
import { customers } from '../../db/schema/index.js';
import { failure } from '../../test/accounts.js';
import { describeOnPglite, valueOf } from '../../test/harness.js';
import { MEMBER_PASSWORD, newMember, send, setPaymentPassword, type Member } from './money-test-kit.js';
import { PAYMENT_PASSWORD_MAX_FAILURES_PER_HOUR } from './payment-password.service.js';

const hashOf = async (t: Parameters<typeof newMember>[0], m: Member) =>
  (await t.db.select({ h: customers.paymentPasswordHash }).from(customers).where(eq(customers.id, m.customerId)))[0]?.h ?? null;

const securityConfig = async (t: Parameters<typeof newMember>[0], m: Member) =>
  valueOf(memberCalls.securityConfig, await send(t, memberCalls.securityConfig, m.token));

describeOnPglite(
  'payment password',
  (t) => {
    it('is set with the login password, stored as an argon2id hash, and shown as set in the security config', async () => {
      const m = await newMember(t);
      expect((await securityConfig(t, m)).hasPaymentPassword).toBe(false);
      await setPaymentPassword(t, m, 'pay123456');
      const hash = await hashOf(t, m);
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain('pay123456');
      expect((await securityConfig(t, m)).hasPaymentPassword).toBe(true);
      const options = valueOf(moneyCalls.paymentOptions, await send(t, moneyCalls.paymentOptions, m.token));
      expect(options.hasPaymentPassword).toBe(true);
    });

    it('refuses a set with a wrong login password and changes nothing', async () => {
      const m = await newMember(t);
      const res = await send(t, moneyCalls.setPaymentPassword, m.token, {
        loginPassword: 'wrong-password',
        paymentPassword: 'pay123456',
        confirmPaymentPassword: 'pay123456',
      });
      expect(failure(res)).toMatchObject({ status: 400, errorCode: 'in_incorrect_password' });
      expect(await hashOf(t, m)).toBeNull();
    });

    it('refuses a second set: a set password is changed, never overwritten', async () => {
      const m = await newMember(t);
      await setPaymentPassword(t, m, 'pay123456');
      const before = await hashOf(t, m);
      const res = await send(t, moneyCalls.setPaymentPassword, m.token, {
        loginPassword: MEMBER_PASSWORD,
        paymentPassword: 'other12345',
        confirmPaymentPassword: 'other12345',
      });
      expect(failure(res)).toMatchObject({ status: 409, errorCode: 'payment.password.already.set' });
      expect(await hashOf(t, m)).toBe(before);
    });

    it('refuses a too short payment password and a confirmation that differs', async () => {
      const m = await newMember(t);
      const short = await send(t, moneyCalls.setPaymentPassword, m.token, {
        loginPassword: MEMBER_PASSWORD,
        paymentPassword: '123',
        confirmPaymentPassword: '123',
      });
      expect(failure(short)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      const differs = await send(t, moneyCalls.setPaymentPassword, m.token, {
        loginPassword: MEMBER_PASSWORD,
        paymentPassword: 'pay123456',
        confirmPaymentPassword: 'pay654321',
      });
      expect(failure(differs)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(await hashOf(t, m)).toBeNull();
    });

    it('is changed only with the current payment password', async () => {
      const m = await newMember(t);
      await setPaymentPassword(t, m, 'pay123456');
      const before = await hashOf(t, m);
      const wrong = await send(t, moneyCalls.changePaymentPassword, m.token, {
        oldPaymentPassword: 'not-it-123',
        newPaymentPassword: 'new123456',
        confirmNewPaymentPassword: 'new123456',
      });
      expect(failure(wrong)).toMatchObject({ status: 400, errorCode: 'payment.password.incorrect' });
      expect(await hashOf(t, m)).toBe(before);

      const right = await send(t, moneyCalls.changePaymentPassword, m.token, {
        oldPaymentPassword: 'pay123456',
        newPaymentPassword: 'new123456',
        confirmNewPaymentPassword: 'new123456',
      });
      expect(right.statusCode).toBe(200);
      // the old one no longer works, the new one does
      const again = (old: string) =>
        send(t, moneyCalls.changePaymentPassword, m.token, {
          oldPaymentPassword: old,
          newPaymentPassword: 'third12345',
          confirmNewPaymentPassword: 'third12345',
        });
      expect(failure(await again('pay123456')).errorCode).toBe('payment.password.incorrect');
      expect((await again('new123456')).statusCode).toBe(200);
    });

    it('cannot be changed before it is set, nor changed to itself', async () => {
      const m = await newMember(t);
      const unset = await send(t, moneyCalls.changePaymentPassword, m.token, {
        oldPaymentPassword: 'pay123456',
        newPaymentPassword: 'new123456',
        confirmNewPaymentPassword: 'new123456',
      });
      expect(failure(unset)).toMatchObject({ status: 409, errorCode: 'payment.password.not.set' });
      await setPaymentPassword(t, m, 'pay123456');
      const same = await send(t, moneyCalls.changePaymentPassword, m.token, {
        oldPaymentPassword: 'pay123456',
        newPaymentPassword: 'pay123456',
        confirmNewPaymentPassword: 'pay123456',
      });
      expect(failure(same)).toMatchObject({ status: 400, errorCode: 'in_password_incorrect' });
    });

    it(`refuses every check, even a right one, after ${PAYMENT_PASSWORD_MAX_FAILURES_PER_HOUR} wrong payment passwords in an hour`, async () => {
      const m = await newMember(t);
      await setPaymentPassword(t, m, 'pay123456');
      const change = (old: string) =>
        send(t, moneyCalls.changePaymentPassword, m.token, {
          oldPaymentPassword: old,
          newPaymentPassword: 'new123456',
          confirmNewPaymentPassword: 'new123456',
        });
      // a right password takes its count back: it never adds up to the limit
      for (let i = 0; i < PAYMENT_PASSWORD_MAX_FAILURES_PER_HOUR; i++) {
        expect(failure(await change(`wrong-${i}-pw`)).errorCode).toBe('payment.password.incorrect');
      }
      expect(failure(await change('pay123456'))).toMatchObject({ status: 429, errorCode: 'TOO_MANY_REQUESTS' });
      // another member is not affected
      const other = await newMember(t);
      await setPaymentPassword(t, other, 'pay123456');
      expect(
        (
          await send(t, moneyCalls.changePaymentPassword, other.token, {
            oldPaymentPassword: 'pay123456',
            newPaymentPassword: 'new123456',
            confirmNewPaymentPassword: 'new123456',
          })
        ).statusCode,
      ).toBe(200);
    });

    it('[S1-6.2] refuses a trial account with in_need_true_account', async () => {
      const trial = await newMember(t, { isAgent: '4' });
      const res = await send(t, moneyCalls.setPaymentPassword, trial.token, {
        loginPassword: MEMBER_PASSWORD,
        paymentPassword: 'pay123456',
        confirmPaymentPassword: 'pay123456',
      });
      expect(failure(res)).toMatchObject({ status: 403, errorCode: 'in_need_true_account' });
    });

    it('needs a session', async () => {
      const res = await t.call({ method: 'GET', url: moneyCalls.paymentOptions.path });
      expect(failure(res)).toMatchObject({ status: 401, errorCode: 'in_sorry_in' });
    });
  },
  { env: { LOGIN_RATE_LIMIT_PER_MINUTE: '10000' } },
);
