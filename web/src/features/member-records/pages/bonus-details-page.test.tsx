import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { BONUS_LEDGER_KINDS, recordCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, accountPage, entry, renderPage } from '../records-test-kit';
import BonusDetailsPage from './bonus-details-page';

const r = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'records', ...vars });
const bonusPage: typeof accountPage = (content, over = {}) => accountPage(content, { kinds: [...BONUS_LEDGER_KINDS], ...over });

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

describe('bonus details page', () => {
  it('[S2-5.3] loads today\'s bonuses from records.bonuses and shows them as a table and as phone cards, with their total', async () => {
    let release!: () => void;
    const gate = new Promise<void>((res) => (release = res));
    const reply = bonusPage(
      [entry({ id: '9', kind: 'raffle_prize', amount: 2.5, balanceAfter: 1017.5 }), entry({ id: '8', kind: 'promotion_bonus', amount: 15, balanceAfter: 1015 })],
      { totals: { count: 2, credit: 17.5, debit: 0, net: 17.5 } },
    );
    const onReady = vi.fn();
    const { platform } = renderPage(<BonusDetailsPage onReady={onReady} />, on(recordCalls.bonuses, async () => (await gate, ok(reply))));
    expect(await screen.findByTestId('records-loading')).toBeInTheDocument();
    expect(onReady).not.toHaveBeenCalled();
    release();
    const table = await screen.findByTestId('records-table');
    expect(onReady).toHaveBeenCalled();
    expect(platform.sent(recordCalls.bonuses)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END), page: '1' });
    expect(screen.getByRole('heading', { name: r('bonus.title') })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(r('kind.raffle_prize'));
    expect(rows[1]).toHaveTextContent('+2.50');
    expect(rows[2]).toHaveTextContent(r('kind.promotion_bonus'));
    expect(rows[2]).toHaveTextContent('+15.00');
    expect(rows[2]).toHaveTextContent('1,015.00');
    expect(within(screen.getByTestId('records-cards')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('records-totals')).toHaveTextContent(`${r('bonus.total')}+17.50`);
  });

  it('filters by one of the bonus types the server offers', async () => {
    const { platform, user } = renderPage(<BonusDetailsPage />, on(recordCalls.bonuses, ok(bonusPage([entry({ kind: 'promotion_bonus', amount: 5 })]))));
    await screen.findByTestId('records-table');
    const kind = screen.getByLabelText(r('bonus.kind'));
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([r('bonus.allKinds'), r('kind.promotion_bonus'), r('kind.raffle_prize')]);
    await user.selectOptions(kind, 'raffle_prize');
    await waitFor(() => expect(platform.sent(recordCalls.bonuses).at(-1)!.query).toMatchObject({ kind: 'raffle_prize', page: '1' }));
  });

  it('says when there are no bonuses, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<BonusDetailsPage />, on(recordCalls.bonuses, fail(503, 'busy', 'Ledger busy'), ok(bonusPage([]))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ledger busy');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('records-empty')).toHaveTextContent(r('bonus.empty'));
  });
});
