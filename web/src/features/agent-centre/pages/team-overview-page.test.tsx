import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, ac, heldBack, overview, renderPage } from '../agent-test-kit';
import TeamOverviewPage from './team-overview-page';

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('team overview page', () => {
  it('[S2-2.43] shows skeletons while loading, then the team now and its movement today', async () => {
    const held = heldBack(ok(overview()));
    const onReady = vi.fn();
    const { platform } = renderPage(<TeamOverviewPage onReady={onReady} />, on(agentCalls.teamOverview, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    expect(onReady).not.toHaveBeenCalled();
    held.release();
    const now = await screen.findByTestId('overview-now');
    expect(platform.sent(agentCalls.teamOverview)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END) });
    expect(within(now).getByTestId('figure-teamSize')).toHaveTextContent('4');
    expect(within(now).getByTestId('figure-teamBalance')).toHaveTextContent('1,234.50');
    const range = screen.getByTestId('overview-range');
    expect(within(range).getByTestId('figure-deposits')).toHaveTextContent('800.00');
    expect(within(range).getByTestId('figure-withdrawals')).toHaveTextContent('150.00');
    expect(within(range).getByTestId('figure-profit')).toHaveTextContent('-180.00');
    expect(onReady).toHaveBeenCalled();
  });

  it('[S2-2.43] says how to grow an empty team, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<TeamOverviewPage />, on(agentCalls.teamOverview, fail(503, 'busy', 'Busy right now'), ok(overview({ teamSize: 0 }))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Busy right now');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    await waitFor(() => expect(screen.getByTestId('agent-empty')).toHaveTextContent(ac('overview.empty')));
  });
});
