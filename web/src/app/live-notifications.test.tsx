import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { lotteryCalls, memberCalls, sessionCalls, settingTopic, userTopic } from '@lotto/contract';
import { i18n } from '../lib/i18n';
import { setToken } from '../lib/storage';
import { FakeLiveSocket } from '../test/fake-live-socket';
import { EMPTY_HOME, balance, fakePlatform, memberInfo, ok, on } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState } from '../test/site-state';

const member = memberInfo();
const me = userTopic(member.customerId);
const n = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'notify', ...vars });

vi.setConfig({ testTimeout: 30_000 });

describe('live notifications in the site shell', () => {
  beforeEach(async () => {
    await resetSiteState({ merchantCode: 'demo', language: 'EN' });
    FakeLiveSocket.reset();
    vi.stubGlobal('WebSocket', FakeLiveSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[S2-2.27] [S2-8.12] a logged-in member sees a rejected withdrawal with its remarks in a toast, and the balance is asked again', async () => {
    const platform = fakePlatform({
      shell: true,
      replies: [EMPTY_HOME, on(memberCalls.info, ok(member)), on(memberCalls.balance, ok(balance())), on(sessionCalls.logout, ok(null)), on(lotteryCalls.menus, ok([]))],
    });
    const balanceCalls = () => platform.sent(memberCalls.balance).length;
    setToken('tok-member');
    renderApp('/');
    await waitFor(() => expect(FakeLiveSocket.all.length).toBeGreaterThan(0), { timeout: 10_000 });
    const socket = FakeLiveSocket.last();
    act(() => {
      socket.open();
      socket.receive({ kind: 'subscribed', topic: me });
      socket.receive({ kind: 'subscribed', topic: settingTopic('demo') });
    });
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0), { timeout: 10_000 });
    const before = balanceCalls();
    const text = n('withdraw.REJECTED', { amount: '300.00' });
    // the notifications (and their texts) arrive in their own lazy chunk after the shell
    await waitFor(
      () => {
        act(() =>
          socket.receive({ kind: 'event', topic: me, event: { type: 'WITHDRAW', data: { amount: 300, time: 1, success: false, remarks: 'Wrong bank card', status: 'REJECTED' } } }),
        );
        expect(screen.getAllByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(text)).length).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
    const toast = screen.getAllByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith(text))[0]!.closest('[data-testid="toast"]');
    expect(toast).toHaveAttribute('role', 'alert');
    expect(toast).toHaveTextContent(n('remarks', { remarks: 'Wrong bank card' }));
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before), { timeout: 5_000 });
  });
});
