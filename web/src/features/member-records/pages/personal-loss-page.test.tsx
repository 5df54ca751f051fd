import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RECORD_PRODUCT_TYPES, recordCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { NOW, TODAY_END, TODAY_START, midnight, profitLoss, renderPage } from '../records-test-kit';
import PersonalLossPage from './personal-loss-page';

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

describe('personal loss page', () => {
  it('[S2-5.3] shows profit and loss per product type for today, with the total', async () => {
    const reply = profitLoss(
      { LIVE: { count: 3, stake: 300, payout: 150, profit: -150 }, LOTT: { count: 2, stake: 20, payout: 95, profit: 75 } },
      { count: 5, stake: 320, payout: 245, profit: -75 },
    );
    const { platform } = renderPage(<PersonalLossPage />, on(recordCalls.profitLoss, ok(reply)));
    const table = await screen.findByTestId('records-table');
    expect(platform.sent(recordCalls.profitLoss)[0]!.query).toEqual({ startTime: String(TODAY_START), endTime: String(TODAY_END) });
    const rows = within(table).getAllByRole('row');
    // header, one row per product type, the total
    expect(rows).toHaveLength(RECORD_PRODUCT_TYPES.length + 2);
    expect(rows[1]).toHaveTextContent(r('product.LIVE'));
    expect(rows[1]).toHaveTextContent('-150.00');
    expect(rows[5]).toHaveTextContent(r('product.LOTT'));
    expect(rows[5]).toHaveTextContent('+75.00');
    expect(rows.at(-1)).toHaveTextContent(r('loss.total'));
    expect(rows.at(-1)).toHaveTextContent('-75.00');
    expect(screen.getByTestId('records-totals')).toHaveTextContent(`${r('totals.stake')}320.00`);
  });

  it('[S2-2.42] asks again for the dates picked', async () => {
    const { platform, user } = renderPage(<PersonalLossPage />, on(recordCalls.profitLoss, ok(profitLoss())));
    await screen.findByTestId('records-empty');
    await user.click(screen.getByRole('button', { name: i18n.t('common:range.lastDays', { days: 7 }) }));
    await waitFor(() => expect(platform.sent(recordCalls.profitLoss).at(-1)!.query).toEqual({ startTime: String(midnight(2026, 11, 18)), endTime: String(TODAY_END) }));
    fireEvent.change(screen.getByLabelText(i18n.t('common:range.end')), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(platform.sent(recordCalls.profitLoss).at(-1)!.query).toEqual({ startTime: String(midnight(2026, 11, 18)), endTime: String(midnight(2026, 11, 20) + 86_399_000) }),
    );
  });

  it('says when nothing was played, and shows a failed read with a retry', async () => {
    const { user } = renderPage(<PersonalLossPage />, on(recordCalls.profitLoss, fail(503, 'busy', 'Busy'), ok(profitLoss())));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: i18n.t('common:retry') }));
    expect(await screen.findByTestId('records-empty')).toHaveTextContent(r('loss.empty'));
  });
});
