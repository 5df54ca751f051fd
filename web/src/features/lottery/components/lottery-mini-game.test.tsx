import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { lotteryCalls } from '@lotto/contract';
import { clearSession } from '../../../lib/storage';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { LotteryMiniGame } from './lottery-mini-game';
import { issue, openedOf, renderLottery } from './lottery-test-kit';

beforeEach(() => {
  clearSession();
  fakePlatform({ replies: [on(lotteryCalls.openedNumeros, ok(openedOf([issue('cqssc', 'SSC', { remark: 'Chongqing SSC' })])))] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('lottery mini-game widget', () => {
  it('[S2-2.25] is shown only to a logged-in player outside the hidden routes', () => {
    const { rerender } = renderLottery(<LotteryMiniGame loggedIn={false} pathname="/" />);
    expect(screen.queryByTestId('lottery-mini-game')).toBeNull();
    rerender(<LotteryMiniGame loggedIn pathname="/lottery" />);
    expect(screen.queryByTestId('lottery-mini-game')).toBeNull();
    rerender(<LotteryMiniGame loggedIn pathname="/promotion" />);
    expect(screen.getByRole('button', { name: 'Open the lottery mini-game' })).toBeInTheDocument();
  });

  it('[S2-6.5] is not shown where the merchant has the mini-game switched off (LOTTMINIGAME3)', () => {
    const { rerender } = renderLottery(<LotteryMiniGame loggedIn pathname="/promotion" enabled={false} />);
    expect(screen.queryByTestId('lottery-mini-game')).toBeNull();
    rerender(<LotteryMiniGame loggedIn pathname="/promotion" enabled />);
    expect(screen.getByRole('button', { name: 'Open the lottery mini-game' })).toBeInTheDocument();
  });

  it('[S2-9.12] drags only after a 150 ms press; a short press opens the quick game', async () => {
    vi.useFakeTimers();
    renderLottery(<LotteryMiniGame loggedIn pathname="/" />);
    const button = screen.getByTestId('lottery-mini-game');

    // a press moved before 150 ms does not drag, and counts as a click
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 300, clientY: 700 });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 120, clientY: 200 });
    expect(button.style.left).toBe('');
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 120, clientY: 200 });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Lottery mini-game' })).toBeInTheDocument();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Lottery mini-game' })).toBeNull();

    // held 150 ms, the widget follows the pointer and the release does not open it
    fireEvent.pointerDown(button, { pointerId: 2, button: 0, clientX: 300, clientY: 700 });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    fireEvent.pointerMove(button, { pointerId: 2, clientX: 120, clientY: 200 });
    expect(button.style.left).not.toBe('');
    expect(button.style.top).not.toBe('');
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 120, clientY: 200 });
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Lottery mini-game' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
  });
});
