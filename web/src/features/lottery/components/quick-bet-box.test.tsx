import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { useDialogStore } from '../../../lib/dialogs';
import { setIsAgent, setToken } from '../../../lib/storage';
import { lotteryCalls, type LotteryIssue, type OpenedIssue } from '@lotto/contract';
import { fakePlatform, ok, on, type FakePlatformOptions } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { issue, openedOf, renderLottery } from './lottery-test-kit';
import { QuickBetBox } from './quick-bet-box';

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

const page = (
  <Routes>
    <Route
      path="/"
      element={
        <>
          <QuickBetBox />
          <Where />
        </>
      }
    />
    <Route path="/lottery" element={<Where />} />
  </Routes>
);

/**
 * The platform for the box: the open issues and, for /lgw/numeros/near, the current issue of the
 * game asked for (`current` is called on each request); every reply carries the server clock.
 */
function lotteryPlatform(opened: OpenedIssue[], current?: () => Omit<LotteryIssue, 'isSale'>, extra: FakePlatformOptions = {}) {
  return fakePlatform({
    date: () => new Date(),
    ...extra,
    replies: [
      on(lotteryCalls.openedNumeros, ok(openedOf(opened))),
      on(lotteryCalls.nearNumeros, (req) => {
        const game = opened.find((o) => o.gameId === Number(req.query.gameId))!;
        const cur = current?.();
        return ok({ gameId: game.gameId, gameCode: game.gameCode, currentNumero: cur ? { ...cur, isSale: true } : null, lastNumero: null, seedHash: null });
      }),
    ],
  });
}

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home quick-bet box', () => {
  it('[S2-2.21] [S2-4.4] [S2-5.8] shows the first quick game with 5 SSC digits and bets through /lottery with gameCode, playType and bet_param', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    lotteryPlatform(
      [issue('k3fast', 'K3'), issue('gd11x5', '11X5', { remark: 'Guangdong 11x5' }), issue('cqssc', 'SSC', { remark: 'Chongqing SSC', defaultPlayType: 2 })],
      () => ({ numero: '20260101-0042', remainTime: 120_000, lockTime: 10 }),
    );
    renderLottery(page);
    // SSC comes first in the quick list, so the SSC game is the one shown
    expect(await screen.findByTestId('quick-bet-game')).toHaveTextContent('Chongqing SSC');
    expect(await screen.findByText('Issue 20260101-0042')).toBeInTheDocument();
    const balls = within(screen.getByRole('list', { name: 'Your numbers' })).getAllByRole('listitem');
    expect(balls).toHaveLength(5);
    const digits = balls.map((b) => b.textContent ?? '');
    for (const d of digits) expect(d).toMatch(/^[0-9]$/);

    await userEvent.click(screen.getByRole('link', { name: 'Bet now' }));
    const where = new URL(screen.getByTestId('where').textContent ?? '', 'http://x');
    expect(where.pathname).toBe('/lottery');
    expect(where.searchParams.get('gameCode')).toBe('cqssc');
    expect(where.searchParams.get('playType')).toBe('2');
    expect(where.searchParams.get('bet_param')).toBe(digits.join(','));
  });

  it('[S2-5.8] an 11X5 game gets five distinct numbers of 01-11, and reshuffling draws a new valid set', async () => {
    lotteryPlatform([issue('gd11x5', '11X5', { remark: 'Guangdong 11x5' })]);
    renderLottery(page);
    expect(await screen.findByTestId('quick-bet-game')).toHaveTextContent('Guangdong 11x5');
    const read = () => within(screen.getByRole('list', { name: 'Your numbers' })).getAllByRole('listitem').map((b) => b.textContent ?? '');
    for (let i = 0; i < 5; i++) {
      const nums = read();
      expect(nums).toHaveLength(5);
      expect(new Set(nums).size).toBe(5);
      for (const n of nums) expect(n).toMatch(/^(0[1-9]|1[01])$/);
      await userEvent.click(screen.getByRole('button', { name: 'New numbers' }));
    }
  });

  it('[S2-2.21] [S2-8.3] with no quick games the bet button shows the stay-tuned info dialog', async () => {
    lotteryPlatform([issue('k3fast', 'K3')]);
    renderLottery(page);
    await userEvent.click(await screen.findByRole('button', { name: 'Bet now' }));
    const dialogs = useDialogStore.getState().dialogs;
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({ tone: 'info', key: 'in_stay_tuned' });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('[S2-6.1] a guest pressing bet gets in_sorry_in and stays on the page', async () => {
    lotteryPlatform([issue('cqssc', 'SSC')]);
    renderLottery(page);
    await userEvent.click(await screen.findByRole('link', { name: 'Bet now' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.key)).toEqual(['in_sorry_in']);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('[S2-4.4] [S2-9.5] counts down each second and, stuck at zero, refreshes issue and open games once per 5 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const drawAt = Date.now() + 3_000;
    // the server has not rolled to the next issue yet: remainTime stays 0 after the draw time
    const fake = lotteryPlatform([issue('cqssc', 'SSC', { remark: 'Chongqing SSC' })], () => ({
      numero: '20260101-0001',
      remainTime: Math.max(0, drawAt - Date.now()),
      lockTime: 0,
    }));
    const count = (call: typeof lotteryCalls.nearNumeros | typeof lotteryCalls.openedNumeros) => fake.sent(call).length;
    renderLottery(page);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const timer = () => screen.getByRole('timer');
    expect(timer()).toHaveTextContent('00:03');
    const nearBefore = count(lotteryCalls.nearNumeros);
    const openedBefore = count(lotteryCalls.openedNumeros);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer()).toHaveTextContent('00:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer()).toHaveTextContent('00:01');
    expect(count(lotteryCalls.nearNumeros)).toBe(nearBefore);

    await act(() => vi.advanceTimersByTimeAsync(1000)); // zero: one refresh of both
    expect(timer()).toHaveTextContent('Drawing');
    expect(count(lotteryCalls.nearNumeros)).toBe(nearBefore + 1);
    expect(count(lotteryCalls.openedNumeros)).toBe(openedBefore + 1);

    await act(() => vi.advanceTimersByTimeAsync(4000)); // still zero, inside the 5 s window
    expect(count(lotteryCalls.nearNumeros)).toBe(nearBefore + 1);
    await act(() => vi.advanceTimersByTimeAsync(1000)); // 5 s after the first refresh
    expect(count(lotteryCalls.nearNumeros)).toBe(nearBefore + 2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(count(lotteryCalls.nearNumeros)).toBe(nearBefore + 4);
    expect(count(lotteryCalls.openedNumeros)).toBe(openedBefore + 4);
  });

  it('[S2-4.4] [S2-9.5] opened while its game is drawing, refreshes that game\'s issue at once, never an issue of no game', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    // the open games say the first game's betting has closed; its issue has not rolled yet
    const fake = lotteryPlatform([issue('cqssc', 'SSC', { remark: 'Chongqing SSC', remainTime: 0, lockTime: 0 })], () => ({
      numero: '20260101-0001',
      remainTime: 0,
      lockTime: 0,
    }));
    renderLottery(page);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('timer')).toHaveTextContent('Drawing');
    // the first load of the issue and the refresh at zero: each names the game (the contract refuses one that does not)
    const asked = fake.sent(lotteryCalls.nearNumeros).map((r) => r.query.gameId);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((gameId) => gameId === String(issue('cqssc', 'SSC').gameId))).toBe(true);
    expect(fake.problems).toEqual([]);
    expect(fake.sent(lotteryCalls.openedNumeros).length).toBe(2);
  });

  it('[S2-4.4] corrects the countdown by half the round trip and lockTime', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    // 2 s round trip: the reply is 1 s old on arrival; betting closes 20 s before the draw
    lotteryPlatform([issue('cqssc', 'SSC')], () => ({ numero: '20260101-0001', remainTime: 90_000, lockTime: 20 }), { latencyMs: 2000 });
    renderLottery(page);
    await act(() => vi.advanceTimersByTimeAsync(4100));
    // 90 s - 20 s - 1 s = 69 s at arrival; the timer shows whole seconds
    expect(screen.getByRole('timer')).toHaveTextContent('01:09');
  });
});
