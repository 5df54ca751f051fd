import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryCalls, memberCalls, sessionCalls, settingTopic, userTopic } from '@lotto/contract';
import { i18n } from '../lib/i18n';
import { setToken } from '../lib/storage';
import { FakeLiveSocket } from '../test/fake-live-socket';
import { EMPTY_HOME, balance, fakePlatform, memberInfo, ok, on } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resetSiteState } from '../test/site-state';

const member = memberInfo();
const me = userTopic(member.customerId);
const site = settingTopic('demo');
const a = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...vars });
const lt = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'lottery', ...vars });

/** The home page for a signed-in member (or a guest: the member calls are then never made). */
const memberPlatform = () =>
  fakePlatform({
    shell: true,
    replies: [
      EMPTY_HOME,
      on(memberCalls.info, ok(member)),
      on(memberCalls.balance, ok(balance())),
      on(sessionCalls.logout, ok(null)),
      // a settled lottery issue's toast names the game from the lottery menus
      on(lotteryCalls.menus, ok([])),
    ],
  });

/** The shell's live socket once it is open and subscribed. */
async function openSocket(): Promise<FakeLiveSocket> {
  await waitFor(() => expect(FakeLiveSocket.all.length).toBeGreaterThan(0));
  const socket = FakeLiveSocket.last();
  act(() => {
    socket.open();
    socket.receive({ kind: 'subscribed', topic: me });
    socket.receive({ kind: 'subscribed', topic: site });
  });
  return socket;
}

describe('live events in the site shell', () => {
  beforeEach(async () => {
    await resetSiteState({ merchantCode: 'demo' });
    FakeLiveSocket.reset();
    vi.stubGlobal('WebSocket', FakeLiveSocket);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('[S1-7.28] [S2-7.12] a logged-in member subscribes to their user topic with merchant and token; LOTTERY_SETTLED refreshes the balance', async () => {
    const platform = memberPlatform();
    const balanceCalls = () => platform.sent(memberCalls.balance).length;
    setToken('tok-member');
    renderApp('/');
    const socket = await openSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/wps/socket`);
    expect(socket.sent).toEqual([
      { action: 'subscribe', topic: me, merchant: 'demo', token: 'tok-member' },
      { action: 'subscribe', topic: site, merchant: 'demo' },
    ]);

    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(0));
    const before = balanceCalls();
    act(() => {
      socket.receive({ kind: 'event', topic: me, event: { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '1', bets: 1, payout: 19.6 } } });
    });
    // the debounced refresh: 500 ms later, one call
    await waitFor(() => expect(balanceCalls()).toBe(before + 1));
  });

  it('a settled lottery issue is told in a toast: the game by its name, the issue and the payout, or that nothing was won', async () => {
    memberPlatform();
    setToken('tok-member');
    const { queryClient } = renderApp('/');
    const socket = await openSocket();
    queryClient.setQueryData(['lottery', 'menus'], [
      { labelName: 'SSC', displayName: 'SSC', gameGroupCode: 'SSC', gameGroupId: 1, gameMenus: [{ code: 'CQSSC', remark: 'Chongqing SSC', gameId: 7, defaultPlayType: 1 }] },
    ]);
    const settled = (gameCode: string, payout: number) =>
      act(() => socket.receive({ kind: 'event', topic: me, event: { type: 'LOTTERY_SETTLED', data: { gameCode, numero: '20261124-042', bets: 2, payout } } }));
    // the listener arrives with the lottery feature's lazy chunk, which also draws the mini-game button
    await screen.findByRole('button', { name: lt('mini.open') });
    settled('CQSSC', 98);
    const won = await screen.findByText(lt('settled.title', { name: 'Chongqing SSC', numero: '20261124-042' }));
    expect(won.closest('[role="status"]')).toHaveTextContent(lt('settled.won', { amount: '98.00' }));
    // a game the menus do not list is named by its code
    settled('GD11X5', 0);
    const lost = await screen.findByText(lt('settled.title', { name: 'GD11X5', numero: '20261124-042' }));
    expect(lost.closest('[role="status"]')).toHaveTextContent(lt('settled.lost'));
  });

  it('LGSGAMESETTING on the setting topic clears the cached lottery game lists', async () => {
    memberPlatform();
    setToken('tok-member');
    const { queryClient } = renderApp('/');
    const socket = await openSocket();
    queryClient.setQueryData(['lottery', 'menus'], []);
    queryClient.setQueryData(['lottery', 'popular', 5], []);
    queryClient.setQueryData(['lottery', 'draws', 10], []);
    // the lottery feature's listener arrives with its lazy chunk
    await waitFor(() => {
      act(() => socket.receive({ kind: 'event', topic: site, event: { type: 'LGSGAMESETTING' } }));
      expect(queryClient.getQueryState(['lottery', 'menus'])?.isInvalidated).toBe(true);
    });
    expect(queryClient.getQueryState(['lottery', 'popular', 5])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['lottery', 'draws', 10])?.isInvalidated).toBe(false);
  });

  it('a guest opens no socket', async () => {
    memberPlatform();
    renderApp('/');
    await screen.findByRole('banner');
    expect(FakeLiveSocket.all).toEqual([]);
  });

  // that a stopped connection never reconnects is proven with fake timers in lib/live-events.test.ts
  it('signing out stops the connection: the socket is closed by the site and no other is opened', async () => {
    memberPlatform();
    setToken('tok-member');
    renderApp('/');
    const socket = await openSocket();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: a('bar.account', { name: member.nickname }) }));
    await user.click(await screen.findByRole('menuitem', { name: a('bar.signOut') }));
    await user.click(within(await screen.findByTestId('dialog')).getByRole('button', { name: a('signOut.confirm') }));
    await waitFor(() => expect(socket.closedByClient).toBe(true));
    expect(FakeLiveSocket.all).toHaveLength(1);
  });
});
