import { errors } from '../../errors.js';
import type { CustomerRow } from '../../db/schema/index.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { verifyPassword } from '../../security/password.js';
import type { MemberRepository } from './member.repository.js';

/** The session resolver saw the account a moment ago; gone now means it was removed. */
export const accountGone = () => errors.userOrTokenInvalid('Your session has expired. Please log in again.');

/** The account of a session, and the same after its current login password was given (issue 14). */
export function currentAccount(repo: Pick<MemberRepository, 'byId'>) {
  const customerOf = async (session: Session): Promise<CustomerRow> => {
    const c = await repo.byId(session.customerId);
    if (!c) throw accountGone();
    return c;
  };

  /** A security change by a real account whose current password is right; nothing is changed otherwise. */
  const confirmedBy = async (session: Session, password: string): Promise<CustomerRow> => {
    requireRealAccount(session);
    const c = await customerOf(session);
    if (!(await verifyPassword(c.passwordHash, password))) throw errors.inIncorrectPassword('The current password is not correct.');
    return c;
  };

  return { customerOf, confirmedBy };
}
