import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { FundsConsolidated } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { getSessionValue, setSessionValue } from '../../../lib/storage';
import { getContractSetsQueryOptions } from '../api/contracts';
import { dialogOverlayClasses } from '../../../components/ui/dialog-overlay';

/** Session value: the member closed the notice; it stays closed until the next sign-in (sign-out clears session storage). */
export const CONTRACT_NOTICE_CLOSED_KEY = 'support.contractNoticeClosed';

interface OfferLine {
  key: string;
  kind: 'DIV' | 'DAILY' | 'HOUR';
  productType?: string;
  period?: string;
}

/** The new offers (P, or E for a dividend) of the three kinds the notice shows (spec 2 §2, §4). */
export function newOffersOf(sets: FundsConsolidated | undefined): OfferLine[] {
  if (!sets) return [];
  return [
    ...(sets.divtypereq ?? [])
      .filter((d) => !d.contracts.some((c) => c.status === 'V'))
      .map<OfferLine>((d) => ({ key: `DIV-${d.productType}-${d.computationPeriod}`, kind: 'DIV', productType: d.productType, period: d.computationPeriod })),
    ...(sets.dailysalreqtype ?? []).filter((d) => d.status === 'P').map<OfferLine>((d) => ({ key: `DAILY-${d.id}`, kind: 'DAILY' })),
    ...(sets.contracthoursalreq ?? [])
      .filter((d) => d.status === 'P')
      .map<OfferLine>((d) => ({ key: `HOUR-${d.contractId}`, kind: 'HOUR', productType: d.productType })),
  ];
}

/**
 * The consolidated notice popup (spec 2 §2): at sign-in, a member (isAgent 0, 1, 2; the shell
 * decides) whose upline offers dividend, daily-salary or hourly-salary contracts is told so, with
 * the way to the contract requests. Closing it holds for the session. It sits above the home page's
 * advertisement popup (z 75/76), which may open at the same sign-in: the one on top is the one that
 * takes the clicks, and the popup is there once the notice is closed.
 */
export function ContractOffersNotice({ onReview }: { onReview: () => void }) {
  const { t } = useTranslation('support');
  const [closed, setClosed] = useState(() => getSessionValue(CONTRACT_NOTICE_CLOSED_KEY) === '1');
  const sets = useQuery({ ...getContractSetsQueryOptions(), enabled: !closed });
  const offers = newOffersOf(sets.data);
  const close = () => {
    setSessionValue(CONTRACT_NOTICE_CLOSED_KEY, '1');
    setClosed(true);
  };
  const open = !closed && offers.length > 0;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClasses('z-[77]')} />
        <RadixDialog.Content
          data-testid="contract-offers-notice"
          className="fixed top-1/2 left-1/2 z-[78] w-[calc(100vw-32px)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 animate-pop-in rounded-card border border-border bg-surface p-6 text-text shadow-[0_24px_60px_-12px_rgba(0,0,0,0.55)]"
        >
          <div className="flex items-start justify-between gap-3">
            <RadixDialog.Title className="text-lg font-bold">{t('contracts.notice.title')}</RadixDialog.Title>
            <RadixDialog.Close aria-label={t('contracts.notice.close')} className="-mt-2 -mr-2 grid size-11 place-items-center rounded-control text-muted hover:bg-surface-2">
              <Icon name="close" className="size-4" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Description className="mt-1 text-sm text-muted">{t('contracts.notice.intro')}</RadixDialog.Description>
          <ul className="mt-4 grid gap-2 text-sm">
            {offers.map((o) => (
              <li key={o.key} data-testid="contract-offer-line" className="flex items-center gap-2 rounded-control bg-surface-2 px-3 py-2.5">
                <Icon name="star" className="size-4 shrink-0 text-accent" />
                <span className="font-semibold">{t(`contracts.kinds.${o.kind}`)}</span>
                {o.productType ? <span className="text-muted">{t(`contracts.products.${o.productType}`, { defaultValue: o.productType })}</span> : null}
                {o.period ? <span className="text-muted">{t(`contracts.periods.${o.period}`, { defaultValue: o.period })}</span> : null}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" className="flex-1" onClick={close}>
              {t('contracts.notice.later')}
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                close();
                onReview();
              }}
            >
              {t('contracts.notice.review')}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
