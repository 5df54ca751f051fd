import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '../lib/i18n';
import { setMerchantCode } from '../lib/storage';
import { fakePlatform } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

const g = (key: string) => i18n.t(key, { ns: 'games' });
const game = { gameType: 'LIVE', url: '/vendor/demo/play/abc', title: 'Allbet Baccarat', returnTo: '/live' };

/** What other windows of the site hear on the balance channel while the test runs. */
function listenToBalanceChannel() {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel('lotto:balance');
  channel.onmessage = (e: MessageEvent) => heard.push(e.data);
  return { heard, close: () => channel.close() };
}

beforeEach(async () => {
  sessionStorage.clear();
  await changeLanguage('EN');
  setMerchantCode('demo');
  // the player page calls nothing: the fake states no reply, so any call fails the test
  fakePlatform();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('player page (alternate game window, spec 2 §4)', () => {
  it('[S2-4.1] shows the handed-over game on its start-game URL, outside the site shell, with reload and close', async () => {
    sessionStorage.setItem('games.play.player', JSON.stringify(game));
    renderApp('/player?gameType=LIVE');
    const frame = await screen.findByTitle('Allbet Baccarat');
    expect(frame.getAttribute('src')).toBe('/vendor/demo/play/abc');
    expect(screen.getByRole('heading', { name: 'Allbet Baccarat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: g('player.reload') })).toBeTruthy();
    expect(screen.getByRole('button', { name: g('player.close') })).toBeTruthy();
    // no header, menu or footer of the site around the game
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Allbet Baccarat'));

    // reload puts a fresh frame on the same address
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: g('player.reload') }));
    const again = await screen.findByTitle('Allbet Baccarat');
    expect(again).not.toBe(frame);
    expect(again.getAttribute('src')).toBe('/vendor/demo/play/abc');

    // a window the site did not open cannot close itself: 300 ms later it goes back to the site
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: g('player.close') }));
    expect(close).toHaveBeenCalled();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/live'));
  });

  it('[S2-4.1] relays each round the game reports, and the window closing, to the site tabs', async () => {
    sessionStorage.setItem('games.play.player', JSON.stringify(game));
    const channel = listenToBalanceChannel();
    try {
      renderApp('/player?gameType=LIVE');
      await screen.findByTitle('Allbet Baccarat');
      // The lazy route commits outside act, so its effects run in a later task than the frame
      // appears: the title is set by the effect declared just before the message listener's, in
      // the same flush, so once it shows, the page is listening.
      await waitFor(() => expect(document.title).toBe('Allbet Baccarat'));
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'vendor:balance' }, origin: window.location.origin }));
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'vendor:balance' }, origin: 'https://elsewhere.example' }));
      });
      await waitFor(() => expect(channel.heard).toEqual([{ type: 'balance:moved' }]));
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      await waitFor(() => expect(channel.heard).toHaveLength(2));
    } finally {
      channel.close();
    }
  });

  it('[S2-4.1] with nothing handed over (or another game type) it says so and offers to close', async () => {
    sessionStorage.setItem('games.play.player', JSON.stringify(game));
    renderApp('/player?gameType=RNG');
    expect(await screen.findByText(g('player.missing'))).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: g('player.close') })).toBeTruthy();
  });

  it('a window that closes as asked never runs the fallback navigation afterwards', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/player?gameType=LIVE');
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: g('player.close') }));
    expect(close).toHaveBeenCalled();
    cleanup(); // the page is gone before its 300 ms fallback
    vi.advanceTimersByTime(1_000);
    expect(assign).not.toHaveBeenCalled();
  });
});
