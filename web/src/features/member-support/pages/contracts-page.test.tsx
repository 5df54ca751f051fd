import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { contractCalls, memberCalls, type FundsConsolidated } from '@lotto/contract';
import { useDialogStore } from '../../../lib/dialogs';
import { errorText } from '../../../lib/i18n';
import { fail, ok, on } from '../../../test/fake-platform';
import { resetSiteState, signIn } from '../../../test/site-state';
import { renderSupport, s } from '../support-test-kit';
import ContractsPage from './contracts-page';

const balance = { sumBalance: 0, currency: 'CNY', currencySymbol: '¥', balance: [] };
const dividend = (status: 'P' | 'V', productType: 'LOTT' | 'RNG', computationPeriod: string) => ({
  productType,
  computationPeriod,
  contracts: [{ id: `${productType}-1`, minimumBet: 1000, netLoss: 200, periodicTotalBet: 0, periodicTotalBetRequired: 'N' as const, activeMember: 5, contractRate: 10, status, downlineHigherRate: 'N' as const }],
});
const SETS: FundsConsolidated = {
  balance,
  divtypereq: [dividend('P', 'LOTT', 'MONTHLY'), dividend('V', 'RNG', 'WEEKLY')],
  dailysalreqtype: [{ id: '7', status: 'P', downlineHigherRate: 'Y', details: [{ betVolume: 10_000, activeMember: 3, rateType: 'P', rate: 0.5 }] }],
  contracthoursalreq: [{ contractId: '8', productType: 'LIVE', status: 'V', downlineHigherRate: 'N', hourSalaryRates: [{ minimumBet: 2000, activeMember: 2, rateType: 'P', rate: 0.2 }] }],
  realtimesalreqtype: [],
};
const AFTER: FundsConsolidated = { ...SETS, divtypereq: [dividend('V', 'RNG', 'WEEKLY')] };

beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'test' });
  signIn('1');
});

const card = (title: string) => screen.getAllByTestId('contract-offer').find((c) => within(c).getByRole('heading').textContent?.startsWith(title))!;

describe('agent contracts page', () => {
  it('[S2-2.32] [S2-4.11] lists new requests and termination requests with their terms', async () => {
    renderSupport(<ContractsPage />, on(memberCalls.fundsConsolidated, ok(SETS)));
    const fresh = await screen.findByRole('region', { name: s('contracts.newRequests') });
    const ending = screen.getByRole('region', { name: s('contracts.terminationRequests') });
    expect(within(fresh).getAllByTestId('contract-offer')).toHaveLength(2);
    expect(within(ending).getAllByTestId('contract-offer')).toHaveLength(2);
    expect(within(fresh).getByText(`${s('contracts.kinds.DIV')} · ${s('contracts.products.LOTT')} · ${s('contracts.periods.MONTHLY')}`)).toBeInTheDocument();
    expect(within(fresh).getByText('0.5%')).toBeInTheDocument();
    expect(within(ending).getAllByRole('button', { name: s('contracts.endContract') })).toHaveLength(2);
  });

  it('[S2-4.15] [S2-8.8] [S2-7.13] accepts a dividend offer, reloads the lists and says so', async () => {
    const { platform, user } = renderSupport(<ContractsPage />, on(memberCalls.fundsConsolidated, ok(SETS), ok(AFTER)), on(contractCalls.processDividend, ok(null)));
    await screen.findAllByTestId('contract-offer');
    await user.click(within(card(s('contracts.kinds.DIV'))).getByRole('button', { name: s('contracts.accept') }));
    expect(await screen.findByRole('status')).toHaveTextContent(s('contracts.success'));
    expect(platform.sent(contractCalls.processDividend)[0]!.body).toEqual({ productType: 'LOTT', computationPeriod: 'MONTHLY', status: 'A' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: s('contracts.newRequests') })).getAllByTestId('contract-offer')).toHaveLength(1));
  });

  it('[S2-4.15] [S2-8.9] asks for confirmation before accepting a rate above the upline\'s, and sends nothing when cancelled', async () => {
    const { platform, user } = renderSupport(<ContractsPage />, on(memberCalls.fundsConsolidated, ok(SETS)), on(contractCalls.processDailySalary, ok(null)));
    await screen.findAllByTestId('contract-offer');
    const daily = card(s('contracts.kinds.DAILY'));
    await user.click(within(daily).getByRole('button', { name: s('contracts.accept') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs.at(-1)?.message).toBe(s('contracts.higherRate')));
    useDialogStore.getState().cancel(useDialogStore.getState().dialogs.at(-1)!.id);
    await user.click(within(daily).getByRole('button', { name: s('contracts.accept') }));
    await waitFor(() => expect(useDialogStore.getState().dialogs).toHaveLength(1));
    useDialogStore.getState().confirm(useDialogStore.getState().dialogs.at(-1)!.id);
    await waitFor(() => expect(platform.sent(contractCalls.processDailySalary)).toHaveLength(1));
    expect(platform.sent(contractCalls.processDailySalary)[0]!.body).toEqual({ id: '7', status: 'A' });
  });

  it('[S2-4.13] answers an hourly termination request with A to agree (the hourly labels), and shows a refusal', async () => {
    const { platform, user } = renderSupport(
      <ContractsPage />,
      on(memberCalls.fundsConsolidated, ok(SETS)),
      on(contractCalls.processHourSalary, fail(409, 'contract.decided', 'This contract has already been decided.')),
    );
    await screen.findAllByTestId('contract-offer');
    await user.click(within(card(s('contracts.kinds.HOUR'))).getByRole('button', { name: s('contracts.endContract') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errorText('contract.decided')!);
    expect(platform.sent(contractCalls.processHourSalary)[0]!.body).toEqual({ contractId: '8', productType: 'LIVE', status: 'A' });
  });

  it('says when there are no requests, and offers a retry when the lists cannot load', async () => {
    const { user } = renderSupport(<ContractsPage />, on(memberCalls.fundsConsolidated, fail(500, 'internal.error'), ok({ balance })));
    await user.click(await screen.findByRole('button', { name: s('contracts.retry') }));
    expect(await screen.findByText(s('contracts.noNew'))).toBeInTheDocument();
    expect(screen.getByText(s('contracts.noTermination'))).toBeInTheDocument();
  });
});
