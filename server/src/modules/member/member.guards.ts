import { TRIAL_ISAGENT } from '@lotto/contract';
import { errors } from '../../errors.js';
import type { Session } from '../../plugins/session.js';

/** spec 1 §6, §8: a type 4 (trial) account is refused member pages with in_need_true_account. */
export function requireRealAccount(session: Session): void {
  if ((TRIAL_ISAGENT as readonly string[]).includes(session.isAgent)) {
    throw errors.inNeedTrueAccount('Please register a real account to use this feature.');
  }
}
