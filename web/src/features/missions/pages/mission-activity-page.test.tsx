import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { missionCalls, promotionCalls, type Mission, type MissionLeaderboard, type MissionList } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, fakePlatform, ok, on, type Replies } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import MissionActivityPage from './mission-activity-page';

const m = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'missions', ...vars });

const mission = (over: Partial<Mission> = {}): Mission => ({
  missionId: '1',
  title: 'Bet 500.00 on slots today',
  metric: 'STAKE',
  productType: 'RNG',
  period: 'DAY',
  target: 500,
  progress: 120,
  reward: 10,
  periodStart: 1_764_028_800_000,
  periodEnd: 1_764_115_200_000,
  status: 'IN_PROGRESS',
  ...over,
});

const list = (missions: Mission[]): MissionList => ({ promotionTitle: 'Mission Activity', missions });

const BOARD: MissionLeaderboard = {
  periodStart: 1_763_942_400_000,
  periodEnd: 1_764_547_200_000,
  entries: [
    { rank: 1, account: 'to***op', score: 900, me: false },
    { rank: 2, account: 'me***ee', score: 800, me: true },
  ],
  myRank: 2,
  myScore: 800,
};

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(...replies: Replies[]) {
  signIn('0');
  const platform = fakePlatform({ replies });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const onReady = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MissionActivityPage onReady={onReady} />
    </QueryClientProvider>,
  );
  return { platform, onReady };
}

describe('mission activity page (missionLeaderboard)', () => {
  it('[S2-2.44] shows the missions with accessible progress bars, a claim button only for a complete one, and the leaderboard', async () => {
    const { onReady } = renderPage(
      on(missionCalls.list, ok(list([mission(), mission({ missionId: '2', title: 'Deposit 1,000.00 this week', metric: 'DEPOSIT', period: 'WEEK', target: 1000, progress: 1200, reward: 50, status: 'CLAIMABLE' }), mission({ missionId: '3', title: 'Place 20 lottery bets this week', metric: 'BET_COUNT', target: 20, progress: 20, status: 'CLAIMED' })]))),
      on(missionCalls.leaderboard, ok(BOARD)),
    );
    expect(screen.getByTestId('missions-loading')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Bet 500.00 on slots today' });
    expect(onReady).toHaveBeenCalled();
    expect(bar.getAttribute('aria-valuenow')).toBe('120');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(bar.getAttribute('aria-valuetext')).toBe(m('progress', { progress: '120.00', target: '500.00' }));
    // a progress past the target shows full, not more
    expect(screen.getByRole('progressbar', { name: 'Deposit 1,000.00 this week' }).getAttribute('aria-valuenow')).toBe('1000');
    expect(screen.getByRole('progressbar', { name: 'Place 20 lottery bets this week' }).getAttribute('aria-valuetext')).toBe(m('progress', { progress: '20', target: '20' }));

    expect(screen.getByRole<HTMLButtonElement>('button', { name: m('claimOf', { title: 'Bet 500.00 on slots today' }) }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: m('claimOf', { title: 'Deposit 1,000.00 this week' }) }).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: m('claimOf', { title: 'Place 20 lottery bets this week' }) })).toBeNull();
    expect(screen.getByText(m('claimed'))).toBeTruthy();

    const table = await screen.findByRole('table', { name: m('leaderboard.title') });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([`${m('leaderboard.rank')}${m('leaderboard.account')}${m('leaderboard.score')}`, '1to***op900.00', '2me***ee800.00']);
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(m('leaderboard.myRank', { rank: 2, score: '800.00' }))).toBeTruthy();
  });

  it('[S2-2.44] claims a complete mission, then shows it claimed and reads the mission count again', async () => {
    const claimable = mission({ missionId: '2', status: 'CLAIMABLE', progress: 500 });
    const { platform } = renderPage(
      on(missionCalls.list, ok(list([claimable])), ok(list([{ ...claimable, status: 'CLAIMED' }]))),
      on(missionCalls.claim, ok({ missionId: '2', reward: 10, balance: 110 })),
      on(missionCalls.leaderboard, ok({ ...BOARD, entries: [], myRank: null, myScore: 0 })),
      on(promotionCalls.available, ok({ byType: {}, total: 0, MISSION: { enabled: true, count: 0 }, REFERRAL: { enabled: false, count: 0 } })),
    );
    await userEvent.click(await screen.findByRole('button', { name: m('claimOf', { title: claimable.title }) }));
    await screen.findByText(m('claimed'));
    expect(platform.sent(missionCalls.claim).map((r) => r.body)).toEqual([{ missionId: '2' }]);
    expect(screen.queryByRole('button', { name: m('claimOf', { title: claimable.title }) })).toBeNull();
    expect(screen.getByTestId('leaderboard-empty').textContent).toBe(m('leaderboard.empty'));
  });

  it('[S2-2.44] shows an empty state without missions and an error state when loading fails', async () => {
    renderPage(on(missionCalls.list, ok({ promotionTitle: null, missions: [] })), on(missionCalls.leaderboard, fail(500, 'internal.error')));
    expect((await screen.findByTestId('missions-empty')).textContent).toBe(m('empty'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m('loadFailed')));
  });
});
