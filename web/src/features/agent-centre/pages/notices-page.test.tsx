import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { agentCalls, type Notice } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { ac, heldBack, renderPage } from '../agent-test-kit';
import NoticesPage from './notices-page';

const notice = (over: Partial<Notice> = {}): Notice => ({
  id: '1',
  title: 'Dividends on the 1st',
  content: '<p>Settled <b>monthly</b>.</p>',
  startDate: new Date(2026, 10, 20).getTime(),
  startDateStr: '2026-11-20 00:00:00',
  endDate: null,
  promotionType: null,
  announcementImages: [],
  remarkRequired: 'N',
  imageRequired: 'N',
  linkedPromotionId: null,
  ...over,
});

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});
afterEach(() => vi.useRealTimers());

describe('agent announcements page', () => {
  it('[S2-2.43] lists the agent notices with their date, their rich text, after a loading state', async () => {
    const held = heldBack(ok({ notices: [notice(), notice({ id: '2', title: 'Share your link', content: 'Plain text' })] }));
    renderPage(<NoticesPage />, on(agentCalls.notices, held.answer));
    expect(await screen.findByTestId('agent-loading')).toBeInTheDocument();
    held.release();
    const list = await screen.findByRole('list', { name: ac('pages.agentAnnouncement') });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Dividends on the 1st' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(ac('notices.published', { date: '2026-11-20' }));
    expect(items[0]!.querySelector('b')).toHaveTextContent('monthly');
  });

  it('says when there are none, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<NoticesPage />, on(agentCalls.notices, fail(500, 'x', 'Broken'), ok({ notices: [] })));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('agent-empty')).toHaveTextContent(ac('notices.empty'));
  });
});
