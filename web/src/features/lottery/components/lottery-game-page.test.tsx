import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialogStore } from '../../../lib/dialogs';
import { resetFunnel } from '../../../lib/error-funnel';
import { clearSession, setIsAgent, setToken } from '../../../lib/storage';
import { planLotteryLaunch, planVnLaunch } from '../model/launch-plan';
import { LotteryGamePage } from './lottery-game-page';
import { installFakeLottery, renderLottery } from './lottery-test-kit';

const launches = (calls: string[]) => calls.filter((c) => c.startsWith('GET /wps/game/launchGame'));
const plan = (q: string) => planLotteryLaunch(new URLSearchParams(q), 'LOTT', 'EN');

beforeEach(() => {
  clearSession();
  resetFunnel();
  useDialogStore.getState().clearDialogs();
});
afterEach(() => vi.unstubAllGlobals());

describe('lottery page launch', () => {
  it('[S2-2.5] [S2-7.2] launches LOTT with lottoMode and game code and frames value.gameUrl with the picked numbers', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    const fake = installFakeLottery();
    renderLottery(<LotteryGamePage plan={plan('gameCode=cqssc&playType=2&bet_param=1,2,3,4,5')} title="Lottery" lobbyPath="/lottery" />);
    const frame = await screen.findByTitle('Lottery game');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://localhost');
    expect(src.pathname).toBe('/demo/lottery/play');
    expect(src.searchParams.get('ticket')).toBe('t1');
    expect(src.searchParams.get('bet_param')).toBe('1,2,3,4,5');
    const [call] = launches(fake.calls);
    const q = new URL(call!.slice(4), 'http://localhost').searchParams;
    expect(Object.fromEntries(q)).toEqual({ launchMode: 'LOTT', lottoMode: 'Entertainment', lottoGameCode: 'cqssc', language: 'EN' });
    expect(launches(fake.calls)).toHaveLength(1);
  });

  it('[S2-4.2] the VN page asks for the betting view of its game code', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    const fake = installFakeLottery();
    renderLottery(<LotteryGamePage plan={planVnLaunch(new URLSearchParams('gameCode=vn_north'), 'EN')} title="Vietnam lottery" lobbyPath="/vnLottery" />);
    await screen.findByTitle('Vietnam lottery game');
    const q = new URL(launches(fake.calls)[0]!.slice(4), 'http://localhost').searchParams;
    expect(q.get('lottoArea')).toBe('VN');
    expect(q.get('lottoView')).toBe('betting');
    expect(q.get('device')).toBe('WEB');
    expect(q.get('hasLobby')).toBe('true');
  });

  it('[S2-6.1] a guest is asked to sign in (in_sorry_in) and nothing is launched', async () => {
    const fake = installFakeLottery();
    renderLottery(<LotteryGamePage plan={plan('gameCode=cqssc&playType=1')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-locked')).toHaveTextContent('Log in to play');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.key)).toEqual(['in_sorry_in']);
    expect(launches(fake.calls)).toHaveLength(0);
    expect(screen.queryByTitle('Lottery game')).toBeNull();

    // signing in elsewhere (the login popup) lets the page launch without a reload
    act(() => {
      setToken('tok-demo01');
      setIsAgent('0');
    });
    expect(await screen.findByTitle('Lottery game')).toBeInTheDocument();
    expect(launches(fake.calls)).toHaveLength(1);
  });

  it('[S2-6.2] a trial account (isAgent 4) gets in_need_true_account and nothing is launched', async () => {
    setToken('tok-trial01');
    setIsAgent('4');
    const fake = installFakeLottery();
    renderLottery(<LotteryGamePage plan={plan('')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-locked')).toHaveTextContent('A real account is needed');
    await userEvent.click(screen.getByRole('button', { name: 'Find out more' }));
    expect(useDialogStore.getState().dialogs.map((d) => d.key)).toEqual(['in_need_true_account']);
    expect(launches(fake.calls)).toHaveLength(0);
  });

  it('[S2-8.6] a failed lottery launch returns quietly: no dialog, an inline retry', async () => {
    setToken('tok-demo01');
    setIsAgent('0');
    let fail = true;
    const fake = installFakeLottery({
      launch: () =>
        fail
          ? { status: 500, body: { success: false, errorCode: 'lottery_unavailable', message: 'down' } }
          : { status: 200, body: { success: true, value: { gameUrl: '/demo/lottery/play?ticket=t2' } } },
    });
    renderLottery(<LotteryGamePage plan={plan('')} title="Lottery" lobbyPath="/lottery" />);
    expect(await screen.findByTestId('lottery-unavailable')).toBeInTheDocument();
    expect(useDialogStore.getState().dialogs).toEqual([]);
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTitle('Lottery game')).toHaveAttribute('src', '/demo/lottery/play?ticket=t2');
    expect(launches(fake.calls)).toHaveLength(2);
  });
});
