import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { captchaCalls, memberCalls, sessionCalls, systemCalls } from '@lotto/contract';
import { DialogHost } from '../../../components/ui/dialog-host';
import { CAPTCHA_PNG, fakePlatform, memberInfo, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { openLoginPopup } from '../auth-store';
import { AuthOverlays } from './auth-overlays';
import { loginReply, typeCredentials } from './auth-test-kit';

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});

describe('what a login keeps for the session', () => {
  it('[S2-3.36] a login stores token, username, account, isAgent, toUpline and customerId in session storage beside the merchant code', async () => {
    const platform = fakePlatform({
      shell: true,
      replies: [on(sessionCalls.login, ok(loginReply('agent07')))],
      defaults: [
        on(memberCalls.info, ok(memberInfo({ id: 'c-agent07', customerId: 'c-agent07', account: 'agent07', nickname: 'Agent Seven', isAgent: '1', toUpline: 1 }))),
        on(memberCalls.firstLogin, ok(null)),
        on(systemCalls.country, ok([{ countryCode: 'CN', countryDialingCode: '86', currency: 'CNY' }])),
        on(captchaCalls.image, ok(CAPTCHA_PNG)),
      ],
    });
    const router = createMemoryRouter([{ path: '*', element: <AuthOverlays flags={{}} loginPop={false} loginPopAfterFailure={false} customerService={[]} /> }], {
      initialEntries: ['/'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })}>
        <RouterProvider router={router} />
        <DialogHost />
      </QueryClientProvider>,
    );
    act(() => openLoginPopup());
    const dialog = within(await screen.findByTestId('login-dialog'));
    expect(sessionStorage.getItem('token')).toBeNull();
    await typeCredentials(dialog, userEvent.setup(), 'agent07', 'secret12');
    await waitFor(() => expect(sessionStorage.getItem('customerId')).toBe('c-agent07'));
    expect(platform.sent(sessionCalls.login)).toHaveLength(1);
    expect({
      token: sessionStorage.getItem('token'),
      username: sessionStorage.getItem('username'),
      account: sessionStorage.getItem('account'),
      isAgent: sessionStorage.getItem('isAgent'),
      toUpline: sessionStorage.getItem('toUpline'),
      merchantCode: sessionStorage.getItem('merchantCode') ?? localStorage.getItem('merchantCode'),
    }).toEqual({ token: 'tok-agent07', username: 'agent07', account: 'agent07', isAgent: '1', toUpline: '1', merchantCode: 'demo' });
    // what the session's later requests carry: the stored token
    await waitFor(() => expect(platform.sent(memberCalls.info).at(-1)!.headers).toMatchObject({ Authorization: 'tok-agent07', Merchant: 'demo' }));
  });
});
