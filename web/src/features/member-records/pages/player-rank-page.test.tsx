import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { otherCalls, recordCalls, type RankLevelsReply } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderPage, vip } from '../records-test-kit';
import PlayerRankPage from './player-rank-page';

const r = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'records', ...vars });

const LEVELS: RankLevelsReply = {
  levels: [
    { level: 1, labelId: 'bronze', labelName: 'Bronze', turnoverRequired: 0, depositRequired: 0 },
    { level: 2, labelId: 'silver', labelName: 'Silver', turnoverRequired: 1000, depositRequired: 100 },
    { level: 3, labelId: 'gold', labelName: 'Gold', turnoverRequired: 10000, depositRequired: 1000 },
  ],
  currentLevel: 3,
  turnover: 12345.5,
  deposits: 1500,
};

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('player rank page (playerRank)', () => {
  it('[S2-3.16] [S2-7.11] shows the VIP label, level, an accessible progress bar and the conditions met, from MCSFE_getPlayerRankProgress', async () => {
    renderPage(<PlayerRankPage />, on(otherCalls.rankProgress, ok(vip({ showVipBenefit: true }))), on(recordCalls.rankLevels, ok(LEVELS)));
    const card = await screen.findByTestId('rank-card');
    expect(card).toHaveTextContent('Gold');
    expect(card).toHaveTextContent(r('rank.level', { level: 3 }));
    const bar = within(card).getByRole('progressbar', { name: r('rank.progress') });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(card).getByTestId('rank-conditions')).toHaveTextContent(r('rank.conditions', { done: 1, total: 2 }));
    expect(card).toHaveTextContent(r('rank.benefit'));

    const table = await screen.findByTestId('records-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent(`Gold${r('rank.yours')}`);
    expect(rows[2]).toHaveTextContent('1,000.00');
    expect(screen.getByText('12,345.50')).toBeInTheDocument();
  });

  it('[S2-3.16] shows the no-VIP state, with the levels to aim for', async () => {
    renderPage(
      <PlayerRankPage />,
      on(otherCalls.rankProgress, ok(vip({ hasVip: false, vipLabelName: null, vipRankLevel: null, vipProgress: null, completedConditions: 0, labelId: null }))),
      on(recordCalls.rankLevels, ok({ ...LEVELS, currentLevel: null, turnover: 0, deposits: 0 })),
    );
    expect(await screen.findByTestId('rank-none')).toHaveTextContent(r('rank.none'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(await screen.findByTestId('records-table')).not.toHaveTextContent(r('rank.yours'));
  });

  it('shows a failed read with a retry', async () => {
    const { user } = renderPage(<PlayerRankPage />, on(otherCalls.rankProgress, fail(503, 'busy', 'Rank busy'), ok(vip())), on(recordCalls.rankLevels, ok(LEVELS)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rank busy');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('rank-card')).toBeInTheDocument();
  });
});
