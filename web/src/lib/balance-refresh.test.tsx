import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './storage';
import {
  BalanceRefreshProvider,
  announceBalanceMoved,
  useBalanceRefreshOwner,
  useRefreshOnReturn,
  useRequestBalanceRefresh,
} from './balance-refresh';

/** The shell's side: owns the scheduler and hands it to what it renders. */
function Shell({ refresh, children }: { refresh: () => void; children?: React.ReactNode }) {
  const request = useBalanceRefreshOwner(refresh);
  return <BalanceRefreshProvider request={request}>{children}</BalanceRefreshProvider>;
}

/** A page below the shell: asks for a refresh (as a closing frame does) and arms the return (as a launch does). */
function Page() {
  const request = useRequestBalanceRefresh();
  const arm = useRefreshOnReturn();
  return (
    <>
      <button type="button" onClick={request}>
        ask
      </button>
      <button type="button" onClick={arm}>
        arm
      </button>
    </>
  );
}
const click = (name: string) =>
  act(() => {
    screen.getAllByRole('button', { name }).at(-1)!.click();
  });

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the shell balance refresh (spec 2 §4, §9)', () => {
  beforeEach(() => {
    // setImmediate stays real: BroadcastChannel delivery is awaited with it
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    setToken('a-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    setToken(null);
  });

  it('[S2-4.21] a round reported by a game frame refreshes the balance 500 ms later, once per 1000 ms burst', () => {
    const refresh = vi.fn();
    render(<Shell refresh={refresh} />);
    post({ type: 'vendor:balance', balance: 999_000, currency: 'CNY' });
    post({ type: 'vendor:balance', balance: 998_000, currency: 'CNY' });
    advance(499);
    expect(refresh).not.toHaveBeenCalled();
    advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(1000);
    post({ type: 'vendor:balance' });
    advance(500);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from another origin and of another shape', () => {
    const refresh = vi.fn();
    render(<Shell refresh={refresh} />);
    post({ type: 'vendor:balance' }, 'https://elsewhere.example');
    advance(2000);
    post({ type: 'something-else' });
    advance(2000);
    post('vendor:balance');
    advance(2000);
    post({ type: 'vendor:balance', balance: 'lots' });
    advance(2000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('[S2-4.21] reasons from different sources in one burst ask once: a frame round and a page closing', () => {
    const refresh = vi.fn();
    render(
      <Shell refresh={refresh}>
        <Page />
      </Shell>,
    );
    post({ type: 'vendor:balance' });
    click('ask');
    advance(2000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('[S2-4.21] rounds announced by a game in another window refresh this tab once per burst, 500 ms later', async () => {
    const refresh = vi.fn();
    render(<Shell refresh={refresh} />);
    // a listener of our own tells when the channel has delivered
    const heard: unknown[] = [];
    const probe = new BroadcastChannel('lotto:balance');
    probe.onmessage = (e: MessageEvent) => heard.push(e.data);
    try {
      announceBalanceMoved();
      announceBalanceMoved();
      while (heard.length < 2) await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      advance(499);
      expect(refresh).not.toHaveBeenCalled();
      advance(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      advance(2000);
      expect(refresh).toHaveBeenCalledTimes(1);
    } finally {
      probe.close();
    }
  });

  it('coming back to the tab after a game window opened refreshes once; an unarmed return does nothing', () => {
    const refresh = vi.fn();
    render(
      <Shell refresh={refresh}>
        <Page />
      </Shell>,
    );
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(2000);
    expect(refresh).not.toHaveBeenCalled();
    click('arm');
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    advance(2000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks nothing of a signed-out session, and a page outside the shell asks nothing at all', () => {
    const refresh = vi.fn();
    render(<Shell refresh={refresh} />);
    setToken(null);
    post({ type: 'vendor:balance' });
    advance(2000);
    expect(refresh).not.toHaveBeenCalled();
    render(<Page />);
    expect(() => click('ask')).not.toThrow();
  });
});
