import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { z } from 'zod';
import {
  LOGIN_HISTORY_DAYS,
  TRIAL_ISAGENT,
  hasFlag,
  type LoginReply,
  type loginRequestSchema,
  type loginVerificationRequestSchema,
} from '@lotto/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connection.js';
import { MAIN_WALLET_ACCOUNT_TYPE_ID, type CustomerRow, type SessionEndReason, type TwoFactorMethods } from '../../db/schema/index.js';
import { AppError, errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import type { ResolveOptions, Session } from '../../plugins/session.js';
import { verifyPassword } from '../../security/password.js';
import { newToken, sameText, tokenHash } from '../../security/tokens.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { consumeCodeDetailed, emailTarget, mobileTarget } from '../verification/codes.js';
import { sendCode } from '../verification/verification.service.js';
import { openWallets, postLedgerEntry } from '../../ledger/ledger.js';
import type { LoginHistoryRepository } from './login-history.repository.js';
import type { FailureReservation, SessionRepository } from './session.repository.js';
import { verifySocialToken } from './social.js';
import { lockoutDelayMs, notifyFailedLogins, sleep } from './failure-lockout.js';
import { sessionLengthsFor } from './session-lengths.js';

type LoginInput = z.output<typeof loginRequestSchema>;
type VerificationInput = z.output<typeof loginVerificationRequestSchema>;

/** Demo balance of a free-play account (ours): 2,000.00 in the merchant currency, minor units. */
export const FREEPLAY_BALANCE_MINOR = 200_000n;

/** The same words for an unknown account and a wrong password, so answers reveal nothing. */
export const LOGIN_FAILED_MESSAGE = 'Incorrect account or password.';
export const VERIFY_FAILED_MESSAGE = 'Verification failed. Please check and try again.';
export const EMAIL_CODE_SENT_MESSAGE = 'We have sent a code to your e-mail. Enter it to continue.';
export const SESSION_INVALID_MESSAGE = 'Your session has expired. Please log in again.';
export const SESSION_ENDED_MESSAGE = 'You have been signed out. Please log in again.';

export interface LoginContext {
  merchant: Merchant;
  ip: string;
  device: string;
  /** The image captcha id bound by cookie to this browser. */
  captchaId: string | undefined;
  /** The User-Agent header, kept in the login history. */
  userAgent?: string;
}

/** Login history reaches back this far; older attempts are dropped (issue 14). */
export const LOGIN_HISTORY_MS = LOGIN_HISTORY_DAYS * 86_400_000;

/**
 * Whether a refused login or verification counts as a failed attempt in the member's history:
 * not the two steps that only ask for more (the second factor is required, an e-mail code was sent).
 */
function isFailedAttempt(e: unknown): boolean {
  if (!(e instanceof AppError) || e.code === 'login_verify_required') return false;
  return !(e.code === 'verify_first' && (e.value as { emailCodeSent?: boolean } | undefined)?.emailCodeSent);
}

const isTrial = (c: Pick<CustomerRow, 'isAgent'>) => (TRIAL_ISAGENT as readonly string[]).includes(c.isAgent);

/** The methods an account requires, as the login_verify_required value: only truthy keys (spec 3). */
export function requiredMethods(m: TwoFactorMethods | null | undefined): TwoFactorMethods {
  const out: TwoFactorMethods = {};
  for (const k of ['payeeName', 'sms', 'ga', 'email'] as const) if (m?.[k]) out[k] = true;
  return out;
}

export const TOTP_PERIOD_S = 30;

/**
 * Google authenticator check: RFC 6238, SHA-1, 6 digits, 30 s, one step either side. Returns the
 * time step the code belongs to (for replay protection), or null when it does not match.
 */
export function checkTotp(secret: string | null, code: string | undefined, now = Date.now()): number | null {
  if (!secret || !code || !/^\d{6}$/.test(code.trim())) return null;
  try {
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S });
    const delta = totp.validate({ token: code.trim(), window: 1, timestamp: now });
    return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
  } catch {
    return null;
  }
}

export const accountOf = (c: Pick<CustomerRow, 'username' | 'mobile' | 'id'>): string => c.username ?? c.mobile ?? String(c.id);

export function createSessionService(app: FastifyInstance, repo: SessionRepository, history: LoginHistoryRepository) {
  const db: Db = app.db;
  const config: Config = app.config;
  const minutes = (n: number) => n * 60_000;

  interface Attempt {
    key: string;
    bucket: Date;
    /** The account's failures in the captcha window, this attempt included. */
    recent: number;
  }

  /**
   * Reserves the attempt before anything is checked: the account's and the IP's failure counters
   * are incremented first and their new totals decide (parallel requests each see their own
   * count, so no more get through than the limits allow). Then the hourly limits (no hashing
   * before them) and the captcha once the account has failed too often. The reservation stays as
   * the failure when the check fails; `release` takes it back when the attempt succeeds.
   */
  async function reserve(
    ctx: LoginContext,
    key: string,
    captcha: string | undefined,
    requireCaptcha: boolean,
    holder: CustomerRow | null = null,
  ): Promise<Attempt> {
    const now = Date.now();
    const code = ctx.merchant.code;
    const hour = minutes(60);
    // both counters in one statement (one round trip), each increment atomic as before
    const [ip, account] = (await repo.reserveFailures(code, [
      { scope: 'ip', key: ctx.ip, windowsMs: [hour] },
      { scope: 'account', key, windowsMs: [hour, minutes(config.LOGIN_CAPTCHA_WINDOW_MINUTES)] },
    ], now)) as [FailureReservation, FailureReservation];
    const attempt: Attempt = { key, bucket: account.bucket, recent: account.totals[1] ?? 0 };
    const undo = () => release(ctx, attempt);
    if ((ip.totals[0] ?? 0) > config.LOGIN_MAX_IP_FAILURES_PER_HOUR) {
      await undo();
      throw errors.tooManyRequests('Too many failed logins from this address. Please try again later.');
    }
    const overLimit = (account.totals[0] ?? 0) - config.LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR;
    if (overLimit > 0 && !requireCaptcha) {
      await undo();
      throw errors.tooManyRequests('Too many failed logins for this account. Please try again later.');
    }
    // Past the account's hourly limit a login is not refused (anyone could lock the owner out):
    // it needs the captcha every time and waits a delay that grows with the failures (failure-lockout.ts).
    if (!requireCaptcha || (overLimit <= 0 && attempt.recent <= config.LOGIN_CAPTCHA_AFTER_FAILURES)) return attempt;
    if (!captcha) {
      await undo();
      throw errors.verifyFirst('Please enter the captcha.', { captcha: true });
    }
    if (overLimit > 0) {
      if (overLimit === 1 && holder) await notifyFailedLogins(app, ctx.merchant, holder, account.totals[0] ?? 0);
      await sleep(lockoutDelayMs(overLimit, config.LOGIN_LOCKOUT_DELAY_MS));
    }
    // A wrong captcha counts as a failure: the reservation stays.
    if (!(await verifyCaptcha(db, ctx.merchant, ctx.captchaId, captcha))) throw errors.verifyFirst('The captcha is not correct.', { captcha: true });
    return attempt;
  }

  /** Takes back a reserved attempt (refused before its check, or successful). */
  async function release(ctx: LoginContext, attempt: Attempt): Promise<void> {
    await repo.releaseFailures(ctx.merchant.code, [{ scope: 'ip', key: ctx.ip }, { scope: 'account', key: attempt.key }], attempt.bucket);
  }

  /** A failed check: the reserved attempt stays counted; the answer says whether the next try needs a captcha. */
  function fail(attempt: Attempt, message = LOGIN_FAILED_MESSAGE): never {
    throw errors.inIncorrectPassword(message, { captcha: attempt.recent >= config.LOGIN_CAPTCHA_AFTER_FAILURES });
  }

  /** Issues a new session (a new token on every login) and answers like login (spec 3 Replies). */
  async function completeLogin(ctx: LoginContext, customer: CustomerRow, key: string | null, loginDeviceId?: string): Promise<LoginReply> {
    const token = newToken();
    const now = Date.now();
    // the merchant's own lengths when it set them, else the server's (session-lengths.ts)
    const lengths = sessionLengthsFor(ctx.merchant, config);
    const absolute = now + lengths.absoluteMs;
    // the session, last login, history line and pruning, and the cleared failures: one statement
    await repo.createLoginSession(
      {
        tokenHash: tokenHash(token),
        customerId: customer.id,
        merchantCode: ctx.merchant.code,
        idleExpiresAt: new Date(Math.min(now + lengths.idleMs, absolute)),
        absoluteExpiresAt: new Date(absolute),
        ip: ctx.ip,
        device: ctx.device.slice(0, 32),
        loginDeviceId: loginDeviceId ?? null,
      },
      { ip: ctx.ip, device: ctx.device, userAgent: ctx.userAgent ?? null, historyBefore: new Date(now - LOGIN_HISTORY_MS), clearFailuresKey: key },
    );
    const expired =
      customer.mustChangePassword || (customer.passwordExpiresAt !== null && customer.passwordExpiresAt.getTime() <= now);
    return {
      token,
      firstTimeLogin: customer.firstLoginAt === null && !isTrial(customer),
      // spec 1 §4, §6: only with the forced password change switched on.
      passwordExpired: hasFlag(ctx.merchant.flags, 'PWDEXPFORCECHANGE3') && expired,
      userName: accountOf(customer),
      // e.g. an onlyMobile account signing in by SMS: the change it owes has no old password
      ...(customer.mustChangePassword && customer.passwordGenerated ? { defaultPassword: true } : {}),
    };
  }

  /** Ends sessions of a customer (see the repository) and, like logout, their live sockets' user topics at once; answers how many. */
  async function endSessions(customerId: number, reason: SessionEndReason, keepId: number | null, liveAt?: Date): Promise<number> {
    const ended = await repo.endSessionsOf(customerId, reason, keepId, liveAt);
    for (const id of ended) app.liveSockets.sessionEnded(id);
    return ended.length;
  }

  /** One line of the member's login history: a success names the session it opened. */
  function recordAttempt(ctx: LoginContext, customer: CustomerRow, sessionId: number | null): Promise<void> {
    return history.record({
      merchantCode: ctx.merchant.code,
      customerId: customer.id,
      sessionId,
      success: sessionId !== null,
      ip: ctx.ip,
      device: ctx.device,
      userAgent: ctx.userAgent ?? null,
    });
  }

  /** Runs a login step of a located account; a refusal is kept in its login history, then rethrown. */
  async function keepingFailures<T>(ctx: LoginContext, customer: CustomerRow | null, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (e) {
      if (customer && isFailedAttempt(e)) await recordAttempt(ctx, customer, null);
      throw e;
    }
  }

  /** Finds the account a login names and the key its failures count under. */
  async function locate(
    ctx: LoginContext,
    kind: 'username' | 'mobile',
    username: string,
    countryDialingCode: string | undefined,
  ): Promise<{ key: string; customer: CustomerRow | null }> {
    if (kind === 'mobile') {
      // spec 1 §5: a phone-number login must be digits only
      if (!/^[0-9]+$/.test(username)) throw errors.brEnrightCphone('Please enter a correct mobile number.');
      const target = mobileTarget(countryDialingCode, username);
      let customer = await repo.customerByMobile(ctx.merchant.code, target);
      // Without a dialing code the number may already carry one.
      if (!customer && countryDialingCode) customer = await repo.customerByMobile(ctx.merchant.code, username);
      return { key: `m:${target}`, customer };
    }
    const name = username.trim();
    return { key: `u:${name.toLowerCase()}`, customer: await repo.customerByUsername(ctx.merchant.code, name) };
  }

  async function bindSocialArgs(ctx: LoginContext, customer: CustomerRow, token: string | undefined, channel: string | undefined) {
    if (!token) return;
    const identity = await verifySocialToken(app, ctx.merchant, token, channel);
    const bound = await repo.socialCustomer(ctx.merchant.code, identity.provider, identity.subject);
    // An identity already bound stays with its account.
    if (!bound) await repo.bindSocial(ctx.merchant.code, identity.provider, identity.subject, customer.id, identity.email);
  }

  return {
    /**
     * Logs a customer in without a password check (registration with `login: true`, password
     * reset flows): a new session and the login reply. Callers must have authenticated the person.
     */
    startSession: (ctx: LoginContext, customer: CustomerRow, loginDeviceId?: string): Promise<LoginReply> =>
      completeLogin(ctx, customer, null, loginDeviceId),

    /** Ends every live session of the customer except `keepId` (all when null); answers how many. */
    endSessionsOf: (customerId: number, reason: SessionEndReason, keepId: number | null): Promise<number> =>
      endSessions(customerId, reason, keepId),

    /** The customer a social identity (provider + subject) is bound to, or null. */
    socialCustomer: (merchantCode: string, provider: string, subject: string): Promise<CustomerRow | null> =>
      repo.socialCustomer(merchantCode, provider, subject),

    /**
     * The login failure counters for another secret of an account (the payment password, issue 14):
     * `reserveFailure` counts the attempt before it is checked (atomic increment, so parallel
     * attempts each see their own total); `releaseFailure` takes it back when the secret was right.
     */
    reserveFailure: (merchantCode: string, key: string, windowMs: number): Promise<FailureReservation> =>
      repo.reserveFailure(merchantCode, 'account', key, Date.now(), [windowMs]),
    releaseFailure: (merchantCode: string, key: string, bucket: Date): Promise<void> =>
      repo.releaseFailure(merchantCode, 'account', key, bucket),

    async login(input: LoginInput, ctx: LoginContext): Promise<LoginReply> {
      const type = input.type ?? 'username';
      const username = (input.username ?? '').trim(); // spec 1 §4: the username is trimmed
      const password = input.password ?? '';
      if (type === 'firebase' && (!username || !password)) return this.socialLogin(input, ctx);

      const kind = type === 'sms' || type === 'mobileNum' ? 'mobile' : 'username';
      if (type === 'mobileNum' && !hasFlag(ctx.merchant.flags, 'MOBILELOGIN3')) throw errors.functionNotAvailable();
      if (type === 'sms' && !hasFlag(ctx.merchant.flags, 'MOBILEVERCODELOGIN3')) throw errors.functionNotAvailable();

      const { key, customer } = await locate(ctx, kind, username, input.countryDialingCode);
      return keepingFailures(ctx, customer, async () => {
        const attempt = await reserve(ctx, key, input.captcha, true, customer);

        let ok: boolean;
        if (type === 'sms') {
          // The password field carries the SMS code; the code is bound to the number it was sent to.
          const target = customer?.mobile ?? mobileTarget(input.countryDialingCode, username);
          const result = await consumeCodeDetailed(db, ctx.merchant, 'login_sms', target, password);
          ok = result.ok && customer !== null && (result.customerId === null || result.customerId === customer.id);
        } else {
          ok = await verifyPassword(customer?.passwordHash, password);
        }
        if (!ok || !customer || customer.status !== 'active') return fail(attempt);
        await release(ctx, attempt);

        const methods = requiredMethods(customer.twoFactorMethods);
        if (Object.keys(methods).length > 0 && hasFlag(ctx.merchant.flags, 'LOGINIPVERF3')) {
          // No token until login/verification succeeds (spec 3 Replies).
          throw errors.loginVerifyRequired('Please verify your identity to continue.', methods);
        }
        // spec 3: social args kept from a bind choice ride on the next password login, which binds them.
        if (type === 'firebase') {
          await bindSocialArgs(ctx, customer, input.firebaseIdToken, input.firebaseChannel);
        } else if (input.firebaseIdToken) {
          // A stale kept token must not cost the user a login they proved with their password.
          await bindSocialArgs(ctx, customer, input.firebaseIdToken, input.firebaseChannel).catch((e: unknown) =>
            app.log.info({ err: e }, 'kept social sign-in token not bound'),
          );
        }
        return completeLogin(ctx, customer, key, input.loginDeviceId);
      });
    },

    async socialLogin(input: LoginInput, ctx: LoginContext): Promise<LoginReply> {
      const identity = await verifySocialToken(app, ctx.merchant, input.firebaseIdToken ?? '', input.firebaseChannel);
      const customer = await repo.socialCustomer(ctx.merchant.code, identity.provider, identity.subject);
      if (!customer || customer.status !== 'active') {
        throw errors.bindCustomerRequired('This sign-in is not linked to an account yet.');
      }
      return completeLogin(ctx, customer, null, input.loginDeviceId);
    },

    /** Two-factor step: the password again plus one of the account's methods; answers like login. */
    async verify(input: VerificationInput, ctx: LoginContext): Promise<LoginReply> {
      const username = input.username.trim();
      const byName = await locate(ctx, 'username', username, undefined);
      const located =
        byName.customer || !/^[0-9]+$/.test(username) ? byName : await locate(ctx, 'mobile', username, input.countryDialingCode);
      const { key, customer } = located;
      return keepingFailures(ctx, customer, async () => {
        // No captcha field in this request: the hourly limits still apply before any hashing.
        const attempt = await reserve(ctx, key, undefined, false);
        const passwordOk = await verifyPassword(customer?.passwordHash, input.password);
        if (!passwordOk || !customer || customer.status !== 'active') return fail(attempt, VERIFY_FAILED_MESSAGE);

        const methods = requiredMethods(customer.twoFactorMethods);
        const sameEmail = !!methods.email && !!customer.email && emailTarget(input.email ?? '') === emailTarget(customer.email);
        if (input.method === 'E' && sameEmail && !input.verificationCode) {
          // The first e-mail step: the code goes to the account's address, then the same call with it.
          await release(ctx, attempt);
          const sent = await sendCode(app, {
            merchant: ctx.merchant,
            purpose: 'two_factor_email',
            channel: 'email',
            target: customer.email!,
            customerId: customer.id,
            deliver: true,
            ip: ctx.ip,
            subject: 'Your sign-in code',
          });
          throw errors.verifyFirst(EMAIL_CODE_SENT_MESSAGE, { emailCodeSent: true, expirationTime: sent.expirationTime });
        }
        /** The possession factors: an authenticator code, or a code sent to the account's phone or e-mail. */
        const possession = {
          G: async () => {
            const step = methods.ga ? checkTotp(customer.totpSecret, input.authCode) : null;
            // A code (time step) is accepted once: a replayed or older code fails.
            return step !== null && (await repo.useTotpStep(customer.id, step));
          },
          S: async () => {
            const given = mobileTarget(input.countryDialingCode, input.mobileNum ?? '');
            const sameMobile = !!customer.mobile && (given === customer.mobile || (input.mobileNum ?? '') === customer.mobile);
            return (
              !!methods.sms &&
              sameMobile &&
              !!input.verificationCode &&
              (await consumeCodeDetailed(db, ctx.merchant, 'two_factor_sms', customer.mobile!, input.verificationCode)).ok
            );
          },
          E: async () =>
            sameEmail &&
            !!input.verificationCode &&
            (await consumeCodeDetailed(db, ctx.merchant, 'two_factor_email', emailTarget(customer.email!), input.verificationCode)).ok,
        };
        let ok: boolean;
        if (input.method === 'P') {
          // A payee name is known to others, not held: it counts only together with one of the
          // account's possession factors given in the same request (authCode, or a code with its
          // mobile number or e-mail), never alone.
          const nameOk =
            !!methods.payeeName && !!customer.payeeName && sameText(input.payeeName ?? '', customer.payeeName, { caseInsensitive: true });
          const other = input.authCode ? 'G' : input.verificationCode ? (input.mobileNum ? 'S' : input.email ? 'E' : null) : null;
          ok = nameOk && other !== null && (await possession[other]());
        } else {
          ok = await possession[input.method]();
        }
        if (!ok) return fail(attempt, VERIFY_FAILED_MESSAGE);
        await release(ctx, attempt);
        if (input.firebaseIdToken) await bindSocialArgs(ctx, customer, input.firebaseIdToken, undefined);
        return completeLogin(ctx, customer, key, input.loginDeviceId);
      });
    },

    /** FREEPLAY3: a type-4 demo account with a demo balance, logged in at once. */
    async freeplay(ctx: LoginContext, loginDeviceId: string | undefined): Promise<LoginReply> {
      const customer = await db.transaction(async (tx) => {
        // an address makes at most FREEPLAY_MAX_PER_IP_PER_HOUR demo accounts an hour
        const made = await repo.lockGuestsFrom(tx, ctx.merchant.code, ctx.ip, new Date(Date.now() - 3_600_000));
        if (made >= config.FREEPLAY_MAX_PER_IP_PER_HOUR) throw errors.tooManyRequests('Too many demo accounts from this address. Please try again later.');
        const created = await repo.createCustomer(tx, {
          merchantCode: ctx.merchant.code,
          username: `guest${randomBytes(4).toString('hex')}`,
          nickname: 'Guest',
          isAgent: '4',
          firstLoginAt: new Date(),
          language: null,
          registerIp: ctx.ip,
        });
        const [main] = await openWallets(tx, created.id, ctx.merchant.currency, [
          { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, displayName: 'Demo wallet', accountName: 'MAIN' },
        ]);
        if (!main) throw new Error('demo wallet not created');
        await postLedgerEntry(tx, { walletId: main.id, amountMinor: FREEPLAY_BALANCE_MINOR, kind: 'demo_credit', reference: 'freeplay' });
        return created;
      });
      return completeLogin(ctx, customer, null, loginDeviceId);
    },

    async logout(session: Session): Promise<null> {
      await repo.endSession(session.sessionId, 'logout');
      // its live sockets (in every process) stop hearing the user topic now, not at the next session check
      app.liveSockets.sessionEnded(session.sessionId);
      return null;
    },

    /** The member's login attempts of the history window, newest first (issue 14). */
    loginHistory: (customerId: number, page: number, size: number) =>
      history.page(customerId, new Date(Date.now() - LOGIN_HISTORY_MS), page, size),

    /** The member's live sessions, newest first (issue 14). */
    liveSessions: (customerId: number) => repo.liveSessionsOf(customerId, new Date()),

    /** Signs out the member's other live sessions (those the list shows); answers how many. */
    endOtherSessions: (session: Session): Promise<number> => endSessions(session.customerId, 'revoked', session.sessionId, new Date()),

    /**
     * Signs out one live session of the member (the calling one too: then it is a logout). Its token
     * answers login.not.session from now on, and the credentials made from it die with it.
     */
    async endSessionOf(session: Session, sessionId: number): Promise<null> {
      const reason = sessionId === session.sessionId ? 'logout' : 'revoked';
      if (!(await repo.endSessionOf(session.customerId, sessionId, reason))) {
        throw errors.resourceNotFound('This session has ended already.');
      }
      app.liveSockets.sessionEnded(sessionId);
      return null;
    },

    /** The session resolver for token calls (plugins/session.ts). */
    async resolve(token: string, _request: FastifyRequest, merchant: Merchant, opts?: ResolveOptions): Promise<Session> {
      if (token.length > 256) throw errors.userOrTokenInvalid(SESSION_INVALID_MESSAGE);
      const found = await repo.sessionByTokenHash(tokenHash(token));
      if (!found || found.session.merchantCode !== merchant.code) throw errors.userOrTokenInvalid(SESSION_INVALID_MESSAGE);
      const { session, customer } = found;
      if (session.endedAt) throw errors.loginNotSession(SESSION_ENDED_MESSAGE);
      const now = Date.now();
      if (session.idleExpiresAt.getTime() <= now || session.absoluteExpiresAt.getTime() <= now || customer.status !== 'active') {
        throw errors.userOrTokenInvalid(SESSION_INVALID_MESSAGE);
      }
      // Slide the idle expiry, at most once every 15 s per session to spare the database.
      if (opts?.touch !== false && now - session.lastSeenAt.getTime() > 15_000) {
        const idle = Math.min(now + sessionLengthsFor(merchant, config).idleMs, session.absoluteExpiresAt.getTime());
        await repo.touchSession(session.id, new Date(idle));
      }
      return {
        customerId: customer.id,
        merchantCode: session.merchantCode,
        account: accountOf(customer),
        isAgent: customer.isAgent,
        sessionId: session.id,
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
