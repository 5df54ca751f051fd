import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSED_GRACE_MS, signInWithPopup } from './social-sign-in';

/** A popup that closed itself right after posting (or without posting) its token. */
const closedPopup = () => ({ closed: true, close: vi.fn() }) as unknown as Window;

describe('social sign-in popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const opener = (popup: Window) => {
    vi.spyOn(window, 'open').mockReturnValue(popup);
    return window;
  };

  it('a token posted just before the popup closed still signs in, though the opener saw it closed first', async () => {
    const win = opener(closedPopup());
    const result = signInWithPopup('google', win);
    await vi.advanceTimersByTimeAsync(500); // the watch sees the popup closed before the message arrives
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: 'lotto-dev-identity', provider: 'google', idToken: 'id-token-1' } }));
    await expect(result).resolves.toMatchObject({ firebaseIdToken: 'id-token-1' });
  });

  it('a popup closed without a token ends the wait once the grace period is over', async () => {
    const win = opener(closedPopup());
    const result = signInWithPopup('google', win);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(500 + CLOSED_GRACE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it('ignores a token posted by another origin', async () => {
    const win = opener(closedPopup());
    const result = signInWithPopup('google', win);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://elsewhere.example', data: { type: 'lotto-dev-identity', provider: 'google', idToken: 'x' } }));
    await vi.advanceTimersByTimeAsync(500 + CLOSED_GRACE_MS);
    await expect(result).resolves.toBeNull();
  });
});
