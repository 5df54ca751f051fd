import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage';
import { useRefreshOnVendorMessage } from './use-balance-refresh';

function Listener({ refresh }: { refresh: () => void }) {
  useRefreshOnVendorMessage(refresh);
  return null;
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('balance refresh from the playing game', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setToken('a-token');
  });
  afterEach(() => {
    vi.useRealTimers();
    setToken(null);
  });

  it('[S2-4.21] a round reported by the game frame refreshes the balance 500 ms later, once per 1000 ms burst', () => {
    const refresh = vi.fn();
    render(<Listener refresh={refresh} />);
    post({ type: 'vendor:balance', balance: 999_000, currency: 'CNY' });
    post({ type: 'vendor:balance', balance: 998_000, currency: 'CNY' });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(refresh).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    post({ type: 'vendor:balance', balance: 997_000, currency: 'CNY' });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores messages from another origin and of another type', () => {
    const refresh = vi.fn();
    render(<Listener refresh={refresh} />);
    post({ type: 'vendor:balance' }, 'https://elsewhere.example');
    post({ type: 'something-else' });
    post('vendor:balance');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});
