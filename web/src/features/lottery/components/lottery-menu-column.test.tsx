import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotteryCalls, type LotteryMenuEntry } from '@lotto/contract';
import { LotteryMenuColumn } from './lottery-menu-column';
import { fail, fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { renderLottery } from './lottery-test-kit';

const MENUS: LotteryMenuEntry[] = [
  {
    labelName: 'SSC',
    displayName: 'Time-based',
    gameGroupCode: 'SSC',
    gameGroupId: 1,
    gameMenus: [
      { code: 'cqssc', remark: 'Chongqing SSC', gameId: 11, defaultPlayType: 1 },
      { code: 'txffc', remark: 'Tencent 1-min', gameId: 12, defaultPlayType: 2 },
    ],
  },
  {
    labelName: '11X5',
    displayName: '11 pick 5',
    gameGroupCode: '11X5',
    gameGroupId: 2,
    gameMenus: [{ code: 'gd11x5', remark: 'Guangdong 11x5', gameId: 21, defaultPlayType: 1 }],
  },
  { labelName: 'K3', displayName: 'Quick 3', gameGroupCode: 'K3', gameGroupId: 3, gameMenus: [] },
];

beforeEach(async () => {
  await resetSiteState();
});
afterEach(() => vi.unstubAllGlobals());

describe('lottery menu column', () => {
  it('[S2-2.17] lists the game_menus games grouped by entry, each linking to its lottery page with its default play type', async () => {
    const p = fakePlatform({ replies: [on(lotteryCalls.menus, ok(MENUS))] });
    renderLottery(<LotteryMenuColumn />);
    const ssc = await screen.findByRole('region', { name: 'Time-based' });
    expect(p.sent(lotteryCalls.menus)).toHaveLength(1);
    expect(within(ssc).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Chongqing SSC', '/lottery?gameCode=cqssc&playType=1'],
      ['Tencent 1-min', '/lottery?gameCode=txffc&playType=2'],
    ]);
    const x5 = screen.getByRole('region', { name: '11 pick 5' });
    expect(within(x5).getByRole('link', { name: 'Guangdong 11x5' })).toHaveAttribute('href', '/lottery?gameCode=gd11x5&playType=1');
    // an entry without games shows no empty group
    expect(screen.queryByRole('region', { name: 'Quick 3' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All lotteries' })).toHaveAttribute('href', '/lottery');
  });

  it('[S2-2.17] following a game link tells the menu to close; a failed load still offers all lotteries', async () => {
    const p = fakePlatform({ replies: [on(lotteryCalls.menus, ok(MENUS))] });
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    const view = renderLottery(<LotteryMenuColumn onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('link', { name: 'Guangdong 11x5' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    view.unmount();

    p.on(lotteryCalls.menus, fail(500, 'internal.error'));
    renderLottery(<LotteryMenuColumn />);
    await waitFor(() => expect(p.sent(lotteryCalls.menus)).toHaveLength(2));
    expect(await screen.findByRole('link', { name: 'All lotteries' })).toHaveAttribute('href', '/lottery');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
