import { PASSWORD_CHANGE_THROTTLE_MS, type ChangePasswordRequest } from '@lotto/contract';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import { requireRealAccount, type Session } from '../../plugins/session.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { checkNewPassword } from '../../security/password-policy.js';
import type { SessionService } from '../session/session.service.js';
import { currentAccount } from './current-account.js';
import type { MemberRepository } from './member.repository.js';

export function createMemberService(repo: MemberRepository, sessions: Pick<SessionService, 'endSessionsOf'>) {
  const { customerOf } = currentAccount(repo);

  return {
    customerOf,

    /**
     * Password change (spec 1 §5): old must verify (or be empty while a generated password must be changed), new must pass the merchant's password rule and
     * differ from the old, one change per 3 s. Every other session of the account ends; the
     * session making the change stays valid (ours, server/README.md).
     */
    async changePassword(session: Session, merchant: Merchant, input: ChangePasswordRequest): Promise<null> {
      requireRealAccount(session);
      const c = await customerOf(session);
      // Only repeated changes are throttled: the password an account was created with is not one, so
      // a forced change right after registering goes through.
      const changedSinceCreation = c.passwordChangedAt && c.passwordChangedAt.getTime() - c.createdAt.getTime() > 1000;
      if (changedSinceCreation && Date.now() - c.passwordChangedAt!.getTime() < PASSWORD_CHANGE_THROTTLE_MS) {
        throw errors.tooManyRequests('Please wait a moment before changing the password again.');
      }
      // the merchant's rule, then the common-password list (issue 11)
      checkNewPassword(merchant, input.newPassword, 'newPassword');
      if (input.newPassword !== input.confirmNewPassword) throw errors.inConfirmationCorrect('The two passwords differ.');
      const oldPassword = input.oldPassword ?? '';
      if (oldPassword === '') {
        // only a pending forced change of a password the server made up has no old one to prove
        if (!(c.mustChangePassword && c.passwordGenerated)) throw errors.inIncorrectPassword('Please enter the current password.');
      } else if (!(await verifyPassword(c.passwordHash, oldPassword))) {
        throw errors.inIncorrectPassword('The current password is not correct.');
      }
      if (input.newPassword === oldPassword) {
        throw errors.inPasswordIncorrect('The new password must differ from the current one.');
      }
      await repo.setPassword(c.id, await hashPassword(input.newPassword));
      await sessions.endSessionsOf(c.id, 'password_change', session.sessionId);
      return null;
    },
  };
}
