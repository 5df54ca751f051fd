import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@lotto/contract';
import { changeLanguage, errorText, i18n } from '../lib/i18n';
import { useDialogStore } from '../lib/dialogs';
import { resetFunnel } from '../lib/error-funnel';
import { getSessionValue, setMerchantCode, setSessionValue, setSource, setToken } from '../lib/storage';
import { useAuthStore } from '../features/auth';
import { installAuthPlatform, type AuthPlatform } from './testing/auth-platform';
import { renderApp } from './testing/render-app';

const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });
const code = (c: string) => errorText(c) ?? a(`codes.${c}`);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  useDialogStore.getState().clearDialogs();
  useAuthStore.getState().reset();
  resetFunnel();
  await changeLanguage('EN');
  setMerchantCode('demo');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openLoginPopup(user = userEvent.setup()) {
  const view = renderApp('/');
  const header = await screen.findByRole('banner');
  await user.click(within(header).getByRole('link', { name: i18n.t('shell:header.login') }));
  const dialog = await screen.findByTestId('login-dialog');
  return { ...view, user, dialog: within(dialog) };
}

async function typeCredentials(dialog: BoundFunctions<typeof queries>, user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  const u = dialog.getByLabelText(a('login.username'));
  const p = dialog.getByLabelText(a('login.password'));
  await user.clear(u);
  await user.clear(p);
  if (username) await user.type(u, username);
  if (password) await user.type(p, password);
  await user.click(dialog.getByRole('button', { name: a('login.submit') }));
}

const dialogMessage = () => screen.findByTestId('dialog');

describe('login panel', () => {
  it('[S1-5.16] [S1-8.11] [S1-5.3] [S1-5.4] shows every login validation message in order and sends nothing until the form passes', async () => {
    const platform = await installAuthPlatform();
    const { dialog, user } = await openLoginPopup();
    const error = () => dialog.getByTestId('login-error');
    // no FREEPLAY3 and no social flags: neither free play nor social buttons
    expect(dialog.queryByRole('button', { name: a('login.freeplay') })).toBeNull();
    expect(dialog.queryByRole('button', { name: a('social.google') })).toBeNull();

    await typeCredentials(dialog, user, '', '');
    expect(error()).toHaveTextContent(code('in_incorrect_password'));
    expect(dialog.getByLabelText(a('login.username'))).toHaveAttribute('aria-invalid', 'true');

    await typeCredentials(dialog, user, 'demo01', '');
    expect(error()).toHaveTextContent(code('in_incorrect_password'));
    expect(dialog.getByLabelText(a('login.password'))).toHaveAttribute('aria-invalid', 'true');

    await typeCredentials(dialog, user, 'abc', 'demo1234');
    expect(error()).toHaveTextContent(code('login_username_rule'));

    await typeCredentials(dialog, user, 'demo01', '123');
    expect(error()).toHaveTextContent(code('login_password_rule'));

    expect(platform.calls.filter((c) => c.includes('/wps/session/login'))).toEqual([]);
  });

  it('[S1-5.16] [S1-8.10] [S1-5.5] a phone login clears a non-digit number with br_enright_cphone, then checks the 10-16 digit rule', async () => {
    await installAuthPlatform({ whitelabel: { MOBILELOGIN3: true, MOBILEVERCODELOGIN3: true } });
    const { dialog, user } = await openLoginPopup();
    const tabs = dialog.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([a('login.mode.username'), a('login.mode.sms'), a('login.mode.mobileNum')]);
    await user.click(dialog.getByRole('tab', { name: a('login.mode.mobileNum') }));
    const mobile = dialog.getByLabelText(a('login.mobile'));
    await user.type(mobile, '138abc');
    await user.type(dialog.getByLabelText(a('login.password')), 'demo1234');
    await user.click(dialog.getByRole('button', { name: a('login.submit') }));
    expect(dialog.getByTestId('login-error')).toHaveTextContent(code('br_enright_cphone'));
    expect(mobile).toHaveValue('');

    await user.type(mobile, '13800');
    await user.click(dialog.getByRole('button', { name: a('login.submit') }));
    expect(dialog.getByTestId('login-error')).toHaveTextContent(code('error_phone_number_limit'));
  });

  it('[S1-4.2] [S1-4.4] [S1-7.1] [S1-7.4] [S1-7.13] [S1-1.6] logs in from the header popup: trimmed username, token stored, info and balance loaded, popup closed, info bar shown', async () => {
    const platform = await installAuthPlatform({ whitelabel: { INBOX3: true } });
    const { dialog, user, router } = await openLoginPopup();
    await typeCredentials(dialog, user, '  demo01  ', 'demo1234');

    await waitFor(() => expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument());
    expect(platform.bodies['/wps/session/login']![0]).toMatchObject({ username: 'demo01', password: 'demo1234', type: 'username' });
    expect(sessionStorage.getItem('token')).toBe('tok-demo01');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(router.state.location.pathname).toBe('/');

    const bar = await screen.findByTestId('member-bar');
    expect(within(bar).getByTestId('member-name')).toHaveTextContent('Lucky Demo');
    expect(within(bar).getByTestId('level-label')).toHaveTextContent('Gold');
    expect(within(bar).getByTestId('level-label')).toHaveStyle({ color: '#f5b301' });
    await waitFor(() => expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('¥1,234.50'));
    expect(await within(bar).findByTestId('unread-badge')).toHaveTextContent('3');
    expect(platform.calls).toContain('GET /wps/v2/wallets/balance?typeId=0');
  });

  it('[S1-4.5] [S1-2.6] a failure carrying the captcha flag shows the captcha, hides the spinner and shows the server message', async () => {
    await installAuthPlatform();
    const { dialog, user } = await openLoginPopup();
    await typeCredentials(dialog, user, 'demo01', 'wrong999');
    expect(await dialogMessage()).toHaveTextContent('Incorrect username or password.');
    await user.click(within(screen.getByTestId('dialog')).getByRole('button'));
    expect(await dialog.findByLabelText(i18n.t('verification:captcha.label'))).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: a('login.submit') })).toBeEnabled();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('SMS-code login', () => {
  const v = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'verification', ...vars });

  it('[S1-2.6] offers the SMS-code mode only when MOBILEVERCODELOGIN3 is on', async () => {
    await installAuthPlatform();
    const { dialog } = await openLoginPopup();
    expect(dialog.queryByRole('tab', { name: a('login.mode.sms') })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText(a('login.smsCode'))).not.toBeInTheDocument();
  });

  it('[S1-2.6] [S1-4.9] [S1-3.9] [S1-7.10] sends the login code with the captcha, counts down a fixed 120 s, and logs in with type sms and the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const platform = await installAuthPlatform({ whitelabel: { MOBILEVERCODELOGIN3: true, CAPTCHA3: true } });
    platform.login = (b) =>
      b.type === 'sms' && b.username === '13800000002' && b.password === '654321'
        ? { value: { token: 'tok-demo01', firstTimeLogin: false, passwordExpired: false, userName: 'demo01' } }
        : { status: 400, errorCode: 'login.failed', message: 'Incorrect username or password.' };
    const { dialog, user } = await openLoginPopup(userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }));
    await user.click(dialog.getByRole('tab', { name: a('login.mode.sms') }));
    expect(dialog.getByRole('tab', { name: a('login.mode.sms') })).toHaveAttribute('aria-selected', 'true');
    await user.type(dialog.getByLabelText(a('login.mobile')), '13800000002');
    await dialog.findByRole('img', { name: v('captcha.imageAlt') });

    // no code is requested before the captcha is passed
    await user.click(dialog.getByRole('button', { name: v('sms.getCode') }));
    expect((await dialog.findAllByText(code('verify_first'))).length).toBeGreaterThan(0);
    expect(platform.bodies['/wps/verification/sms/noLogin']).toBeUndefined();

    await user.type(dialog.getByRole('textbox', { name: v('captcha.label') }), 'k3p9');
    await user.click(dialog.getByRole('button', { name: v('sms.getCode') }));
    await waitFor(() => expect(platform.bodies['/wps/verification/sms/noLogin']).toHaveLength(1));
    expect(platform.bodies['/wps/verification/sms/noLogin']![0]).toMatchObject({ mobileNum: '13800000002', purpose: 'login', captcha: 'k3p9' });
    const countdown = await dialog.findByRole('button', { name: v('sms.countdown', { seconds: 120 }) });
    expect(countdown).toBeDisabled();
    // the send spent the captcha
    await waitFor(() => expect(dialog.getByRole('textbox', { name: v('captcha.label') })).toHaveValue(''));

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(await dialog.findByRole('button', { name: v('sms.countdown', { seconds: 60 }) })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(await dialog.findByRole('button', { name: v('sms.getCode') })).toBeEnabled();

    await user.type(dialog.getByLabelText(a('login.smsCode')), '654321');
    await user.click(dialog.getByRole('button', { name: a('login.submit') }));
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument());
    expect(platform.bodies['/wps/session/login']![0]).toMatchObject({ username: '13800000002', password: '654321', type: 'sms' });
    expect(platform.bodies['/wps/session/login']![0]).not.toHaveProperty('captcha');
    expect(sessionStorage.getItem('token')).toBe('tok-demo01');
  }, 20_000);

  it('[S1-4.9] a refused send puts the button back to "get code" with the server message', async () => {
    const platform = await installAuthPlatform({ whitelabel: { MOBILEVERCODELOGIN3: true } });
    platform.smsCode = () => ({ status: 429, errorCode: 'TOO_MANY_REQUESTS', message: 'Please wait 42 s before requesting another code.' });
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('tab', { name: a('login.mode.sms') }));
    expect(dialog.queryByTestId('captcha-box')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText(a('login.mobile')), '13800000002');
    await user.click(dialog.getByRole('button', { name: v('sms.getCode') }));
    await waitFor(() => expect(platform.bodies['/wps/verification/sms/noLogin']).toHaveLength(1));
    expect(platform.bodies['/wps/verification/sms/noLogin']![0]).not.toHaveProperty('captcha');
    expect(await dialog.findByRole('button', { name: v('sms.getCode') })).toBeEnabled();
  });
});

describe('login box after a failure (merchant setting loginPopAfterFailure)', () => {
  async function failOnLoginPage() {
    const user = userEvent.setup();
    renderApp('/login');
    const panel = within(await screen.findByTestId('login-panel'));
    await typeCredentials(panel, user, 'demo01', 'wrong999');
    const alert = await dialogMessage();
    expect(alert).toHaveTextContent('Incorrect username or password.');
    // the message is read first: no popup while the alert is open
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button'));
    return user;
  }

  it('[S1-2.6] with the setting on, a failed login on /login continues in the login popup once the alert is closed, captcha included', async () => {
    await installAuthPlatform({ loginPopAfterFailure: true });
    await failOnLoginPage();
    const popup = within(await screen.findByTestId('login-dialog'));
    expect(popup.getByLabelText(a('login.username'))).toBeInTheDocument();
    expect(await popup.findByLabelText(i18n.t('verification:captcha.label'))).toBeInTheDocument();
  }, 15_000);

  it('[S1-2.6] with the setting off (or not sent), a failed login on /login stays on the page', async () => {
    await installAuthPlatform();
    await failOnLoginPage();
    await waitFor(() => expect(screen.queryByTestId('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('login-panel')).toBeInTheDocument();
  }, 15_000);

  it('a failure inside the popup keeps the popup as it is', async () => {
    await installAuthPlatform({ loginPopAfterFailure: true });
    const { dialog, user } = await openLoginPopup();
    await typeCredentials(dialog, user, 'demo01', 'wrong999');
    await user.click(within(await dialogMessage()).getByRole('button'));
    expect(screen.getAllByTestId('login-panel')).toHaveLength(1);
    expect(screen.getByTestId('login-dialog')).toBeInTheDocument();
  }, 15_000);
});

describe('forced password change', () => {
  it('[S1-4.3] [S1-4.11] [S1-5.17] [S1-2.8] the default password forces a change; rule and confirmation are checked, one change per 3 s, then /index and completion', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const platform = await installAuthPlatform();
    let attempts = 0;
    platform.changePassword = () => (++attempts === 1 ? { status: 400, errorCode: 'password.old.wrong', message: 'Old password is wrong.' } : { value: null });
    const { dialog, user, router } = await openLoginPopup();
    await typeCredentials(dialog, user, 'fresh01', 'a123456');

    const forced = within(await screen.findByTestId('forced-password-dialog'));
    expect(sessionStorage.getItem('token')).toBe('tok-fresh01');
    // completion is held: no member info yet
    expect(platform.calls).not.toContain('GET /wps/member/info');
    const submit = () => user.click(forced.getByRole('button', { name: a('forced.submit') }));

    await user.type(forced.getByLabelText(a('forced.new')), 'ab');
    await submit();
    expect(forced.getByText(code('in_password_incorrect'))).toBeInTheDocument();

    await user.clear(forced.getByLabelText(a('forced.new')));
    await user.type(forced.getByLabelText(a('forced.new')), 'newpass1');
    await user.type(forced.getByLabelText(a('forced.confirm')), 'newpass2');
    await submit();
    expect(forced.getByText(code('in_confirmation_correct'))).toBeInTheDocument();

    await user.clear(forced.getByLabelText(a('forced.confirm')));
    await user.type(forced.getByLabelText(a('forced.confirm')), 'newpass1');
    await submit();
    expect(await dialogMessage()).toHaveTextContent('Old password is wrong.');
    await user.click(within(screen.getByTestId('dialog')).getByRole('button'));

    // a second try within 3 s is refused without a call
    vi.setSystemTime(Date.now() + 1000);
    await submit();
    expect(forced.getByText(code('password_change_too_fast'))).toBeInTheDocument();
    expect(platform.calls.filter((c) => c === 'PUT /wps/member/password')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 3000);
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(platform.calls.filter((c) => c === 'PUT /wps/member/password')).toHaveLength(2);
    expect(platform.bodies['/wps/member/password']![1]).toEqual({ oldPassword: 'a123456', newPassword: 'newpass1', confirmNewPassword: 'newpass1' });
    expect(platform.calls).toContain('GET /wps/member/info');
    expect(screen.queryByTestId('forced-password-dialog')).not.toBeInTheDocument();
  });

  it('[S1-4.3] an expired password forces the change only when PWDEXPFORCECHANGE3 is on', async () => {
    await installAuthPlatform();
    const first = await openLoginPopup();
    await typeCredentials(first.dialog, first.user, 'expired01', 'expired1234');
    await waitFor(() => expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('forced-password-dialog')).not.toBeInTheDocument();
    first.unmount();

    sessionStorage.clear();
    useAuthStore.getState().reset();
    await installAuthPlatform({ whitelabel: { PWDEXPFORCECHANGE3: true } });
    const second = await openLoginPopup();
    await typeCredentials(second.dialog, second.user, 'expired01', 'expired1234');
    expect(await screen.findByTestId('forced-password-dialog')).toBeInTheDocument();
  });
});

describe('forced change after a registration without a password', () => {
  it('[S1-4.8] [S1-2.8] [S1-4.11] a generated password is changed without an old-password field, then /index and the flags go off', async () => {
    const platform = await installAuthPlatform();
    // what the registration feature leaves behind (web/src/features/register/session.ts)
    setSessionValue('changePassword', '1');
    setSessionValue('defaultPassword', '1');
    setToken('tok-demo01');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const forced = within(await screen.findByTestId('forced-password-dialog'));
    expect(forced.queryByLabelText(a('forced.old'))).toBeNull();
    await user.type(forced.getByLabelText(a('forced.new')), 'newpass1');
    await user.type(forced.getByLabelText(a('forced.confirm')), 'newpass1');
    await user.click(forced.getByRole('button', { name: a('forced.submit') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(platform.bodies['/wps/member/password']).toEqual([{ newPassword: 'newpass1', confirmNewPassword: 'newpass1' }]);
    expect(screen.queryByTestId('forced-password-dialog')).not.toBeInTheDocument();
    expect(getSessionValue('changePassword')).toBeNull();
    expect(getSessionValue('defaultPassword')).toBeNull();
  });

  it('[S1-4.3] [S1-2.8] a login whose reply says the password was generated opens the change without the old-password field', async () => {
    const platform = await installAuthPlatform();
    platform.login = () => ({ value: { token: 'tok-demo01', firstTimeLogin: true, passwordExpired: false, userName: 'demo01', defaultPassword: true } });
    const { dialog, user } = await openLoginPopup();
    await typeCredentials(dialog, user, 'demo01', '123456');
    const forced = within(await screen.findByTestId('forced-password-dialog'));
    expect(forced.queryByLabelText(a('forced.old'))).toBeNull();
    await user.type(forced.getByLabelText(a('forced.new')), 'newpass1');
    await user.type(forced.getByLabelText(a('forced.confirm')), 'newpass1');
    await user.click(forced.getByRole('button', { name: a('forced.submit') }));
    await waitFor(() => expect(platform.bodies['/wps/member/password']).toEqual([{ newPassword: 'newpass1', confirmNewPassword: 'newpass1' }]));
  });

  it('[S1-4.8] [S1-5.17] without the generated-password flag the old password is still asked for', async () => {
    const platform = await installAuthPlatform();
    setSessionValue('changePassword', '1');
    setToken('tok-demo01');
    const user = userEvent.setup();
    renderApp('/');
    const forced = within(await screen.findByTestId('forced-password-dialog'));
    expect(forced.getByLabelText(a('forced.old'))).toBeInTheDocument();
    await user.type(forced.getByLabelText(a('forced.new')), 'newpass1');
    await user.type(forced.getByLabelText(a('forced.confirm')), 'newpass1');
    await user.click(forced.getByRole('button', { name: a('forced.submit') }));
    expect(forced.getByText(code('in_password_incorrect'))).toBeInTheDocument();
    expect(platform.bodies['/wps/member/password']).toBeUndefined();
  });
});

describe('two-factor login', () => {
  it('[S1-4.6] [S1-8.17] [S1-8.18] [S1-5.19] [S1-2.13] opens with the allowed tabs in order, marks a missing field, shows a failure and clears the codes, then passes', async () => {
    const platform = await installAuthPlatform();
    const { dialog, user, router } = await openLoginPopup();
    await typeCredentials(dialog, user, 'secure01', 'secure1234');

    const modal = within(await screen.findByTestId('two-factor-dialog'));
    expect(screen.queryByTestId('dialog')).not.toBeInTheDocument(); // caller-handled: no funnel dialog
    expect(modal.getAllByRole('tab').map((t) => t.textContent)).toEqual([a('twoFactor.tab.ga'), a('twoFactor.tab.email')]);

    const verify = () => user.click(modal.getByRole('button', { name: a('twoFactor.submit') }));
    await verify();
    const authCode = modal.getByLabelText(a('twoFactor.authCode'));
    expect(authCode).toHaveAttribute('aria-invalid', 'true');
    expect(authCode).toHaveFocus();
    expect(platform.calls.filter((c) => c.includes('verification'))).toEqual([]);

    await user.type(authCode, '000000');
    await verify();
    expect(await dialogMessage()).toHaveTextContent('The code is wrong.');
    expect(screen.getByTestId('dialog')).toHaveAttribute('data-tone', 'warning');
    expect(modal.getByLabelText(a('twoFactor.authCode'))).toHaveValue('');
    await user.click(within(screen.getByTestId('dialog')).getByRole('button'));

    await user.type(modal.getByLabelText(a('twoFactor.authCode')), '123456');
    await verify();
    await waitFor(() =>
      expect(platform.bodies['/wps/session/login/verification']!.at(-1)).toMatchObject({ username: 'secure01', password: 'secure1234', method: 'G', authCode: '123456' }),
    );
    expect(await screen.findByText(a('twoFactor.passed'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('two-factor-dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(sessionStorage.getItem('token')).toBe('tok-secure01');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('two-factor SMS code', () => {
  it('[S1-4.6] with CAPTCHA3 the SMS tab asks for the image code, then sends the two-factor code request with it for the account signing in', async () => {
    const platform = await installAuthPlatform({ whitelabel: { CAPTCHA3: true } });
    platform.login = () => ({ status: 403, errorCode: 'login_verify_required', message: 'Verification required', value: { sms: true } });
    const v = (key: string) => i18n.t(key, { ns: 'verification' });
    const { dialog, user } = await openLoginPopup();
    await typeCredentials(dialog, user, 'secure01', 'secure1234');
    const tf = within(await screen.findByTestId('two-factor-dialog'));
    await user.type(tf.getByLabelText(a('twoFactor.mobile')), '13800000001');
    await tf.findByRole('img', { name: v('captcha.imageAlt') });
    await user.click(tf.getByRole('button', { name: v('sms.getCode') }));
    expect((await tf.findAllByText(code('verify_first'))).length).toBeGreaterThan(0);
    expect(platform.bodies['/wps/verification/sms/noLogin']).toBeUndefined();

    await user.type(tf.getByRole('textbox', { name: v('captcha.label') }), 'q1w2');
    await user.click(tf.getByRole('button', { name: v('sms.getCode') }));
    await waitFor(() => expect(platform.bodies['/wps/verification/sms/noLogin']).toHaveLength(1));
    expect(platform.bodies['/wps/verification/sms/noLogin']![0]).toMatchObject({ mobileNum: '13800000001', purpose: 'twoFactor', username: 'secure01', captcha: 'q1w2' });
    await waitFor(() => expect(tf.getByRole('textbox', { name: v('captcha.label') })).toHaveValue(''));
  }, 15_000);
});

describe('sign-out and roles', () => {
  async function loggedInAs(user: string, opts: Parameters<typeof installAuthPlatform>[0] = {}): Promise<AuthPlatform> {
    const platform = await installAuthPlatform(opts);
    sessionStorage.setItem('token', `tok-${user}`);
    sessionStorage.setItem('isAgent', user === 'trial01' ? '4' : '0');
    return platform;
  }

  it('[S1-4.12] [S1-2.15] [S1-7.3] sign-out asks first, sends DELETE logout, keeps only the merchant code and goes home', async () => {
    const platform = await loggedInAs('demo01');
    sessionStorage.setItem('username', 'demo01');
    const user = userEvent.setup();
    const { router } = renderApp('/help');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: 'Lucky Demo' }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.signOut') }));
    const confirm = within(await dialogMessage());
    expect(confirm.getByText(a('signOut.message'))).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: a('signOut.confirm') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(platform.calls).toContain('DELETE /wps/session/logout');
    expect(platform.headers['/wps/session/logout']![0]).toMatchObject({ Authorization: 'tok-demo01', Merchant: 'demo' });
    expect(Object.keys(sessionStorage)).toEqual(['merchantCode']);
    expect(await screen.findByRole('link', { name: i18n.t('shell:header.login') })).toBeInTheDocument();
  });

  it('[S1-4.12] [S1-6.4] an agent source lands on the agent page and the source is removed', async () => {
    await loggedInAs('demo01');
    setSource('agent');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: 'Lucky Demo' }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.signOut') }));
    await user.click(within(await dialogMessage()).getByRole('button', { name: a('signOut.confirm') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(sessionStorage.getItem('source')).toBeNull();
  });

  it('[S1-6.2] [S1-8.5] a trial account (isAgent 4) skips the unread load and is refused from member pages with in_need_true_account', async () => {
    const platform = await loggedInAs('trial01', { whitelabel: { INBOX3: true } });
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('member-bar');
    await waitFor(() => expect(platform.calls).toContain('GET /wps/member/info'));
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: 'trial01' }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.links.depositv2') }));
    expect(await dialogMessage()).toHaveTextContent(errorText('in_need_true_account')!);
    expect(platform.calls.some((c) => c.includes('CSP_unreadCount'))).toBe(false);
  });

  it('[S1-6.2] a real member loads the unread count; a guest opening the member centre goes to /login', async () => {
    const platform = await loggedInAs('demo01', { whitelabel: { INBOX3: true } });
    renderApp('/');
    await waitFor(() => expect(platform.calls.some((c) => c.includes('CSP_unreadCount'))).toBe(true));
  });

  it('[S1-6.3] sends a language change for a logged-in real member, never for a trial account', async () => {
    const platform = await loggedInAs('demo01');
    renderApp('/');
    await screen.findByTestId('member-bar');
    await act(() => changeLanguage('JA'));
    await waitFor(() => expect(platform.bodies['/wps/member/language']).toEqual([{ language: 'JA' }]));

    sessionStorage.setItem('isAgent', '4');
    await act(() => changeLanguage('KO'));
    await new Promise((r) => setTimeout(r, 50));
    expect(platform.bodies['/wps/member/language']).toHaveLength(1);
  });

  it('[S1-1.6] the balance hide toggle masks the balance and is remembered', async () => {
    await loggedInAs('demo01');
    const user = userEvent.setup();
    const view = renderApp('/');
    const bar = await screen.findByTestId('member-bar');
    await waitFor(() => expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('¥1,234.50'));
    await user.click(within(bar).getByRole('button', { name: a('bar.hideBalance') }));
    expect(within(bar).getAllByTestId('balance')[0]).toHaveTextContent('••••••');
    expect(localStorage.getItem('hideBalance')).toBe('1');
    view.unmount();
    renderApp('/');
    const again = await screen.findByTestId('member-bar');
    await waitFor(() => expect(within(again).getAllByTestId('balance')[0]).toHaveTextContent('••••••'));
  });
});

describe('social sign-in, free play and loginPop', () => {
  it('[S1-4.7] [S1-2.12] [S1-8.16] [S1-3.2] a social sign-in with no bound account offers the bind choice; the existing account path binds on the next password login', async () => {
    const platform = await installAuthPlatform({ whitelabel: { GOOGLELOGIN3: true, FIREBASECREATEACC3: true } });
    platform.login = (b) =>
      b.type === 'firebase'
        ? { status: 409, errorCode: 'bind_customer_required', message: 'Not linked yet [firebase]' }
        : { value: { token: 'tok-demo01', firstTimeLogin: false, passwordExpired: false, userName: 'demo01' } };
    const fakePopup = { closed: false, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(fakePopup as unknown as Window);
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: a('social.google') }));
    expect(open.mock.calls[0]![0]).toBe('/dev/identity/sign-in?provider=google');
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'lotto-dev-identity', provider: 'google', idToken: 'id-jwt' } }));

    const bind = within(await screen.findByTestId('bind-dialog'));
    expect(bind.getByText('Not linked yet')).toBeInTheDocument();
    expect(platform.bodies['/wps/session/login']![0]).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'id-jwt' });
    expect(bind.getByRole('button', { name: a('bind.register') })).toBeInTheDocument();
    await user.click(bind.getByRole('button', { name: a('bind.existing') }));

    const again = within(await screen.findByTestId('login-dialog'));
    expect(again.getByText(a('bind.keptHint'))).toBeInTheDocument();
    await typeCredentials(again, user, 'demo01', 'demo1234');
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-demo01'));
    expect(platform.bodies['/wps/session/login']![1]).toMatchObject({ username: 'demo01', type: 'username', firebaseChannel: 'google', firebaseIdToken: 'id-jwt' });
  });

  it('[S1-1.1] [S1-7.8] free play shows only with FREEPLAY3 and logs in with a demo account', async () => {
    const platform = await installAuthPlatform({ whitelabel: { FREEPLAY3: true } });
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: a('login.freeplay') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-trial01'));
    expect(platform.calls).toContain('POST /wps/session/login/freeplay');
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('4'));
  });

  it('[S1-6.1] with loginPop on, a guest hitting in_sorry_in gets the login popup instead of a dialog', async () => {
    await installAuthPlatform({ loginPop: true });
    renderApp('/');
    await screen.findByRole('banner');
    await waitFor(() => expect(useAuthStore.getState().config.loginPop).toBe(true));
    const { handleApiError } = await import('../lib/error-funnel');
    const { ApiError } = await import('../lib/api-error');
    act(() => {
      handleApiError(new ApiError({ status: 401, errorCode: 'in_sorry_in', callId: 'games.launch', path: '/wps/game/launchGame' }));
    });
    expect(await screen.findByTestId('login-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('dialog')).not.toBeInTheDocument();
  });
});

describe('forgot password and login page', () => {
  it('[S1-5.18] [S1-2.9] [S1-8.3] [S1-8.4] the forgot-password dialog needs a username, then a valid e-mail', async () => {
    const platform = await installAuthPlatform();
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: a('login.forgot') }));
    const forgot = within(await screen.findByTestId('forgot-dialog'));
    expect(forgot.getAllByRole('tab').map((t) => t.textContent)).toEqual([a('forgot.tab.phone'), a('forgot.tab.email'), a('forgot.tab.service')]);
    await user.click(forgot.getByRole('tab', { name: a('forgot.tab.email') }));
    await user.click(forgot.getByRole('button', { name: a('forgot.submit') }));
    expect(forgot.getByText(code('in_account_incorrect'))).toBeInTheDocument();
    await user.type(forgot.getByLabelText(a('login.username')), 'demo01');
    await user.type(forgot.getByLabelText(a('forgot.email')), 'not-an-email');
    await user.click(forgot.getByRole('button', { name: a('forgot.submit') }));
    expect(forgot.getByText(code('in_email_incorrect'))).toBeInTheDocument();
    await user.clear(forgot.getByLabelText(a('forgot.email')));
    await user.type(forgot.getByLabelText(a('forgot.email')), 'demo@example.com');
    await user.click(forgot.getByRole('button', { name: a('forgot.submit') }));
    await waitFor(() => expect(platform.bodies['/wps/member/password/email']).toEqual([{ username: 'demo01', email: 'demo@example.com' }]));
  });

  it('[S1-2.9] the phone tab with CAPTCHA3 asks for the image code before sending, sends it with the SMS request and loads a new image after sending and on closing', async () => {
    const platform = await installAuthPlatform({ whitelabel: { CAPTCHA3: true } });
    const v = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'verification', ...vars });
    const captchaLoads = () => platform.calls.filter((c) => c.startsWith('GET /wps/captcha?')).length;
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: a('login.forgot') }));
    const forgot = within(await screen.findByTestId('forgot-dialog'));
    // the captcha has its own label: the SMS code field stays the only "Verification code"
    expect(v('captcha.label')).not.toBe(a('login.smsCode'));
    expect(forgot.getAllByLabelText(a('login.smsCode'))).toHaveLength(1);
    await user.type(forgot.getByLabelText(a('login.username')), 'demo01');
    await user.type(forgot.getByLabelText(a('login.mobile')), '13800000002');
    await forgot.findByRole('img', { name: v('captcha.imageAlt') });
    expect(captchaLoads()).toBe(1);

    await user.click(forgot.getByRole('button', { name: v('sms.getCode') }));
    expect((await forgot.findAllByText(code('verify_first'))).length).toBeGreaterThan(0);
    expect(platform.bodies['/wps/member/password/sms']).toBeUndefined();

    await user.type(forgot.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(forgot.getByRole('button', { name: v('sms.getCode') }));
    await waitFor(() => expect(platform.bodies['/wps/member/password/sms']).toHaveLength(1));
    expect(platform.bodies['/wps/member/password/sms']![0]).toMatchObject({ username: 'demo01', mobileNumber: '13800000002', captcha: 'x7k2' });
    expect(await forgot.findByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    // the send spent the captcha: the answer is cleared and a new image comes (at most one a second)
    await waitFor(() => expect(forgot.getByRole('textbox', { name: v('captcha.label') })).toHaveValue(''));
    await waitFor(() => expect(captchaLoads()).toBe(2), { timeout: 3000 });

    await user.type(forgot.getByRole('textbox', { name: v('captcha.label') }), 'zz99');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('forgot-dialog')).not.toBeInTheDocument());
    act(() => useAuthStore.getState().set({ forgotOpen: true }));
    const again = within(await screen.findByTestId('forgot-dialog'));
    expect(again.getByRole('textbox', { name: v('captcha.label') })).toHaveValue('');
    await waitFor(() => expect(captchaLoads()).toBe(3), { timeout: 3000 });
  }, 20_000);

  it('the phone tab without CAPTCHA3 shows no captcha and sends the SMS request without one', async () => {
    const platform = await installAuthPlatform();
    const { dialog, user } = await openLoginPopup();
    await user.click(dialog.getByRole('button', { name: a('login.forgot') }));
    const forgot = within(await screen.findByTestId('forgot-dialog'));
    expect(forgot.queryByTestId('captcha-box')).not.toBeInTheDocument();
    await user.type(forgot.getByLabelText(a('login.username')), 'demo01');
    await user.type(forgot.getByLabelText(a('login.mobile')), '13800000002');
    await user.click(forgot.getByRole('button', { name: i18n.t('verification:sms.getCode') }));
    await waitFor(() => expect(platform.bodies['/wps/member/password/sms']).toHaveLength(1));
    expect(platform.bodies['/wps/member/password/sms']![0]).toMatchObject({ username: 'demo01', mobileNumber: '13800000002' });
    expect(platform.bodies['/wps/member/password/sms']![0]).not.toHaveProperty('captcha');
  });

  it.each([...LANGUAGES])('[S1-2.7] /login in %s has a named control for every button, link and field', async (lang) => {
    await installAuthPlatform({ whitelabel: { FREEPLAY3: true, GOOGLELOGIN3: true, LINELOGIN3: true, MOBILELOGIN3: true } });
    await changeLanguage(lang);
    renderApp('/login');
    const panel = await screen.findByTestId('login-panel');
    await within(panel).findAllByRole('tab');
    const controls = [
      ...within(panel).getAllByRole('button'),
      ...within(panel).getAllByRole('textbox'),
      ...within(panel).getAllByRole('tab'),
      ...within(panel).getAllByRole('checkbox'),
    ];
    for (const c of controls) expect(c).toHaveAccessibleName();
    const links = within(screen.getByRole('navigation', { name: a('page.links') }));
    expect(links.getByRole('link', { name: a('page.speedTest') })).toHaveAttribute('href', '/speedTest');
    expect(links.getByRole('link', { name: a('page.download') })).toHaveAttribute('href', '/download');
    expect(links.getByRole('button', { name: a('page.customerService') })).toBeInTheDocument();
    // the page's own switcher besides the header's
    expect(screen.getAllByRole('button', { name: i18n.t('shell:language.label') })).toHaveLength(2);
  });
});
