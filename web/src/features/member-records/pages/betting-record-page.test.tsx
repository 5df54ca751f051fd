import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECORD_PRODUCT_TYPES, recordCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, bet, betPage, midnight, renderPage } from '../records-test-kit';
import BettingRecordPage from './betting-record-page';

const r = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'records', ...vars });
const table = () => screen.getByTestId('records-table');

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('betting record page', () => {
  it('[S2-5.3] [S2-9.16] asks for today by default (midnight to +86,399,000 ms) and shows the rows, as a table and as phone cards, with totals', async () => {
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    const reply = betPage([bet(), bet({ id: 'L7', productType: 'LOTT', vendor: 'LOTTERY', gameName: 'Fast 3', stake: 10, payout: null, profit: null, state: 'open', numero: '20261124-031', selection: 'sum:big' })], {
      totals: { count: 2, stake: 30, payout: 35.5, profit: 15.5 },
    });
    const { platform } = renderPage(<BettingRecordPage />, on(recordCalls.bets, async () => (await gate, ok(reply))));
    expect(await screen.findByTestId('records-loading')).toBeInTheDocument();
    release();
    await screen.findByTestId('records-table');
    expect(platform.sent(recordCalls.bets)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END), page: '1' });

    const rows = within(table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-11-24 09:05:07');
    expect(rows[1]).toHaveTextContent(r('product.RNG'));
    expect(rows[1]).toHaveTextContent('Lucky Reels');
    expect(rows[1]).toHaveTextContent('+15.50');
    expect(rows[1]).toHaveTextContent(r('state.won'));
    expect(rows[2]).toHaveTextContent(r('bets.issue', { numero: '20261124-031', selection: 'sum:big' }));
    expect(rows[2]).toHaveTextContent(r('state.open'));
    expect(within(screen.getByTestId('records-cards')).getAllByRole('listitem')).toHaveLength(2);

    const totals = screen.getByTestId('records-totals');
    expect(totals).toHaveTextContent(`${r('totals.count')}2`);
    expect(totals).toHaveTextContent(`${r('totals.stake')}30.00`);
    expect(totals).toHaveTextContent(`${r('totals.profit')}+15.50`);
  });

  it('[S2-2.42] filters by every product type and by the picked dates, going back to the first page', async () => {
    const { platform, user } = renderPage(<BettingRecordPage />, on(recordCalls.bets, ok(betPage([bet()], { totalPages: 3, total: 25 }))));
    await screen.findByTestId('records-table');
    await user.click(screen.getByRole('button', { name: i18n.t('common:pager.next') }));
    await waitFor(() => expect(platform.sent(recordCalls.bets).at(-1)!.query.page).toBe('2'));

    const product = screen.getByLabelText(r('bets.product'));
    expect(within(product).getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['', ...RECORD_PRODUCT_TYPES]);
    await user.selectOptions(product, 'LOTT');
    await waitFor(() => expect(platform.sent(recordCalls.bets).at(-1)!.query).toMatchObject({ productType: 'LOTT', page: '1' }));

    fireEvent.change(screen.getByLabelText(i18n.t('common:range.start')), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(platform.sent(recordCalls.bets).at(-1)!.query).toEqual({
        startTime: String(midnight(2026, 11, 1)),
        endTime: String(TODAY_END),
        productType: 'LOTT',
        page: '1',
      }),
    );
  });

  it('says when there are no bets for the filter', async () => {
    renderPage(<BettingRecordPage />, on(recordCalls.bets, ok(betPage([]))));
    expect(await screen.findByTestId('records-empty')).toHaveTextContent(r('bets.empty'));
  });

  it('shows why the record could not be read, and reads it again on retry', async () => {
    const { user } = renderPage(<BettingRecordPage />, on(recordCalls.bets, fail(400, 'date.range.too.long', 'too long'), ok(betPage([bet()]))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(i18n.t('date.range.too.long', { ns: 'errors', keySeparator: false }));
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('records-table')).toBeInTheDocument();
  });
});
