import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { memberCalls, type FundsConsolidated } from '@lotto/contract';
import { loadNamespaces } from '../../../lib/i18n';
import { ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderSupport, s } from '../support-test-kit';
import { CONTRACT_SETS_QUERY_KEY } from '../api/contracts';
import { ContractOffersNotice } from './contract-offers-notice';

const balance = { sumBalance: 0, currency: 'CNY', currencySymbol: '¥', balance: [] };
const dividend = (status: 'P' | 'E' | 'V', productType: 'LOTT' | 'RNG', computationPeriod: string) => ({
  productType,
  computationPeriod,
  contracts: [{ id: `${productType}-1`, minimumBet: 1000, netLoss: 200, periodicTotalBet: 0, periodicTotalBetRequired: 'N' as const, activeMember: 5, contractRate: 10, status, downlineHigherRate: 'N' as const }],
});
const rate = { minimumBet: 2000, activeMember: 2, rateType: 'P', rate: 0.2 };
const OFFERS: FundsConsolidated = {
  balance,
  // a new monthly lottery dividend, and an active weekly slots one whose ending is asked (not an offer)
  divtypereq: [dividend('P', 'LOTT', 'MONTHLY'), dividend('V', 'RNG', 'WEEKLY')],
  dailysalreqtype: [{ id: '7', status: 'P', downlineHigherRate: 'N', details: [{ betVolume: 10_000, activeMember: 3, rateType: 'P', rate: 0.5 }] }],
  contracthoursalreq: [{ contractId: '8', productType: 'LIVE', status: 'P', downlineHigherRate: 'N', hourSalaryRates: [rate] }],
  // real-time salary offers are not part of this notice (spec 2 §2 names three kinds)
  realtimesalreqtype: [{ contractId: '9', status: 'P', downlineHigherRate: 'N', realTimeSalaryRates: [{ betAmount: 100, lossRate: 1, winRate: 1 }] }],
};

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  await loadNamespaces(['support']);
  signIn('1');
});

describe('consolidated notice popup', () => {
  it('[S2-2.31] shows the dividend, daily-salary and hourly-salary offers at sign-in and leads to the contract requests', async () => {
    const onReview = vi.fn();
    const { platform, user } = renderSupport(<ContractOffersNotice onReview={onReview} />, on(memberCalls.fundsConsolidated, ok(OFFERS)));
    const notice = await screen.findByRole('dialog', { name: s('contracts.notice.title') });
    expect(notice).toHaveAccessibleDescription(s('contracts.notice.intro'));
    expect(within(notice).getAllByTestId('contract-offer-line').map((li) => li.textContent)).toEqual([
      `${s('contracts.kinds.DIV')}${s('contracts.products.LOTT')}${s('contracts.periods.MONTHLY')}`,
      s('contracts.kinds.DAILY'),
      `${s('contracts.kinds.HOUR')}${s('contracts.products.LIVE')}`,
    ]);
    await user.click(within(notice).getByRole('button', { name: s('contracts.notice.review') }));
    expect(onReview).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.sent(memberCalls.fundsConsolidated)).toHaveLength(1);
  });

  it('[S2-2.31] closed, it stays closed for the session; with no new offer it never opens', async () => {
    const first = renderSupport(<ContractOffersNotice onReview={vi.fn()} />, on(memberCalls.fundsConsolidated, ok(OFFERS)));
    const notice = await screen.findByRole('dialog', { name: s('contracts.notice.title') });
    await first.user.click(within(notice).getByRole('button', { name: s('contracts.notice.later') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    document.body.innerHTML = '';

    // the next page view of the same session asks for nothing and shows nothing
    const again = renderSupport(<ContractOffersNotice onReview={vi.fn()} />, on(memberCalls.fundsConsolidated, ok(OFFERS)));
    // effects and the microtasks they start have run: a query would have asked by now
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(again.platform.sent(memberCalls.fundsConsolidated)).toHaveLength(0);
  });

  it('opens for none but new offers: active contracts and termination requests alone do not', async () => {
    const none: FundsConsolidated = { ...OFFERS, divtypereq: [dividend('V', 'RNG', 'WEEKLY')], dailysalreqtype: [], contracthoursalreq: [] };
    const { platform, client } = renderSupport(<ContractOffersNotice onReview={vi.fn()} />, on(memberCalls.fundsConsolidated, ok(none)));
    // the answer is in: a dialog would open in the render that brings it
    await waitFor(() => expect(client.getQueryState(CONTRACT_SETS_QUERY_KEY)?.status).toBe('success'));
    expect(platform.sent(memberCalls.fundsConsolidated)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
