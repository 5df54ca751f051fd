import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { lotteryCalls, type LotteryDraw } from '@lotto/contract';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { CountdownList } from './countdown-list';
import { DrawResults } from './draw-results';
import { PopularTrend } from './popular-trend';
import { issue, openedOf, renderLottery } from './lottery-test-kit';

const draw = (i: number): LotteryDraw => ({
  gameCode: `game${i}`,
  gameId: i,
  remark: `Game ${i}`,
  numero: `20260101-00${i}`,
  winNo: i % 2 ? '1,2,3,4,5' : '03071011',
  drawTime: 1_767_225_600_000,
});

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home lottery lists', () => {
  it('[S2-2.23] the countdown list shows each game with issue, countdown and a bet button', async () => {
    fakePlatform({
      replies: [
        on(
          lotteryCalls.openedNumeros,
          ok(
            openedOf([
              issue('cqssc', 'SSC', { remark: 'Chongqing SSC', numero: '20260101-0100', remainTime: 125_000, lockTime: 5 }),
              issue('gd11x5', '11X5', { remark: 'Guangdong 11x5', numero: '20260101-0200', remainTime: 30_000, lockTime: 10 }),
            ]),
          ),
        ),
      ],
    });
    renderLottery(<CountdownList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Chongqing SSC')).toBeInTheDocument();
    expect(first.getByText('Issue 20260101-0100')).toBeInTheDocument();
    expect(first.getByRole('timer')).toHaveTextContent(/0[12]:5\d|02:00/);
    expect(first.getByRole('link', { name: 'Bet on Chongqing SSC' })).toHaveAttribute('href', '/lottery?gameCode=cqssc&playType=1');
    expect(within(rows[1]!).getByRole('timer')).toHaveTextContent(/00:(19|20)/);
  });

  it('[S2-2.23] [S2-9.5] every countdown of the list ticks each second and, the first one stuck at zero, the open games are refreshed once per 5 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const drawAt = Date.now() + 3_000;
    // the server has not rolled the first game to its next issue yet: its remainTime stays 0
    const fake = fakePlatform({
      date: () => new Date(),
      replies: [
        on(lotteryCalls.openedNumeros, () =>
          ok(
            openedOf([
              issue('cqssc', 'SSC', { remark: 'Chongqing SSC', remainTime: Math.max(0, drawAt - Date.now()), lockTime: 0 }),
              issue('gd11x5', '11X5', { remark: 'Guangdong 11x5', remainTime: drawAt + 60_000 - Date.now(), lockTime: 0 }),
            ]),
          ),
        ),
      ],
    });
    const refreshes = () => fake.sent(lotteryCalls.openedNumeros).length;
    renderLottery(<CountdownList />);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const timers = () => screen.getAllByRole('timer').map((t) => t.textContent);
    expect(timers()).toEqual(['00:03', '01:03']);
    const before = refreshes();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timers()).toEqual(['00:02', '01:02']);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timers()).toEqual(['00:01', '01:01']);
    expect(refreshes()).toBe(before);

    await act(() => vi.advanceTimersByTimeAsync(1000)); // the first game's zero: one refresh
    expect(timers()).toEqual(['Drawing', '01:00']);
    expect(refreshes()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(4000)); // still zero, inside the 5 s window
    expect(refreshes()).toBe(before + 1);
    expect(timers()[1]).toBe('00:56');
    await act(() => vi.advanceTimersByTimeAsync(1000)); // 5 s after the first refresh
    expect(refreshes()).toBe(before + 2);
  });

  it('[S2-2.24] [S2-9.1] draw results list 5 items, each with trend and bet buttons and its winning numbers', async () => {
    fakePlatform({ replies: [on(lotteryCalls.draws, ok(Array.from({ length: 7 }, (_, i) => draw(i + 1))))] });
    renderLottery(<DrawResults />);
    const section = await screen.findByTestId('lottery-draws');
    await within(section).findByText('Game 1');
    const items = within(section).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'UL');
    expect(items).toHaveLength(5);
    expect(within(section).getByRole('link', { name: 'Trend of Game 1' })).toHaveAttribute('href', '/trend?gameCode=game1');
    expect(within(section).getByRole('link', { name: 'Bet on Game 2' })).toHaveAttribute('href', '/lottery?gameCode=game2&playType=1');
    // comma-separated and plain digit strings both split into balls
    const odd = within(within(section).getByRole('list', { name: 'Winning numbers of Game 1' })).getAllByRole('listitem');
    expect(odd.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    const even = within(within(section).getByRole('list', { name: 'Winning numbers of Game 2' })).getAllByRole('listitem');
    expect(even.map((b) => b.textContent)).toEqual(['0', '3', '0', '7', '1', '0', '1', '1']);
    expect(within(section).queryByText('Game 6')).toBeNull();
  });

  it('[S2-2.22] every popular trend item links to the lottery page', async () => {
    fakePlatform({
      replies: [
        on(
          lotteryCalls.popular,
          ok([
            { gameId: 1, gameCode: 'cqssc', remark: 'Chongqing SSC', defaultPlayType: 1, webIconUrl: null },
            { gameId: 2, gameCode: 'long_dragon', remark: 'Long Dragon', defaultPlayType: 2, webIconUrl: null },
          ]),
        ),
      ],
    });
    renderLottery(<PopularTrend />);
    expect(await screen.findByRole('link', { name: /Chongqing SSC/ })).toHaveAttribute('href', '/lottery?gameCode=cqssc&playType=1');
    expect(screen.getByRole('link', { name: /Long Dragon/ })).toHaveAttribute('href', '/lottery?gameCode=long_dragon&playType=2');
  });
});
