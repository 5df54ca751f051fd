import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { agentCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { ac, downline, heldBack, pageOf, renderPage } from '../agent-test-kit';
import DownlinesPage from './downlines-page';

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('downline management page', () => {
  it('[S2-2.43] lists the team with balance, status, level and last login, as a table and as cards', async () => {
    const rows = [downline(), downline({ customerId: 12, username: 'member12', nickname: null, level: 2, upline: 'member11', status: 'locked', lastLoginAt: null, isAgent: '1' })];
    const held = heldBack(ok(pageOf(rows)));
    renderPage(<DownlinesPage />, on(agentCalls.downlines, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    const table = await screen.findByTestId('records-table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('member11');
    expect(first).toHaveTextContent('Blue Heron');
    expect(first).toHaveTextContent('250.00');
    expect(first).toHaveTextContent(ac('downlines.statuses.active'));
    expect(first).toHaveTextContent(ac('downlines.direct'));
    expect(second).toHaveTextContent(ac('downlines.levelValue', { level: 2, upline: 'member11' }));
    expect(second).toHaveTextContent(ac('downlines.statuses.locked'));
    expect(second).toHaveTextContent(ac('downlines.never'));
    expect(second).toHaveTextContent(ac('downlines.agentBadge'));
    expect(within(screen.getByTestId('records-cards')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(ac('downlines.count', { count: 2 }))).toBeInTheDocument();
  });

  it('[S2-2.43] searches by name, says when nothing matches, and clears the search', async () => {
    const { platform, user } = renderPage(
      <DownlinesPage />,
      on(agentCalls.downlines, (r) => ok(r.query.search === 'nobody' ? pageOf([]) : pageOf([downline()]))),
    );
    await screen.findByTestId('records-table');
    await user.type(screen.getByRole('searchbox', { name: ac('downlines.search') }), 'nobody');
    await user.click(screen.getByRole('button', { name: ac('downlines.searchButton') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('downlines.noMatch', { search: 'nobody' }));
    expect(platform.sent(agentCalls.downlines).at(-1)!.query).toEqual({ page: '1', search: 'nobody' });
    await user.click(screen.getByRole('button', { name: ac('downlines.clear') }));
    await waitFor(() => expect(platform.sent(agentCalls.downlines).at(-1)!.query).toEqual({ page: '1' }));
    expect(await screen.findByTestId('records-table')).toBeInTheDocument();
  });

  it('says when the team is empty, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<DownlinesPage />, on(agentCalls.downlines, fail(403, 'function.not.available', 'Not for you'), ok(pageOf([]))));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('downlines.empty'));
  });
});
