import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, accountPage, entry, renderPage } from '../records-test-kit';
import AccountRecordPage from './account-record-page';

const r = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'records', ...vars });

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

describe('account record page', () => {
  it('[S2-5.3] shows today\'s ledger entries with translated kinds, signed amounts, the balance after and the totals', async () => {
    const reply = accountPage([entry(), entry({ id: '2', kind: 'deposit', amount: 500, balanceAfter: 1400 }), entry({ id: '3', kind: 'cashback_x', amount: 1, balanceAfter: 1401 })], {
      totals: { count: 3, credit: 501, debit: -100, net: 401 },
    });
    const { platform } = renderPage(<AccountRecordPage />, on(recordCalls.account, ok(reply)));
    const table = await screen.findByTestId('records-table');
    expect(platform.sent(recordCalls.account)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END), page: '1' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(r('kind.transfer'));
    expect(rows[1]).toHaveTextContent('-100.00');
    expect(rows[1]).toHaveTextContent('900.00');
    expect(rows[1]).toHaveTextContent('Main wallet');
    expect(rows[2]).toHaveTextContent(r('kind.deposit'));
    expect(rows[2]).toHaveTextContent('+500.00');
    // a kind this site has no text for still reads as something
    expect(rows[3]).toHaveTextContent(r('kind.other', { kind: 'cashback_x' }));
    const totals = screen.getByTestId('records-totals');
    expect(totals).toHaveTextContent(`${r('totals.credit')}+501.00`);
    expect(totals).toHaveTextContent(`${r('totals.debit')}-100.00`);
    expect(totals).toHaveTextContent(`${r('totals.net')}+401.00`);
  });

  it('filters by a kind the server offers', async () => {
    const { platform, user } = renderPage(<AccountRecordPage />, on(recordCalls.account, ok(accountPage([entry()]))));
    await screen.findByTestId('records-table');
    const kind = screen.getByLabelText(r('account.kind'));
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([r('kind.all'), r('kind.bet'), r('kind.payout'), r('kind.transfer'), r('kind.deposit')]);
    await user.selectOptions(kind, 'deposit');
    await waitFor(() => expect(platform.sent(recordCalls.account).at(-1)!.query).toMatchObject({ kind: 'deposit', page: '1' }));
  });

  it('says when there are no entries, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<AccountRecordPage />, on(recordCalls.account, fail(503, 'busy', 'Ledger busy'), ok(accountPage([]))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ledger busy');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('records-empty')).toHaveTextContent(r('account.empty'));
  });
});
