import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { LANGUAGES, captchaCalls, registerCalls, systemCalls, verificationCalls, type FieldRule, type RegisterSetting } from '@lotto/contract';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { useDialogStore } from '../../../lib/dialogs';
import { useToastStore } from '../../../lib/toasts';
import { getAccount, getSessionValue, getToken, getUsername } from '../../../lib/storage';
import { CAPTCHA_PNG, fail, fakePlatform, ok, on, type FakePlatform } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { RegisterPage } from './register-page';

// the whole suite runs in parallel on a shared machine: give async queries room before calling a failure
configure({ asyncUtilTimeout: 5000 });

const r = (k: string, v?: Record<string, unknown>) => i18n.t(k, { ns: 'register', ...v });
const v = (k: string, vars?: Record<string, unknown>) => i18n.t(k, { ns: 'verification', ...vars });
const e = (code: string) => i18n.t(code, { ns: 'errors', keySeparator: false, nsSeparator: false });
const field = (name: string) => screen.getByLabelText(new RegExp(`^${r(`fields.${name}`)}`), { selector: 'input' });

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '*',
  minLength: 1,
  maxLength: 32,
  required: true,
  enabled: true,
  ...over,
});

/** The merchant's registration setting the tests start from (neutral values, not the seed's). */
const REGISTER_SETTING: RegisterSetting = {
  rules: {
    username: rule({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12 }),
    password: rule({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12 }),
    email: rule({ acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 64, required: false }),
    qqNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12, required: false }),
    mobileNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 11, maxLength: 11, required: false }),
    rebateId: rule({ required: false }),
    nickname: rule({ enabled: false }),
  },
  affiliate: 0,
  agreement: true,
  socialRegister: false,
};
const REGISTERED = { customerName: 'test@newplayer1', profile: { mobileNo: null }, token: 'tok-123', userName: 'newplayer1' };

beforeEach(async () => {
  await resetSiteState({ language: 'EN' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The registration page on its own (the route passes the merchant's flags; app/routes/register.test.tsx
 * proves that wiring), with the platform answering the registration calls. A test changes an answer
 * with `platform.on(...)`.
 */
async function openRegister(path = '/register', opts: { whitelabel?: Record<string, boolean>; setting?: Partial<RegisterSetting> } = {}) {
  const platform: FakePlatform = fakePlatform({
    // the captcha box reads the merchant's captcha settings: the shell fixtures answer
    shell: true,
    replies: [
      on(registerCalls.setting, ok({ ...REGISTER_SETTING, ...opts.setting })),
      on(systemCalls.country, ok([
        { countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' },
        { countryCode: 'TH', countryDialingCode: '66', currency: 'THB' },
      ])),
      on(captchaCalls.image, ok(CAPTCHA_PNG)),
      on(registerCalls.affiliate, ok({ affiliateCode: 'AFF1', valid: true })),
      on(verificationCalls.smsRegister, ok({ expiredMinutes: 2 })),
      on(registerCalls.register, ok(REGISTERED)),
      on(registerCalls.mobile, ok(REGISTERED)),
      on(registerCalls.onlyMobile, ok(REGISTERED)),
    ],
  });
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage title={i18n.t('shell:pages.register')} whitelabel={opts.whitelabel ?? {}} /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await screen.findByRole('button', { name: r('submit') });
  return { platform, user, router };
}

const message = () => screen.getByTestId('register-message');
const expectMessage = (text: string) => waitFor(() => expect(message()).toHaveTextContent(text));

/** Fills the form so every field passes its rule. */
async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('username'), 'newplayer1');
  await user.type(field('password'), 'secret12');
  await user.type(field('verifyPwd'), 'secret12');
}

// typing through user-event is slow under a loaded machine; the default 5 s is not enough for whole forms
vi.setConfig({ testTimeout: 30_000 });

describe('registration form (configured)', () => {
  it('[S1-2.10] [S1-3.6] [S1-5.11] renders the enabled fields in order, adds the repeat password, never rebateId, captcha last', async () => {
    await openRegister();
    const form = screen.getByRole('form', { name: r('tabs.username') });
    const controls = within(form)
      .getAllByRole('textbox')
      .concat(Array.from(form.querySelectorAll<HTMLInputElement>('input[type=password]')))
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map((el) => el.id);
    expect(controls).toEqual(['reg-username', 'reg-password', 'reg-verifyPwd', 'reg-mobileNum', 'reg-email', 'reg-qqNum', 'reg-captcha']);
    expect(form.querySelector('#reg-rebateId')).toBeNull();
    expect(form.querySelector('#reg-nickname')).toBeNull();
  });

  it('[S1-5.8] shows the hint as label, length range and digit label with (min) and (max) substituted', async () => {
    await openRegister('/register', {
      setting: { rules: { username: rule({ minLength: 6, maxLength: 12 }), password: rule({ minLength: 8, maxLength: 20, message: 'Password (min) to (max), letters and digits' }) } },
    });
    expect(screen.getByText('Username: 6-12 characters')).toBeInTheDocument();
    expect(screen.getByText('Password 8 to 20, letters and digits')).toBeInTheDocument();
  });

  it('[S1-5.8] on blur a required field shows right or error; an optional field only once filled; values are trimmed', async () => {
    const { user } = await openRegister();
    const stateOf = (name: string) => document.querySelector(`[data-field="reg-${name}"]`)?.getAttribute('data-state');

    await user.click(field('username'));
    await user.tab();
    await waitFor(() => expect(stateOf('username')).toBe('error'));
    await user.type(field('username'), '  player01  ');
    await user.tab();
    await waitFor(() => expect(stateOf('username')).toBe('right'));
    expect(field('username')).toHaveValue('player01');
    expect(screen.getByRole('img', { name: r('state.right') })).toBeInTheDocument();

    // optional e-mail: nothing while empty, error when filled wrong, right when filled right
    await user.click(field('email'));
    await user.tab();
    expect(stateOf('email')).toBe('none');
    await user.type(field('email'), 'not-an-email');
    await user.tab();
    await waitFor(() => expect(stateOf('email')).toBe('error'));
    await user.clear(field('email'));
    await user.type(field('email'), 'me@example.com');
    await user.tab();
    await waitFor(() => expect(stateOf('email')).toBe('right'));
  });

  it('[S1-5.11] qq number and mobile accept digits only', async () => {
    const { user } = await openRegister();
    await user.type(field('qqNum'), '12a3b45');
    expect(field('qqNum')).toHaveValue('12345');
    await user.type(field('mobileNum'), '+86 138-0013');
    expect(field('mobileNum')).toHaveValue('861380013');
  });

  it('[S1-5.9] [S1-5.10] [S1-5.11] [S1-5.12] [S1-5.13] blocks the submit with each message in the order of spec 1 §5', async () => {
    const { user, platform } = await openRegister();
    const submit = () => user.click(screen.getByRole('button', { name: r('submit') }));

    await submit();
    await waitFor(() => expect(message()).toHaveTextContent(e('in_please_information')));

    // an optional field that is filled wrong also blocks
    await fillValid(user);
    await user.type(field('email'), 'bad');
    await submit();
    await waitFor(() => expect(message()).toHaveTextContent(e('in_please_information')));
    await user.clear(field('email'));

    await user.clear(field('verifyPwd'));
    await user.type(field('verifyPwd'), 'secret13');
    await submit();
    await waitFor(() => expect(message()).toHaveTextContent(e('in_confirmation_correct')));

    await user.clear(field('verifyPwd'));
    await user.type(field('verifyPwd'), 'secret12');
    await submit();
    await waitFor(() => expect(message()).toHaveTextContent(e('in_user_agreement')));

    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await submit();
    await waitFor(() => expect(message()).toHaveTextContent(e('verify_first')));
    expect(platform.sent(registerCalls.register)).toEqual([]);
  });

  it('[S1-5.8] [S1-5.10] [S1-5.11] each field says which rule it broke: a differing repeat password, a wrong format, an empty required field', async () => {
    const { user } = await openRegister();
    const hintOf = (name: string) => document.getElementById(`reg-${name}-hint`);
    await user.type(field('username'), 'newplayer1');
    await user.type(field('password'), 'secret12');
    // shorter than its length rule AND different: the difference is what is wrong
    await user.type(field('verifyPwd'), 'secr');
    await user.type(field('email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(hintOf('verifyPwd')).toHaveTextContent(e('in_confirmation_correct')));
    expect(hintOf('email')).toHaveTextContent(r('fieldError.pattern', { label: r('fields.email') }));
    expect(message()).toHaveTextContent(e('in_please_information'));

    await user.clear(field('username'));
    await user.tab();
    await waitFor(() => expect(hintOf('username')).toHaveTextContent(r('fieldError.required', { label: r('fields.username') })));

    // only the repeat differs: the form says so too
    await user.type(field('username'), 'newplayer1');
    await user.clear(field('email'));
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(message()).toHaveTextContent(e('in_confirmation_correct')));
  });

  it('[S1-4.8] [S1-3.8] [S1-7.15] [S1-5.20] [S1-2.3] submits encrypted with WEB, registerUrl, domain, login true and the referralCode query, then logs in and goes home showing the account', async () => {
    const events: unknown[] = [];
    const onSession = (ev: Event) => events.push((ev as CustomEvent<unknown>).detail);
    window.addEventListener('lotto:session-changed', onSession);
    const { user, platform, router } = await openRegister('/register?referralCode=REF777');
    expect(screen.getByTestId('referral-code')).toHaveTextContent('REF777');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: r('submit') }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const body = platform.sent(registerCalls.register)[0]!.body;
    expect(body).toMatchObject({
      username: 'newplayer1',
      password: 'secret12',
      verifyPwd: 'secret12',
      confirmPassword: 'secret12',
      registerMethod: 'WEB',
      referralCode: 'REF777',
      domain: 'localhost',
      login: true,
      captcha: 'x7k2',
    });
    expect(String(body.registerUrl)).toContain('/register');
    expect(body.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('rebateId');
    expect(getToken()).toBe('tok-123');
    expect(getUsername()).toBe('newplayer1');
    expect(getAccount()).toBe('newplayer1');
    expect(getSessionValue('changePassword')).toBeNull();
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe(r('success.message', { account: 'newplayer1' }));
    expect(events).toEqual([{ reason: 'register', account: 'newplayer1', changePassword: false }]);
    window.removeEventListener('lotto:session-changed', onSession);
  });

  it('[S1-8.22] a registration failure resets the captcha', async () => {
    const { user, platform } = await openRegister();
    platform.on(registerCalls.register, fail(409, 'username.taken', 'That username is taken'));
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    const captcha = screen.getByRole('textbox', { name: v('captcha.label') });
    await user.type(captcha, 'x7k2');
    const before = platform.sent(captchaCalls.image).length;
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(captcha).toHaveValue(''));
    await waitFor(() => expect(platform.sent(captchaCalls.image).length).toBe(before + 1), { timeout: 2500 });
    // the error funnel shows the server's message
    expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe('That username is taken');
  });

  it('[S1-4.8] [S1-5.20] an optional affiliate code that fails its lookup hides the field and registers without it', async () => {
    const { user, platform } = await openRegister('/register?affiliateCode=BAD1', {
      setting: { affiliate: 0, rules: { username: rule({ minLength: 6, maxLength: 12 }), password: rule({ minLength: 6, maxLength: 12 }), affiliateCode: rule({ required: false }) } },
    });
    platform.on(registerCalls.affiliate, fail(404, 'affiliate.not.found', 'No such affiliate'));
    expect(field('affiliateCode')).toHaveValue('BAD1');
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(platform.sent(registerCalls.register)).toHaveLength(1));
    expect(platform.sent(registerCalls.affiliate).map((q) => q.query)).toContainEqual({ code: 'BAD1', domain: 'localhost' });
    expect(platform.sent(registerCalls.register)[0]!.body).not.toHaveProperty('affiliateCode');
    expect(screen.queryByLabelText(new RegExp(`^${r('fields.affiliateCode')}`), { selector: 'input' })).toBeNull();
  });

  it('[S1-4.8] a required affiliate code that fails its lookup shows the server message and goes to the site root', async () => {
    const { user, platform, router } = await openRegister('/register?affiliateCode=BAD1', {
      setting: { affiliate: 1, rules: { username: rule({ minLength: 6, maxLength: 12 }), password: rule({ minLength: 6, maxLength: 12 }), affiliateCode: rule() } },
    });
    platform.on(registerCalls.affiliate, fail(404, 'affiliate.not.found', 'No such affiliate'));
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe('No such affiliate'));
    const id = useDialogStore.getState().dialogs.at(-1)!.id;
    useDialogStore.getState().confirm(id);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(platform.sent(registerCalls.register)).toEqual([]);
  });

  it('[S1-5.14] [S1-4.9] with REGMOBVERF3 a code needs a right 11-digit mobile first, then counts 60 × expiredMinutes', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { REGMOBVERF3: true } });
    const getCode = screen.getByRole('button', { name: v('sms.getCode') });
    await user.type(field('mobileNum'), '1380013');
    await user.click(getCode);
    expect(await screen.findByText(e('br_enright_cphone'), { selector: '[role=alert]' })).toBeInTheDocument();
    expect(platform.sent(verificationCalls.smsRegister)).toEqual([]);

    await user.clear(field('mobileNum'));
    await user.type(field('mobileNum'), '13800138000');
    // the send is guarded by the captcha as well
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    // the SMS button says why, and the captcha box is marked
    expect(await screen.findAllByText(e('verify_first'), { selector: 'p[role=alert]' })).toHaveLength(2);
    expect(platform.sent(verificationCalls.smsRegister)).toEqual([]);

    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    const captcha = screen.getByRole('textbox', { name: v('captcha.label') });
    await user.type(captcha, 'x7k2');
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    expect(await screen.findByRole('button', { name: v('sms.countdown', { seconds: 120 }) })).toBeDisabled();
    expect(platform.sent(verificationCalls.smsRegister)[0]!.body).toMatchObject({ mobileNum: '13800138000', purpose: 'register', captcha: 'x7k2' });
    // the captcha was spent on the send: a new one is needed for the registration
    await waitFor(() => expect(captcha).toHaveValue(''));
    expect(field('verificationCode')).toBeInTheDocument();
  });

  it('[S1-5.14] [S1-2.14] [S1-5.6] the configured form sends the dialing code beside the national number, never a + glued to a number without its code', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { REGMOBVERF3: true } });
    const dial = screen.getByRole('combobox', { name: v('country.label') });
    await waitFor(() => expect(dial).toHaveValue('+86'));
    await user.type(field('mobileNum'), '13912345678');
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    await waitFor(() => expect(platform.sent(verificationCalls.smsRegister)).toHaveLength(1));
    const sent = platform.sent(verificationCalls.smsRegister)[0]!.body;
    expect(sent).toMatchObject({ countryDialingCode: '+86', mobileNum: '13912345678' });
    expect(String(sent.mobileNum)).toMatch(/^\d{11}$/);

    // another country: the code follows the select, the number stays national
    await user.selectOptions(dial, '+66');
    await user.type(field('password'), 'secret12');
    await user.type(field('verifyPwd'), 'secret12');
    await user.type(field('username'), 'newplayer1');
    await user.type(field('verificationCode'), '123456');
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('agreement.prefix')) }));
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(platform.sent(registerCalls.register)).toHaveLength(1));
    expect(platform.sent(registerCalls.register)[0]!.body).toMatchObject({ countryDialingCode: '+66', mobileNum: '13912345678' });
  });

  it('[S1-8.19] a refused SMS send marks the mobile field and shows the server message', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { REGMOBVERF3: true } });
    platform.on(verificationCalls.smsRegister, fail(429, 'TOO_MANY_REQUESTS', 'Slow down'));
    await user.type(field('mobileNum'), '13800138000');
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    expect(await screen.findByText(e('TOO_MANY_REQUESTS'), { selector: 'p[role=alert]' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-field="reg-mobileNum"]')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('button', { name: v('sms.getCode') })).toBeEnabled();
  });
});


describe('registration tabs', () => {
  it('[S1-6.5] shows only the mobile form when only a mobile flag is on', async () => {
    await openRegister('/register', { whitelabel: { MOBILENUMPASSREG3: true } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('form', { name: r('tabs.mobile') })).toBeInTheDocument();
  });
});

describe('mobile-number registration form', () => {
  const mobile = () => screen.getByLabelText(new RegExp(`^${r('fields.mobileNum')}`), { selector: 'input' });

  it('[S1-5.15] [S1-2.10] shows its messages in the order of spec 1 §5 and then registers', async () => {
    const { user, platform, router } = await openRegister('/register', { whitelabel: { MOBILENUMPASSREG3: true } });
    const submit = () => user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: v('country.label') })).toHaveValue('+86'));

    await submit();
    await expectMessage(r('mobile.errors.mobile'));
    await user.type(mobile(), '13800138000');
    await submit();
    await expectMessage(r('mobile.errors.passwordEmpty'));
    await user.type(field('password'), 'ab!');
    await submit();
    await expectMessage(r('mobile.errors.passwordFormat', { min: 6, max: 12 }));
    await user.clear(field('password'));
    await user.type(field('password'), 'secret12');
    await user.type(field('verifyPwd'), 'secret99');
    await submit();
    await expectMessage(r('mobile.errors.mismatch'));
    await user.clear(field('verifyPwd'));
    await user.type(field('verifyPwd'), 'secret12');
    await submit();
    await expectMessage(r('mobile.errors.smsCode'));
    await user.type(field('verificationCode'), '123456');
    await submit();
    await expectMessage(r('mobile.errors.captcha'));
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await submit();
    await expectMessage(r('mobile.errors.terms'));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('mobile.terms')) }));
    await submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(platform.sent(registerCalls.mobile)[0]!.body).toMatchObject({
      countryDialingCode: '+86',
      mobileNum: '13800138000',
      password: 'secret12',
      confirmPassword: 'secret12',
      verificationCode: '123456',
      agreement: true,
      registerMethod: 'WEB',
      login: true,
      captcha: 'x7k2',
    });
    expect(getToken()).toBe('tok-123');
  });

  it('[S1-9.3] [S1-5.14] the SMS code needs a right mobile and then counts a fixed 120 s', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { MOBILENUMPASSREG3: true } });
    platform.on(verificationCalls.smsRegister, ok({ expiredMinutes: 5 }));
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    expect(await screen.findByText(r('mobile.errors.mobile'), { selector: 'p[role=alert]' })).toBeInTheDocument();
    await user.type(mobile(), '13800138000');
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('button', { name: v('sms.getCode') }));
    expect(await screen.findByRole('button', { name: v('sms.countdown', { seconds: 120 }) })).toBeDisabled();
    await waitFor(() => expect(platform.sent(verificationCalls.smsRegister)[0]!.body).toMatchObject({ mobileNum: '13800138000', countryDialingCode: '+86', captcha: 'x7k2' }));
  });

  it('[S1-8.22] a failed mobile registration resets the captcha', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { MOBILENUMPASSREG3: true } });
    platform.on(registerCalls.mobile, fail(400, 'sms.code.invalid', 'Wrong code'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: v('country.label') })).toHaveValue('+86'));
    await user.type(mobile(), '13800138000');
    await user.type(field('password'), 'secret12');
    await user.type(field('verifyPwd'), 'secret12');
    await user.type(field('verificationCode'), '123456');
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    const captcha = screen.getByRole('textbox', { name: v('captcha.label') });
    await user.type(captcha, 'x7k2');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('mobile.terms')) }));
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(platform.sent(registerCalls.mobile)).toHaveLength(1));
    await waitFor(() => expect(captcha).toHaveValue(''));
  });

  it('[S1-4.8] the mobile-only form (MOBILENUMREG3) has no password and turns on the change-password mode', async () => {
    const { user, platform } = await openRegister('/register', { whitelabel: { MOBILENUMREG3: true } });
    expect(screen.queryByLabelText(new RegExp(`^${r('fields.password')}`), { selector: 'input' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: v('country.label') })).toHaveValue('+86'));
    await user.type(mobile(), '13800138000');
    await user.type(field('verificationCode'), '123456');
    await screen.findByRole('img', { name: v('captcha.imageAlt') });
    await user.type(screen.getByRole('textbox', { name: v('captcha.label') }), 'x7k2');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(r('mobile.terms')) }));
    await user.click(screen.getByRole('button', { name: r('submit') }));
    await waitFor(() => expect(getToken()).toBe('tok-123'));
    expect(platform.sent(registerCalls.onlyMobile)[0]!.body).not.toHaveProperty('password');
    expect(getSessionValue('changePassword')).toBe('1');
  });
});

/** The accessible name as assistive technology computes it for our controls: aria-label, label, aria-labelledby, or content. */
function accessibleName(el: HTMLElement): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  const parts = [
    el.getAttribute('aria-label'),
    labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null,
    Array.from((el as HTMLInputElement).labels ?? []).map((l) => l.textContent ?? '').join(' '),
    el.tagName === 'BUTTON' || el.getAttribute('role') === 'tab' ? el.textContent : null,
  ];
  return parts.find((p) => p && p.trim() !== '')?.trim() ?? '';
}

describe('accessible names', () => {
  it.each([...LANGUAGES])('every control of both forms has an accessible name in %s', async (lang) => {
    await changeLanguage(lang);
    const { user } = await openRegister('/register', { whitelabel: { USERNAMEREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true } });
    const check = (root: HTMLElement, atLeast = 5) => {
      const controls = Array.from(root.querySelectorAll<HTMLElement>('input, select, button, [role=tab]'));
      expect(controls.length).toBeGreaterThanOrEqual(atLeast);
      const unnamed = controls.filter((c) => accessibleName(c) === '').map((c) => c.outerHTML.slice(0, 80));
      expect(unnamed).toEqual([]);
    };
    check(screen.getByRole('form', { name: r('tabs.username') }));
    check(screen.getByRole('tablist'), 2);
    await user.click(screen.getByRole('tab', { name: r('tabs.mobile') }));
    check(await screen.findByRole('form', { name: r('tabs.mobile') }));
  });
});
