import type { FastifyInstance } from 'fastify';
import { accountSecurityCalls, otherCalls } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { createContactChangeService } from './contact-change.service.js';
import { currentAccount } from './current-account.js';
import { presentIcon } from './member.presenter.js';
import type { MemberRepository } from './member.repository.js';
import { createSecuritySettingsRepository } from './security-settings.repository.js';
import { createTwoFactorSetupService } from './two-factor-setup.service.js';

/** Password-confirmed and code-confirmed changes: a few a minute per address are plenty for a person. */
const CHANGE_RATE = { rateLimit: { max: 10, timeWindow: 60_000 } };

/** The security centre's profile, two-factor and contact calls (issue 14); member pages refuse type 4 (spec 1 §6). */
export async function accountSecurityRoutes(app: FastifyInstance, members: MemberRepository) {
  const settings = createSecuritySettingsRepository(app.db);
  const { customerOf } = currentAccount(members);
  const twoFactor = createTwoFactorSetupService(members, settings);
  const contacts = createContactChangeService(app, members, settings);

  registerCall(app, accountSecurityCalls.setNickname, async ({ session, customerId, input }) => {
    requireRealAccount(session);
    await members.setNickname(customerId, input.nickname);
    return null;
  });

  registerCall(app, accountSecurityCalls.setIcon, async ({ session, customerId, merchant, input }) => {
    requireRealAccount(session);
    if (input.iconIndex > merchant.profileIconCount) {
      throw errors.requestInvalid(`Choose an icon from 1 to ${merchant.profileIconCount}.`, { fields: ['iconIndex'] });
    }
    await members.setIcon(customerId, input.iconIndex);
    return presentIcon(await customerOf(session), merchant.profileIconCount);
  });

  // MCSFE_getPlayerAvatar (spec 2 §7): the same icon as GET /wps/member/info/icon.
  registerCall(app, otherCalls.playerAvatar, async ({ session, merchant }) => {
    const icon = presentIcon(await customerOf(session), merchant.profileIconCount);
    return { avatarUrl: icon.url, iconIndex: icon.iconIndex };
  });

  registerCall(
    app,
    accountSecurityCalls.enrolAuthenticator,
    ({ session, merchant, input }) => twoFactor.enrol(session, merchant, input.password),
    CHANGE_RATE,
  );

  registerCall(
    app,
    accountSecurityCalls.enrolAuthenticatorConfirm,
    ({ session, input }) => twoFactor.confirm(session, input.authCode),
    CHANGE_RATE,
  );

  registerCall(app, accountSecurityCalls.setTwoFactorMethods, ({ session, input }) => twoFactor.setMethods(session, input), CHANGE_RATE);

  registerCall(
    app,
    accountSecurityCalls.sendMobileCode,
    ({ session, merchant, input, request }) => contacts.sendMobileCode(session, merchant, input, request.ip),
    CHANGE_RATE,
  );

  registerCall(app, accountSecurityCalls.changeMobile, ({ session, merchant, input }) => contacts.changeMobile(session, merchant, input), CHANGE_RATE);

  registerCall(
    app,
    accountSecurityCalls.sendEmailCode,
    ({ session, merchant, input, request }) => contacts.sendEmailCode(session, merchant, input.email, request.ip),
    CHANGE_RATE,
  );

  registerCall(app, accountSecurityCalls.changeEmail, ({ session, merchant, input }) => contacts.changeEmail(session, merchant, input), CHANGE_RATE);
}
