import type { ChangePaymentPasswordRequest, SetPaymentPasswordRequest } from '@lotto/contract';
import { errors } from '../../errors.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { SessionService } from '../session/session.service.js';
import type { PaymentsRepository } from './payments.repository.js';

/** ours: wrong payment (or confirming login) passwords an account may enter per hour before 429. */
export const PAYMENT_PASSWORD_MAX_FAILURES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

type FailureCounter = Pick<SessionService, 'reserveFailure' | 'releaseFailure'>;

/** The counter key of an account's payment password: apart from login keys (usernames have no colon). */
const counterKey = (customerId: number) => `payment-password:${customerId}`;

/** What the check reads of an account: its payment password hash (null when none is set). */
export type PaymentSecretsOf = (customerId: number) => Promise<{ paymentPasswordHash: string | null } | null>;

/**
 * The payment-password check alone, for every call that spends with it (withdrawals, points
 * redemption and conversion): each check is counted first as a failure of the account (the login
 * failure counters), refused beyond the hourly limit before any hashing, and taken back when the
 * password was right.
 */
export function createPaymentPasswordCheck(secretsOf: PaymentSecretsOf, counter: FailureCounter) {
  /** Runs `check` as one counted attempt; a false answer stays counted as a failure. */
  async function counted(session: Session, check: () => Promise<boolean>): Promise<boolean> {
    const key = counterKey(session.customerId);
    const attempt = await counter.reserveFailure(session.merchantCode, key, HOUR_MS);
    if ((attempt.totals[0] ?? 0) > PAYMENT_PASSWORD_MAX_FAILURES_PER_HOUR) {
      await counter.releaseFailure(session.merchantCode, key, attempt.bucket);
      throw errors.tooManyRequests('Too many wrong passwords. Please try again in an hour.');
    }
    const ok = await check();
    if (ok) await counter.releaseFailure(session.merchantCode, key, attempt.bucket);
    return ok;
  }

  return {
    counted,
    /** Refuses unless the account has a payment password and `password` is it. */
    async require(session: Session, password: string): Promise<void> {
      const secrets = await secretsOf(session.customerId);
      if (!secrets) throw errors.userOrTokenInvalid('Your session has expired. Please log in again.');
      if (!secrets.paymentPasswordHash) throw errors.paymentPasswordNotSet('Please set a payment password first.');
      const hash = secrets.paymentPasswordHash;
      if (!(await counted(session, () => verifyPassword(hash, password)))) {
        throw errors.paymentPasswordIncorrect('The payment password is not correct.');
      }
    },
  };
}

export type PaymentPasswordCheck = ReturnType<typeof createPaymentPasswordCheck>;

/**
 * The payment password (issue 14): argon2id like login passwords, set once with the login password,
 * changed with the current payment password, checked by withdrawals (createPaymentPasswordCheck).
 */
export function createPaymentPasswordService(repo: PaymentsRepository, counter: FailureCounter) {
  const check = createPaymentPasswordCheck(repo.secretsOf, counter);
  const counted = check.counted;

  const secretsOf = async (session: Session) => {
    const secrets = await repo.secretsOf(session.customerId);
    if (!secrets) throw errors.userOrTokenInvalid('Your session has expired. Please log in again.');
    return secrets;
  };

  return {
    async set(session: Session, input: SetPaymentPasswordRequest): Promise<null> {
      requireRealAccount(session);
      const secrets = await secretsOf(session);
      if (secrets.paymentPasswordHash) throw errors.paymentPasswordAlreadySet('A payment password is already set.');
      if (!(await counted(session, () => verifyPassword(secrets.passwordHash, input.loginPassword)))) {
        throw errors.inIncorrectPassword('The login password is not correct.');
      }
      // A parallel first set that won keeps its password: this one is refused, never overwrites it.
      if (!(await repo.setPaymentPasswordHash(session.customerId, await hashPassword(input.paymentPassword), true))) {
        throw errors.paymentPasswordAlreadySet('A payment password is already set.');
      }
      return null;
    },

    async change(session: Session, input: ChangePaymentPasswordRequest): Promise<null> {
      requireRealAccount(session);
      const secrets = await secretsOf(session);
      if (!secrets.paymentPasswordHash) throw errors.paymentPasswordNotSet('No payment password is set yet.');
      if (!(await counted(session, () => verifyPassword(secrets.paymentPasswordHash, input.oldPaymentPassword)))) {
        throw errors.paymentPasswordIncorrect('The current payment password is not correct.');
      }
      if (input.newPaymentPassword === input.oldPaymentPassword) {
        throw errors.inPasswordIncorrect('The new payment password must differ from the current one.');
      }
      await repo.setPaymentPasswordHash(session.customerId, await hashPassword(input.newPaymentPassword), false);
      return null;
    },

    /** Refuses unless the account has a payment password and `password` is it (withdrawals). */
    require: (session: Session, password: string): Promise<void> => check.require(session, password),
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
