import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { captchaCalls, memberCalls, sessionCalls, systemCalls, type Whitelabel } from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { errorText, i18n } from '../../../lib/i18n';
import { CAPTCHA_PNG, fail, fakePlatform, memberInfo, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { openLoginPopup } from '../auth-store';
import { AuthOverlays } from './auth-overlays';
import { dialogMessage, typeCredentials } from './auth-test-kit';

// The login form's length limits (spec 1 §5 table, §9), at each edge, through the login popup.

const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });
const code = (c: string) => errorText(c) ?? a(`codes.${c}`);

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});

async function openLogin(flags: Whitelabel = {}) {
  const platform = fakePlatform({
    shell: true,
    // every login that gets through is refused (no captcha asked): the checks before it are the subject
    replies: [on(sessionCalls.login, fail(400, 'login.failed', 'Incorrect username or password.'))],
    defaults: [
      on(memberCalls.info, ok(memberInfo())),
      on(systemCalls.country, ok([{ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' }])),
      on(captchaCalls.image, ok(CAPTCHA_PNG)),
    ],
  });
  const router = createMemoryRouter([{ path: '*', element: <AuthOverlays flags={flags} loginPop={false} loginPopAfterFailure={false} customerService={[]} /> }], {
    initialEntries: ['/'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  act(() => openLoginPopup());
  return { platform, dialog: within(await screen.findByTestId('login-dialog')), user: userEvent.setup() };
}

describe('login field limits', () => {
  it('[S1-9.1] [S1-5.3] [S1-5.4] a username of 6-13 letters and digits and a password of 6-16 characters pass; one character fewer or more does not', async () => {
    const { platform, dialog, user } = await openLogin();
    const error = () => dialog.getByTestId('login-error');
    for (const [username, password, problem] of [
      ['abc12', 'secret12', 'login_username_rule'],
      ['abcdefghij1234', 'secret12', 'login_username_rule'],
      ['player01', '12345', 'login_password_rule'],
      ['player01', 'p'.repeat(17), 'login_password_rule'],
    ] as const) {
      await typeCredentials(dialog, user, username, password);
      expect(error()).toHaveTextContent(code(problem));
    }
    expect(platform.sent(sessionCalls.login)).toEqual([]);
    await typeCredentials(dialog, user, 'abcdefghij123', 'p'.repeat(16));
    await waitFor(() => expect(platform.sent(sessionCalls.login)).toHaveLength(1));
    await user.click(within(await dialogMessage()).getByRole('button'));
    await typeCredentials(dialog, user, 'abc123', '123456');
    await waitFor(() => expect(platform.sent(sessionCalls.login)).toHaveLength(2));
  });

  it('[S1-5.2] [S1-9.1] [S1-5.5] an SMS-code login needs a mobile of 10-16 digits and a code of 1-10 characters of any kind (enter_verification_code)', async () => {
    const { platform, dialog, user } = await openLogin({ MOBILEVERCODELOGIN3: true });
    await user.click(dialog.getByRole('tab', { name: a('login.mode.sms') }));
    const mobile = dialog.getByLabelText(a('login.mobile'));
    const sms = dialog.getByLabelText(a('login.smsCode'));
    const submit = dialog.getByRole('button', { name: a('login.submit') });
    const attempt = async (number: string, smsCode: string) => {
      await user.clear(mobile);
      await user.type(mobile, number);
      await user.clear(sms);
      if (smsCode) await user.type(sms, smsCode);
      await user.click(submit);
    };
    const error = () => dialog.getByTestId('login-error');

    await attempt('138000000', '123456');
    expect(error()).toHaveTextContent(code('error_phone_number_limit'));
    await attempt('1'.repeat(17), '123456');
    expect(error()).toHaveTextContent(code('error_phone_number_limit'));
    await attempt('1380000000', '');
    expect(error()).toHaveTextContent(code('enter_verification_code'));
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    await attempt('1380000000', 'a1b2c3d4e5f');
    expect(error()).toHaveTextContent(code('enter_verification_code'));
    expect(platform.sent(sessionCalls.login)).toEqual([]);

    await attempt('1'.repeat(16), 'a1-b2 c3?x');
    await waitFor(() => expect(platform.sent(sessionCalls.login)).toHaveLength(1));
    await user.click(within(await dialogMessage()).getByRole('button'));
    await attempt('1380000000', '7');
    await waitFor(() => expect(platform.sent(sessionCalls.login)).toHaveLength(2));
  });
});
