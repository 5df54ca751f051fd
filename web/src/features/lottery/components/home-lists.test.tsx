import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
afterEach(() => vi.unstubAllGlobals());

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
