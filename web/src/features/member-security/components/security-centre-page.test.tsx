import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import {
  accountSecurityCalls,
  memberCalls,
  moneyCalls,
  systemCalls,
  type ActiveSession,
  type FieldRule,
  type LoginAttempt,
  type SecurityConfig,
  type Whitelabel,
} from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { Toaster } from '../../../components/ui/toaster';
import { errorText, i18n } from '../../../lib/i18n';
import { fail, fakePlatform, memberInfo, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { SecurityCentrePage } from './security-centre-page';

const s = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'memberSecurity', ...vars });

const CONFIG: SecurityConfig = {
  hasPaymentPassword: false,
  mobile: '138****0000',
  mobileVerified: true,
  email: null,
  emailVerified: false,
  googleAuthBound: false,
  payeeName: null,
  passwordUpdatedAt: null,
  twoFactor: { payeeName: false, sms: false, ga: false, email: false },
};
const RULE: FieldRule = { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12, required: true, enabled: true };
const SESSIONS: ActiveSession[] = [
  { id: '11', device: 'web', userAgent: 'Chrome on Linux', ip: '203.0.113.7', createdAt: 1_763_900_000_000, lastSeenAt: 1_763_900_100_000, current: true },
  { id: '12', device: 'h5', userAgent: 'Safari on iPhone', ip: '198.51.100.2', createdAt: 1_763_800_000_000, lastSeenAt: 1_763_800_100_000, current: false },
];
const attempt = (n: number, success = true): LoginAttempt => ({ id: String(n), time: 1_763_900_000_000 - n * 60_000, success, ip: `203.0.113.${n}`, device: 'web', userAgent: null });
const historyPage = (pageNum: number, totalPages: number, items: LoginAttempt[]) => ({ content: items, pageNum, pageSize: 10, totalPages, total: totalPages * 10 });

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

/** The security centre alone, as the member centre hands it its props; the platform answers as stated. */
function renderSecurity({ replies = [], flags = {}, tab, rule = RULE }: { replies?: Replies[]; flags?: Whitelabel; tab?: string; rule?: FieldRule } = {}) {
  const platform = fakePlatform({
    replies,
    defaults: [
      on(memberCalls.securityConfig, ok(CONFIG)),
      on(memberCalls.icon, ok({ url: null, iconIndex: null })),
      on(accountSecurityCalls.sessions, ok(SESSIONS)),
      on(accountSecurityCalls.loginHistory, ok(historyPage(1, 1, [attempt(1), attempt(2, false)]))),
      on(systemCalls.country, ok([{ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' }])),
    ],
  });
  const onReady = vi.fn();
  const onMemberChanged = vi.fn();
  const page = (
    <SecurityCentrePage member={memberInfo()} flags={flags} passwordRule={rule} profileIconCount={9} onMemberChanged={onMemberChanged} onReady={onReady} />
  );
  const router = createMemoryRouter([{ path: '/member/securityCenter', element: page }], {
    initialEntries: [`/member/securityCenter${tab ? `?tab=${tab}` : ''}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
      <DialogHost />
      <Toaster />
    </QueryClientProvider>,
  );
  return { platform, onReady, onMemberChanged, router, user: userEvent.setup() };
}

const toastText = () => screen.findByTestId('toaster');

describe('security centre: loading and errors', () => {
  it('tells the centre it is ready once the security config is in, and keeps the tab in the URL', async () => {
    const { onReady, user, router } = renderSecurity();
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1, name: s('title') })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: s('tabs.passwords') }));
    expect(router.state.location.search).toBe('?tab=passwords');
  });

  it('shows a failed security config with a retry that loads it again', async () => {
    const { platform, user, onReady } = renderSecurity({
      tab: 'passwords',
      replies: [on(memberCalls.securityConfig, fail(503, 'system.busy', 'Busy, try later.'), ok(CONFIG))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Busy, try later.');
    expect(onReady).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('payment-password')).toBeInTheDocument();
    expect(platform.sent(memberCalls.securityConfig)).toHaveLength(2);
  });
});

describe('security centre: profile', () => {
  it('saves the nickname and tells the centre the member changed', async () => {
    const { platform, user, onMemberChanged } = renderSecurity({ replies: [on(accountSecurityCalls.setNickname, ok(null))] });
    const nickname = await screen.findByLabelText(s('profile.nickname'));
    expect(nickname).toHaveValue('Test Player');
    await user.clear(nickname);
    await user.type(nickname, '  Lucky Seven ');
    await user.click(screen.getByRole('button', { name: s('profile.saveNickname') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.setNickname)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.setNickname)[0]!.body).toEqual({ nickname: 'Lucky Seven' });
    expect(onMemberChanged).toHaveBeenCalled();
    expect(await toastText()).toHaveTextContent(s('profile.nicknameSaved'));
  });

  it('refuses an empty nickname without sending it', async () => {
    const { platform, user } = renderSecurity();
    const nickname = await screen.findByLabelText(s('profile.nickname'));
    await user.clear(nickname);
    await user.click(screen.getByRole('button', { name: s('profile.saveNickname') }));
    expect(await screen.findByText(s('codes.nickname_invalid'))).toBeInTheDocument();
    expect(platform.sent(accountSecurityCalls.setNickname)).toEqual([]);
  });

  it('with PROFPIC3, offers PROFILE_ICON_COUNT icons, shows the fallback image until one is chosen, and saves the choice', async () => {
    const { platform, user } = renderSecurity({ flags: { PROFPIC3: true }, replies: [on(accountSecurityCalls.setIcon, ok({ url: null, iconIndex: 4 }))] });
    const group = await screen.findByRole('radiogroup', { name: s('profile.icons') });
    expect(within(group).getAllByRole('radio')).toHaveLength(9);
    expect(within(group).getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([]);
    await user.click(within(group).getByRole('radio', { name: s('profile.iconN', { n: 4 }) }));
    await user.click(screen.getByRole('button', { name: s('profile.saveIcon') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.setIcon)[0]?.body).toEqual({ iconIndex: 4 }));
    await waitFor(() => expect(within(group).getByRole('radio', { name: s('profile.iconN', { n: 4 }) })).toHaveAttribute('aria-checked', 'true'));
  });

  it('[S2-7.8] a profile picture that does not load gives way to the fallback image', async () => {
    renderSecurity({ flags: { PROFPIC3: true }, replies: [on(memberCalls.icon, ok({ url: 'https://cdn.example/avatars/missing.png', iconIndex: null }))] });
    const current = await screen.findByTestId('current-icon');
    const img = await waitFor(() => {
      const found = current.querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(img).toHaveAttribute('src', 'https://cdn.example/avatars/missing.png');
    fireEvent.error(img);
    await waitFor(() => expect(current.querySelector('img')).toBeNull());
    expect(current.querySelector('svg')).not.toBeNull();
  });

  it('without PROFPIC3 there is no icon picker (and no icon call)', async () => {
    const { platform } = renderSecurity();
    await screen.findByLabelText(s('profile.nickname'));
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(platform.sent(memberCalls.icon)).toEqual([]);
  });
});

describe('security centre: passwords', () => {
  it('[S1-5.17] checks the new password against the rule and the confirmation before sending', async () => {
    const { platform, user } = renderSecurity({ tab: 'passwords' });
    const form = within(await screen.findByTestId('login-password'));
    await user.type(form.getByLabelText(s('password.old')), 'oldpass1');
    await user.type(form.getByLabelText(s('password.new')), 'ab');
    await user.type(form.getByLabelText(s('password.confirm')), 'ab');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    expect(await form.findByText(errorText('password.rule.invalid', { minLength: 6, maxLength: 12 })!)).toBeInTheDocument();
    await user.clear(form.getByLabelText(s('password.new')));
    await user.type(form.getByLabelText(s('password.new')), 'newpass12');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    expect(await form.findByText(errorText('in_confirmation_correct')!)).toBeInTheDocument();
    expect(platform.sent(memberCalls.changePassword)).toEqual([]);
  });

  it('[S1-5.17] follows the merchant\'s longer rule (10-64, any characters) and shows the platform\'s common-password refusal', async () => {
    const long: FieldRule = { acceptedPattern: '*', minLength: 10, maxLength: 64, required: true, enabled: true };
    const { platform, user } = renderSecurity({
      tab: 'passwords',
      rule: long,
      replies: [on(memberCalls.changePassword, fail(400, 'password.common', 'This password is too common.', { fields: ['newPassword'] }))],
    });
    const form = within(await screen.findByTestId('login-password'));
    expect(form.getByText(s('password.hint', { min: 10, max: 64 }))).toBeInTheDocument();
    await user.type(form.getByLabelText(s('password.old')), 'oldpass1');
    await user.type(form.getByLabelText(s('password.new')), 'nine4char');
    await user.type(form.getByLabelText(s('password.confirm')), 'nine4char');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    const ruleText = errorText('password.rule.invalid', { minLength: 10, maxLength: 64 })!;
    expect(ruleText).toContain('10');
    expect(await form.findByText(ruleText)).toBeInTheDocument();
    expect(platform.sent(memberCalls.changePassword)).toEqual([]);

    // spaces and symbols pass the rule; the platform refuses the password as too common
    for (const label of [s('password.new'), s('password.confirm')]) {
      await user.clear(form.getByLabelText(label));
      await user.type(form.getByLabelText(label), 'my password 1!');
    }
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    expect(await screen.findByTestId('dialog')).toHaveTextContent(errorText('password.common')!);
    expect(platform.sent(memberCalls.changePassword)).toHaveLength(1);
  });

  it('[S1-3.13] changes the login password (encrypted), then reloads the signed-in devices', async () => {
    const { platform, user } = renderSecurity({ tab: 'passwords', replies: [on(memberCalls.changePassword, ok(null))] });
    const form = within(await screen.findByTestId('login-password'));
    await user.type(form.getByLabelText(s('password.old')), 'oldpass1');
    await user.type(form.getByLabelText(s('password.new')), 'newpass12');
    await user.type(form.getByLabelText(s('password.confirm')), 'newpass12');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    await waitFor(() => expect(platform.sent(memberCalls.changePassword)).toHaveLength(1));
    const sent = platform.sent(memberCalls.changePassword)[0]!;
    expect(sent.headers.Encryption).toBeTruthy();
    expect(sent.body).toEqual({ oldPassword: 'oldpass1', newPassword: 'newpass12', confirmNewPassword: 'newpass12' });
    expect(await toastText()).toHaveTextContent(s('password.done'));
    expect(form.getByLabelText(s('password.old'))).toHaveValue('');
  });

  it('[S1-5.17] allows one password change per 3 seconds', async () => {
    const { platform, user } = renderSecurity({ tab: 'passwords', replies: [on(memberCalls.changePassword, ok(null))] });
    const form = within(await screen.findByTestId('login-password'));
    const change = async () => {
      await user.type(form.getByLabelText(s('password.old')), 'oldpass1');
      await user.type(form.getByLabelText(s('password.new')), 'newpass12');
      await user.type(form.getByLabelText(s('password.confirm')), 'newpass12');
      await user.click(form.getByRole('button', { name: s('password.submit') }));
    };
    await change();
    await waitFor(() => expect(platform.sent(memberCalls.changePassword)).toHaveLength(1));
    await waitFor(() => expect(form.getByLabelText(s('password.old'))).toHaveValue(''));
    await change();
    expect(await form.findByText(s('codes.password_change_too_fast'))).toBeInTheDocument();
    expect(platform.sent(memberCalls.changePassword)).toHaveLength(1);
  });

  it('a refused password change keeps what was typed and shows the platform message', async () => {
    renderSecurity({ tab: 'passwords', replies: [on(memberCalls.changePassword, fail(400, 'in_password_incorrect', 'Wrong password.'))] });
    const user = userEvent.setup();
    const form = within(await screen.findByTestId('login-password'));
    await user.type(form.getByLabelText(s('password.old')), 'oldpass1');
    await user.type(form.getByLabelText(s('password.new')), 'newpass12');
    await user.type(form.getByLabelText(s('password.confirm')), 'newpass12');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    expect(await screen.findByTestId('dialog')).toHaveTextContent(errorText('in_password_incorrect')!);
    expect(form.getByLabelText(s('password.old'))).toHaveValue('oldpass1');
  });

  it('a wrong current password (in_incorrect_password, \'incorrect password\' in spec 1 §5) is told at its field, not with the login wording', async () => {
    const wrong = fail(400, 'in_incorrect_password', 'The current password is not correct.');
    const { platform, user } = renderSecurity({
      tab: 'passwords',
      replies: [on(memberCalls.changePassword, wrong), on(moneyCalls.setPaymentPassword, wrong)],
    });
    const form = within(await screen.findByTestId('login-password'));
    await user.type(form.getByLabelText(s('password.old')), 'notmine1');
    await user.type(form.getByLabelText(s('password.new')), 'newpass12');
    await user.type(form.getByLabelText(s('password.confirm')), 'newpass12');
    await user.click(form.getByRole('button', { name: s('password.submit') }));
    const old = form.getByLabelText(s('password.old'));
    await waitFor(() => expect(old).toHaveAccessibleDescription(s('codes.current_password_wrong')));
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveValue('notmine1');
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(screen.queryByText(errorText('in_incorrect_password')!)).toBeNull();
    expect(platform.sent(memberCalls.changePassword)).toHaveLength(1);

    // the payment password's login password too
    const payment = within(screen.getByRole('form', { name: s('payment.setTitle') }));
    await user.type(payment.getByLabelText(s('payment.loginPassword')), 'notmine1');
    await user.type(payment.getByLabelText(s('payment.new')), '246810');
    await user.type(payment.getByLabelText(s('payment.confirm')), '246810');
    await user.click(payment.getByRole('button', { name: s('payment.setSubmit') }));
    await waitFor(() => expect(payment.getByLabelText(s('payment.loginPassword'))).toHaveAccessibleDescription(s('codes.current_password_wrong')));
    expect(screen.queryByTestId('dialog')).toBeNull();
  });

  it('sets a first payment password with the login password; the card then offers the change', async () => {
    const { platform, user } = renderSecurity({ tab: 'passwords', replies: [on(moneyCalls.setPaymentPassword, ok(null))] });
    const payment = within(await screen.findByTestId('payment-password'));
    expect(payment.getByText(s('state.notSet'))).toBeInTheDocument();
    await user.type(payment.getByLabelText(s('payment.loginPassword')), 'oldpass1');
    await user.type(payment.getByLabelText(s('payment.new')), '246810');
    await user.type(payment.getByLabelText(s('payment.confirm')), '246810');
    await user.click(payment.getByRole('button', { name: s('payment.setSubmit') }));
    await waitFor(() => expect(platform.sent(moneyCalls.setPaymentPassword)).toHaveLength(1));
    expect(platform.sent(moneyCalls.setPaymentPassword)[0]!.body).toEqual({ loginPassword: 'oldpass1', paymentPassword: '246810', confirmPaymentPassword: '246810' });
    expect(await payment.findByLabelText(s('payment.old'))).toBeInTheDocument();
    expect(payment.getByText(s('state.set'))).toBeInTheDocument();
  });

  it('changes a payment password that is set, with the current one', async () => {
    const { platform, user } = renderSecurity({
      tab: 'passwords',
      replies: [on(memberCalls.securityConfig, ok({ ...CONFIG, hasPaymentPassword: true })), on(moneyCalls.changePaymentPassword, ok(null))],
    });
    const payment = within(await screen.findByTestId('payment-password'));
    await user.type(payment.getByLabelText(s('payment.old')), '246810');
    await user.type(payment.getByLabelText(s('payment.new')), '135790');
    await user.type(payment.getByLabelText(s('payment.confirm')), '135790');
    await user.click(payment.getByRole('button', { name: s('payment.changeSubmit') }));
    await waitFor(() => expect(platform.sent(moneyCalls.changePaymentPassword)).toHaveLength(1));
    expect(platform.sent(moneyCalls.changePaymentPassword)[0]!.body).toEqual({ oldPaymentPassword: '246810', newPaymentPassword: '135790', confirmNewPaymentPassword: '135790' });
    expect(await toastText()).toHaveTextContent(s('payment.changeDone'));
  });
});

describe('security centre: mobile and e-mail', () => {
  it('[S1-6.5] changes the mobile number with its dialing code after an SMS code (UPDATEMOBILEICC3)', async () => {
    const { platform, user, onMemberChanged } = renderSecurity({
      tab: 'contact',
      flags: { UPDATEMOBILEICC3: true },
      replies: [
        on(accountSecurityCalls.sendMobileCode, ok({ expiredMinutes: 2 })),
        on(accountSecurityCalls.changeMobile, ok({ ...CONFIG, mobile: '139****1111' })),
      ],
    });
    const mobile = within(await screen.findByTestId('mobile'));
    await waitFor(() => expect(mobile.getByRole('combobox', { name: s('mobile.dialingCode') })).toHaveValue('+86'));
    await user.type(mobile.getByLabelText(s('mobile.number')), '13900001111');
    await user.click(mobile.getByRole('button', { name: i18n.t('verification:sms.getCode') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.sendMobileCode)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.sendMobileCode)[0]!.body).toEqual({ mobileNum: '13900001111', countryDialingCode: '+86' });
    await user.type(mobile.getByLabelText(s('mobile.code')), '123456');
    await user.type(mobile.getByLabelText(s('currentPassword')), 'oldpass1');
    await user.click(mobile.getByRole('button', { name: s('mobile.submit') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.changeMobile)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.changeMobile)[0]!.body).toEqual({
      countryDialingCode: '+86',
      mobileNum: '13900001111',
      verificationCode: '123456',
      password: 'oldpass1',
    });
    expect(await mobile.findByText(/139\*\*\*\*1111/)).toBeInTheDocument();
    expect(onMemberChanged).toHaveBeenCalled();
  });

  it('[S1-5.14] asks for no code for a mobile number that is not digits', async () => {
    const { platform, user } = renderSecurity({ tab: 'contact', flags: { UPDATEMOBILEICC3: true } });
    const mobile = within(await screen.findByTestId('mobile'));
    await user.type(mobile.getByLabelText(s('mobile.number')), '12ab');
    await user.click(mobile.getByRole('button', { name: i18n.t('verification:sms.getCode') }));
    expect(await mobile.findByText(errorText('br_enright_cphone')!)).toBeInTheDocument();
    expect(platform.sent(accountSecurityCalls.sendMobileCode)).toEqual([]);
  });

  it('without UPDATEMOBILEICC3 the mobile cannot be changed here; the e-mail can', async () => {
    renderSecurity({ tab: 'contact' });
    expect(await screen.findByTestId('email')).toBeInTheDocument();
    expect(screen.queryByTestId('mobile')).toBeNull();
  });

  it('changes the e-mail address after a code sent to it', async () => {
    const { platform, user } = renderSecurity({
      tab: 'contact',
      replies: [on(accountSecurityCalls.sendEmailCode, ok({ expirationTime: Date.now() + 300_000 })), on(accountSecurityCalls.changeEmail, ok({ ...CONFIG, email: 'p***@example.com', emailVerified: true }))],
    });
    const email = within(await screen.findByTestId('email'));
    await user.type(email.getByLabelText(s('email.address')), 'player@example.com');
    await user.click(email.getByRole('button', { name: i18n.t('verification:sms.getCode') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.sendEmailCode)[0]?.body).toEqual({ email: 'player@example.com' }));
    await user.type(email.getByLabelText(s('email.code')), '654321');
    await user.type(email.getByLabelText(s('currentPassword')), 'oldpass1');
    await user.click(email.getByRole('button', { name: s('email.submit') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.changeEmail)).toHaveLength(1));
    expect(await email.findByText(/p\*\*\*@example\.com · verified/)).toBeInTheDocument();
  });
});

describe('security centre: two-factor set-up', () => {
  const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Test%20Site:player01?secret=JBSWY3DPEHPK3PXP&issuer=Test%20Site', expiresAt: Date.now() + 600_000 };

  it('enrols an authenticator: password first, then the QR code of the otpauth URI and the secret, then the confirming code', async () => {
    const { platform, user } = renderSecurity({
      tab: 'twoFactor',
      replies: [
        on(accountSecurityCalls.enrolAuthenticator, ok(ENROLMENT)),
        on(accountSecurityCalls.enrolAuthenticatorConfirm, ok({ ...CONFIG, googleAuthBound: true, twoFactor: { ...CONFIG.twoFactor, ga: true } })),
      ],
    });
    const ga = within(await screen.findByTestId('ga'));
    await user.click(ga.getByRole('button', { name: s('ga.setUp') }));
    await user.type(ga.getByLabelText(s('currentPassword')), 'oldpass1');
    await user.click(ga.getByRole('button', { name: s('ga.start') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.enrolAuthenticator)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.enrolAuthenticator)[0]!.body).toEqual({ password: 'oldpass1' });
    expect(await ga.findByTestId('ga-secret')).toHaveTextContent(ENROLMENT.secret);
    expect(ga.getByRole('img', { name: s('ga.qr') })).toBeInTheDocument();
    // a code that is not 6 digits is not sent
    await user.type(ga.getByLabelText(s('ga.code')), '12');
    await user.click(ga.getByRole('button', { name: s('ga.confirm') }));
    expect(await ga.findByText(s('codes.two_factor_auth_code_required'))).toBeInTheDocument();
    await user.clear(ga.getByLabelText(s('ga.code')));
    await user.type(ga.getByLabelText(s('ga.code')), '492039');
    await user.click(ga.getByRole('button', { name: s('ga.confirm') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.enrolAuthenticatorConfirm)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.enrolAuthenticatorConfirm)[0]!.body).toEqual({ authCode: '492039' });
    expect(await ga.findByRole('button', { name: s('ga.remove') })).toBeInTheDocument();
    expect(ga.getByText(s('state.on'))).toBeInTheDocument();
  });

  it('a switch confirmed with a wrong current password says so at the password field', async () => {
    renderSecurity({
      tab: 'twoFactor',
      replies: [on(accountSecurityCalls.setTwoFactorMethods, fail(400, 'in_incorrect_password', 'The current password is not correct.'))],
    });
    const user = userEvent.setup();
    const sms = within(await screen.findByTestId('method-sms'));
    await user.click(sms.getByRole('switch', { name: s('twoFactor.sms') }));
    await user.type(sms.getByLabelText(s('currentPassword')), 'notmine1');
    await user.click(sms.getByRole('button', { name: s('twoFactor.turnOn') }));
    expect(await sms.findByText(s('codes.current_password_wrong'))).toBeInTheDocument();
    expect(screen.queryByTestId('dialog')).toBeNull();
    expect(sms.getByRole('switch', { name: s('twoFactor.sms') })).toHaveAttribute('aria-checked', 'false');
  });

  it('turns SMS on only after the current password is given', async () => {
    const { platform, user } = renderSecurity({
      tab: 'twoFactor',
      replies: [on(accountSecurityCalls.setTwoFactorMethods, ok({ ...CONFIG, twoFactor: { ...CONFIG.twoFactor, sms: true } }))],
    });
    const sms = within(await screen.findByTestId('method-sms'));
    const toggle = sms.getByRole('switch', { name: s('twoFactor.sms') });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await user.click(sms.getByRole('button', { name: s('twoFactor.turnOn') }));
    expect(await sms.findByText(s('codes.current_password_required'))).toBeInTheDocument();
    expect(platform.sent(accountSecurityCalls.setTwoFactorMethods)).toEqual([]);
    await user.type(sms.getByLabelText(s('currentPassword')), 'oldpass1');
    await user.click(sms.getByRole('button', { name: s('twoFactor.turnOn') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.setTwoFactorMethods)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.setTwoFactorMethods)[0]!.body).toEqual({ password: 'oldpass1', sms: true });
    await waitFor(() => expect(sms.getByRole('switch', { name: s('twoFactor.sms') })).toHaveAttribute('aria-checked', 'true'));
  });

  it('a method without its means (no e-mail, no payee name) cannot be switched on', async () => {
    renderSecurity({ tab: 'twoFactor' });
    const email = within(await screen.findByTestId('method-email'));
    expect(email.getByRole('switch', { name: s('twoFactor.email') })).toBeDisabled();
    expect(email.getByText(s('twoFactor.emailNeeds'))).toBeInTheDocument();
    expect(within(screen.getByTestId('method-payeeName')).getByRole('switch')).toBeDisabled();
  });

  it('removes a bound authenticator with the current password', async () => {
    const bound = { ...CONFIG, googleAuthBound: true, twoFactor: { ...CONFIG.twoFactor, ga: true } };
    const { platform, user } = renderSecurity({
      tab: 'twoFactor',
      replies: [on(memberCalls.securityConfig, ok(bound)), on(accountSecurityCalls.setTwoFactorMethods, ok(CONFIG))],
    });
    const ga = within(await screen.findByTestId('ga'));
    await user.click(ga.getByRole('button', { name: s('ga.remove') }));
    await user.type(ga.getByLabelText(s('currentPassword')), 'oldpass1');
    await user.click(within(ga.getByRole('form', { name: s('ga.removeTitle') })).getByRole('button', { name: s('ga.remove') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.setTwoFactorMethods)[0]?.body).toEqual({ password: 'oldpass1', ga: false }));
    expect(await ga.findByRole('button', { name: s('ga.setUp') })).toBeInTheDocument();
  });
});

describe('security centre: activity', () => {
  it('lists the signed-in devices and signs out one other device', async () => {
    const { platform, user } = renderSecurity({ tab: 'activity', replies: [on(accountSecurityCalls.endSession, ok(null))] });
    const sessions = within(await screen.findByTestId('active-sessions'));
    const rows = await sessions.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(s('sessions.thisDevice'))).toBeInTheDocument();
    // the current device has no sign-out of its own
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[1]!).getByRole('button'));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.endSession)).toHaveLength(1));
    expect(platform.sent(accountSecurityCalls.endSession)[0]!.params).toEqual({ sessionId: '12' });
    await waitFor(() => expect(platform.sent(accountSecurityCalls.sessions).length).toBeGreaterThan(1));
  });

  it('signs out all other devices at once', async () => {
    const { platform, user } = renderSecurity({ tab: 'activity', replies: [on(accountSecurityCalls.endOtherSessions, ok({ ended: 1 }))] });
    const sessions = within(await screen.findByTestId('active-sessions'));
    await user.click(await sessions.findByRole('button', { name: s('sessions.endOthers') }));
    await waitFor(() => expect(platform.sent(accountSecurityCalls.endOtherSessions)).toHaveLength(1));
    expect(await toastText()).toHaveTextContent(s('sessions.allEnded'));
  });

  it('shows the login history with success and failure, and pages through it', async () => {
    const { platform, user } = renderSecurity({
      tab: 'activity',
      replies: [
        on(accountSecurityCalls.loginHistory, (req) =>
          req.query.page === '2' ? ok(historyPage(2, 2, [attempt(11)])) : ok(historyPage(1, 2, [attempt(1), attempt(2, false)])),
        ),
      ],
    });
    const history = within(await screen.findByTestId('login-history'));
    expect(await history.findByText(s('history.failure'))).toBeInTheDocument();
    expect(history.getByText(s('history.ip', { ip: '203.0.113.1' }))).toBeInTheDocument();
    expect(history.getByText(s('pageOf', { page: 1, total: 2 }))).toBeInTheDocument();
    await user.click(history.getByRole('button', { name: s('next') }));
    expect(await history.findByText(s('history.ip', { ip: '203.0.113.11' }))).toBeInTheDocument();
    expect(platform.sent(accountSecurityCalls.loginHistory).map((r) => r.query)).toContainEqual({ page: '2', size: '10' });
  });

  it('an empty login history says so', async () => {
    renderSecurity({ tab: 'activity', replies: [on(accountSecurityCalls.loginHistory, ok(historyPage(1, 0, [])))] });
    expect(await screen.findByText(s('history.empty'))).toBeInTheDocument();
  });
});
