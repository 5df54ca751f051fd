import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogStore } from '../../../lib/dialogs';
import { setIsAgent, setToken } from '../../../lib/storage';
import { lotteryCalls } from '@lotto/contract';
import { fail, fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { planLotteryLaunch, planVnLaunch } from '../model/launch-plan';
import { LotteryGamePage } from './lottery-game-page';
import { renderLottery } from './lottery-test-kit';

const launched = (gameUrl = '/demo/lottery/play?ticket=t1') => on(lotteryCalls.launch, ok({ gameUrl }));
// the page names its game from the open-games list; none open here, so it keeps the title
const noOpenIssues = on(lotteryCalls.openedNumeros, ok({}));
const plan = (q: string) => planLotteryLaunch(new URLSearchParams(q), 'LOTT', 'EN');

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => vi.unstubAllGlobals());

describe('lottery page launch', () => {
  it('[S2-2.5] [S2-7.2] [S2-3.7] launches LOTT with lottoMode and game code and frames value.gameUrl with the picked numbers', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    const fake = fakePlatform({ replies: [noOpenIssues, launched()] });
    renderLottery(<LotteryGamePage plan={plan('gameCode=cqssc&playType=2&bet_param=1,2,3,4,5')} title="Lottery" lobbyPath="/lottery" />);
    const frame = await screen.findByTitle('Lottery game');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/demo/lottery/play');
    expect(src.searchParams.get('ticket')).toBe('t1');
    expect(src.searchParams.get('bet_param')).toBe('1,2,3,4,5');
    const launches = fake.sent(lotteryCalls.launch);
    expect(launches.map((r) => r.query)).toEqual([{ launchMode: 'LOTT', lottoMode: 'Entertainment', lottoGameCode: 'cqssc', language: 'EN' }]);
  });

  it('[S2-4.2] the VN page asks for the betting view of its game code', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    const fake = fakePlatform({ replies: [noOpenIssues, launched()] });
    renderLottery(<LotteryGamePage plan={planVnLaunch(new URLSearchParams('gameCode=vn_north'), 'EN')} title="Vietnam lottery" lobbyPath="/vnLottery" />);
    await screen.findByTitle('Vietnam lottery game');
    expect(fake.sent(lotteryCalls.launch)[0]!.query).toMatchObject({ lottoArea: 'VN', lottoView: 'betting', device: 'WEB', hasLobby: 'true' });
  });

  it('[S2-6.1] a guest is asked to sign in (in_sorry_in) and nothing is launched', async () => {
    const fake = fakePlatform({ replies: [noOpenIssues, launched()] });
    renderLottery(<LotteryGamePage plan={plan('gameCode=cqssc&playType=1')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-locked')).toHaveTextContent('Log in to play');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.key)).toEqual(['in_sorry_in']);
    expect(fake.sent(lotteryCalls.launch)).toHaveLength(0);
    expect(screen.queryByTitle('Lottery game')).toBeNull();

    // signing in elsewhere (the login popup) lets the page launch without a reload
    act(() => {
      setToken('tok-demo01');
      setIsAgent('0');
    });
    expect(await screen.findByTitle('Lottery game')).toBeInTheDocument();
    expect(fake.sent(lotteryCalls.launch)).toHaveLength(1);
  });

  it('[S2-6.2] a trial account (isAgent 4) gets in_need_true_account and nothing is launched', async () => {
    setToken('tok-trial01');
    setIsAgent('4');
    const fake = fakePlatform({ replies: [noOpenIssues] });
    renderLottery(<LotteryGamePage plan={plan('')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-locked')).toHaveTextContent('A real account is needed');
    await userEvent.click(screen.getByRole('button', { name: 'Find out more' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.key)).toEqual(['in_need_true_account']);
    expect(fake.sent(lotteryCalls.launch)).toHaveLength(0);
  });

  it('[S2-8.6] a failed lottery launch returns quietly: no dialog, an inline retry', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    const fake = fakePlatform({
      replies: [noOpenIssues, on(lotteryCalls.launch, fail(500, 'lottery_unavailable', 'down'), ok({ gameUrl: '/demo/lottery/play?ticket=t2' }))],
    });
    renderLottery(<LotteryGamePage plan={plan('')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-unavailable')).toBeInTheDocument();
    expect(useDialogStore.getState().dialogs).toEqual([]);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTitle('Lottery game')).toHaveAttribute('src', '/demo/lottery/play?ticket=t2');
    expect(fake.sent(lotteryCalls.launch)).toHaveLength(2);
  });
});
