import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, ac, heldBack, pageOf, renderPage, renderPageAt, teamBet, totals } from '../agent-test-kit';
import TeamBettingPage from './team-betting-page';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('team betting page', () => {
  it('[S2-2.43] [S2-5.3] lists today\'s team bets with who placed each and the totals', async () => {
    const reply = { ...pageOf([teamBet(), teamBet({ id: 'L2', username: 'member12', productType: 'LOTT', vendor: 'LOTTERY', gameName: 'Fast 3', numero: '20261124-001', payout: null, profit: null, state: 'open' })]), totals: totals({ count: 2, stake: 40, profit: -20 }) };
    const held = heldBack(ok(reply));
    const { platform } = renderPage(<TeamBettingPage />, on(agentCalls.teamBets, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    const table = await screen.findByTestId('records-table');
    expect(platform.sent(agentCalls.teamBets)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END), page: '1' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('member11');
    expect(first).toHaveTextContent('-20.00');
    expect(second).toHaveTextContent('member12');
    expect(second).toHaveTextContent('20261124-001');
    expect(second).toHaveTextContent(i18n.t('state.open', { ns: 'records' }));
  });

  it('[S2-2.43] asks for one product type', async () => {
    const { platform, user } = renderPage(<TeamBettingPage />, on(agentCalls.teamBets, ok({ ...pageOf([]), totals: totals() })));
    await screen.findByTestId('agent-empty');
    await user.selectOptions(screen.getByLabelText(i18n.t('bets.product', { ns: 'records' })), 'LIVE');
    await waitFor(() => expect(platform.sent(agentCalls.teamBets).at(-1)!.query).toMatchObject({ productType: 'LIVE', page: '1' }));
    expect(screen.getByTestId('agent-empty')).toHaveTextContent(ac('bets.empty'));
  });

  it('shows a failed read (the date rule the server answers) with a retry', async () => {
    const { user } = renderPage(<TeamBettingPage />, on(agentCalls.teamBets, fail(400, 'date.range.too.long', 'The date range can be at most 30 days.'), ok({ ...pageOf([]), totals: totals() })));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toBeInTheDocument();
  });
});

describe('team betting page for one downline', () => {
  it('[S2-2.43] asks for the downline a link named, and goes back to the whole team', async () => {
    const { platform, user } = renderPageAt(
      '/agent/agentTeamBetting?downline=12&name=member12',
      <TeamBettingPage />,
      on(agentCalls.teamBets, ok({ ...pageOf([teamBet({ username: 'member12' })]), totals: totals({ count: 1, stake: 20 }) })),
    );
    expect(await screen.findByTestId('downline-filter')).toHaveTextContent(ac('bets.onlyDownline', { name: 'member12' }));
    await screen.findByTestId('records-table');
    expect(platform.sent(agentCalls.teamBets)[0]!.query).toMatchObject({ downlineId: '12', page: '1' });
    await user.click(screen.getByRole('button', { name: ac('bets.allTeam') }));
    await waitFor(() => expect(platform.sent(agentCalls.teamBets).at(-1)!.query).not.toHaveProperty('downlineId'));
    expect(screen.queryByTestId('downline-filter')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/agent\/agentTeamBetting$/);
  });
});
