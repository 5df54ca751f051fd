import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, ac, heldBack, pageOf, renderPage, totals } from '../agent-test-kit';
import UserLossPage from './user-loss-page';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('user loss page', () => {
  it('[S2-2.43] lists each downline\'s win and loss with the team total', async () => {
    const rows = [
      { customerId: 11, username: 'member11', ...totals({ count: 3, stake: 220, payout: 0, profit: -220 }) },
      { customerId: 12, username: 'member12', ...totals({ count: 1, stake: 10, payout: 40, profit: 30 }) },
    ];
    const held = heldBack(ok({ ...pageOf(rows), totals: totals({ count: 4, stake: 230, payout: 40, profit: -190 }) }));
    renderPage(<UserLossPage />, on(agentCalls.userLoss, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    const table = await screen.findByTestId('records-table');
    const all = within(table).getAllByRole('row');
    expect(all[1]).toHaveTextContent('member11');
    expect(all[1]).toHaveTextContent('-220.00');
    expect(all[2]).toHaveTextContent('+30.00');
    expect(all.at(-1)).toHaveTextContent(ac('loss.total'));
    expect(all.at(-1)).toHaveTextContent('-190.00');
    expect(screen.getByTestId('figure-profit')).toHaveTextContent('-190.00');
    // each name leads to that downline's bets
    expect(within(table).getByRole('link', { name: ac('loss.seeBets', { name: 'member12' }) })).toHaveAttribute('href', '/agent/agentTeamBetting?downline=12&name=member12');
  });

  it('[S2-5.3] asks again for the last 7 days; says when nobody bet; shows a failed read with a retry', async () => {
    const { platform, user } = renderPage(<UserLossPage />, on(agentCalls.userLoss, fail(500, 'x', 'Broken'), ok({ ...pageOf([]), totals: totals() })));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('loss.empty'));
    await user.click(screen.getByRole('button', { name: i18n.t('common:range.lastDays', { days: 7 }) }));
    await waitFor(() =>
      expect(platform.sent(agentCalls.userLoss).at(-1)!.query).toEqual({ startTime: String(new Date(2026, 10, 18).getTime()), endTime: String(TODAY_END), page: '1' }),
    );
  });
});
