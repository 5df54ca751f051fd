import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { captchaCalls, memberCalls, sessionCalls, type Whitelabel } from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { errorText, i18n } from '../../../lib/i18n';
import { CAPTCHA_PNG, fail, fakePlatform, memberInfo, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { openLoginPopup } from '../auth-store';
import { AuthOverlays } from './auth-overlays';
import { dialogMessage, loginReply } from './auth-test-kit';

// Free play asks the captcha first where the merchant requires it (CAPTCHA3; ours, issue 11).

const a = (key: string) => i18n.t(key, { ns: 'auth' });
const v = (key: string) => i18n.t(key, { ns: 'verification' });

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const platformFor = (...replies: Replies[]) =>
  fakePlatform({
    shell: true,
    replies,
    defaults: [
      on(memberCalls.info, ok(memberInfo({ account: 'guest8', type: 4, isAgent: '4' }))),
      on(memberCalls.firstLogin, ok(null)),
      on(captchaCalls.image, ok(CAPTCHA_PNG)),
    ],
  });

/** The sign-in overlays as the shell mounts them, with the login popup open. */
async function openLogin(flags: Whitelabel) {
  const router = createMemoryRouter(
    [{ path: '*', element: <AuthOverlays flags={flags} loginPop={false} loginPopAfterFailure={false} customerService={[]} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  act(() => openLoginPopup());
  return { dialog: within(await screen.findByTestId('login-dialog')), user: userEvent.setup() };
}

describe('free play behind the captcha', () => {
  it('[S1-7.8] [S1-8.9] asks the image captcha first, sends it, and shows a new image after a refused answer', async () => {
    const platform = platformFor(
      on(sessionCalls.freeplay, fail(400, 'verify_first', 'Please complete the captcha first.'), ok(loginReply('guest8'))),
    );
    const { dialog, user } = await openLogin({ FREEPLAY3: true, CAPTCHA3: true });
    await user.click(dialog.getByRole('button', { name: a('login.freeplay') }));

    // the captcha takes the login form's place; nothing is sent yet
    const step = within(await dialog.findByRole('form', { name: a('freeplay.formLabel') }));
    expect(dialog.queryByRole('button', { name: a('login.submit') })).toBeNull();
    await step.findByRole('img', { name: v('captcha.imageAlt') });
    await user.click(step.getByRole('button', { name: a('freeplay.start') }));
    expect(await step.findByText(errorText('verify_first')!)).toBeInTheDocument();
    expect(platform.sent(sessionCalls.freeplay)).toHaveLength(0);

    // a refused answer: the site's words for verify_first, then a new image and an empty field
    const captchaLoads = () => platform.sent(captchaCalls.image).length;
    expect(captchaLoads()).toBe(1);
    await user.type(step.getByRole('textbox', { name: v('captcha.label') }), 'ab12');
    await user.click(step.getByRole('button', { name: a('freeplay.start') }));
    expect(await dialogMessage()).toHaveTextContent(errorText('verify_first')!);
    await user.click(within(screen.getByTestId('dialog')).getByRole('button'));
    expect(platform.sent(sessionCalls.freeplay)[0]!.body).toMatchObject({ captcha: 'ab12' });
    await waitFor(() => expect(step.getByRole('textbox', { name: v('captcha.label') })).toHaveValue(''));
    await waitFor(() => expect(captchaLoads()).toBe(2), { timeout: 3000 });
    expect(sessionStorage.getItem('token')).toBeNull();

    // the right answer: the demo account is signed in
    await user.type(step.getByRole('textbox', { name: v('captcha.label') }), 'cd34');
    await user.click(step.getByRole('button', { name: a('freeplay.start') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-guest8'));
    expect(platform.sent(sessionCalls.freeplay)[1]!.body).toMatchObject({ captcha: 'cd34' });
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('4'));
  });

  it('goes back to the login form from the captcha step without sending anything', async () => {
    const platform = platformFor(on(sessionCalls.freeplay, ok(loginReply('guest8'))));
    const { dialog, user } = await openLogin({ FREEPLAY3: true, CAPTCHA3: true });
    await user.click(dialog.getByRole('button', { name: a('login.freeplay') }));
    const step = within(await dialog.findByRole('form', { name: a('freeplay.formLabel') }));
    await user.click(step.getByRole('button', { name: a('freeplay.back') }));
    expect(await dialog.findByRole('button', { name: a('login.submit') })).toBeInTheDocument();
    expect(dialog.queryByRole('form', { name: a('freeplay.formLabel') })).toBeNull();
    expect(platform.sent(sessionCalls.freeplay)).toHaveLength(0);
  });

  it('[S1-7.8] a merchant without the captcha rule starts free play at once, with no captcha', async () => {
    const platform = platformFor(on(sessionCalls.freeplay, ok(loginReply('guest8'))));
    const { dialog, user } = await openLogin({ FREEPLAY3: true, CAPTCHA3: false });
    await user.click(dialog.getByRole('button', { name: a('login.freeplay') }));
    await waitFor(() => expect(sessionStorage.getItem('token')).toBe('tok-guest8'));
    expect(platform.sent(sessionCalls.freeplay)[0]!.body).not.toHaveProperty('captcha');
    expect(platform.sent(captchaCalls.image)).toHaveLength(0);
  });
});
