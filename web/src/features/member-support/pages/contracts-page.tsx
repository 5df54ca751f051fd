import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractAction, ContractInfoSets, ProductType } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { confirmDialog } from '../../../lib/dialogs';
import { errorText } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useContractSets, useProcessContract, type ContractDecision } from '../api/contracts';
import { useReadyWhen } from '../../../lib/page-ready';

type Kind = ContractDecision['kind'];

/** One offer or termination request, whatever its kind, as the page lists it. */
interface Offer {
  key: string;
  kind: Kind;
  productType?: ProductType;
  period?: string;
  /** P or E: a new request; V: an active contract whose termination the upline asks for. */
  status: 'P' | 'E' | 'V';
  higherRate: boolean;
  /** Column headings and rows of the terms. */
  head: string[];
  rows: string[][];
  decision: (status: ContractAction) => ContractDecision;
}

const pct = (rateType: string, rate: number) => (rateType === 'P' ? `${rate}%` : formatMoney(rate));

function offersOf(sets: ContractInfoSets, t: (k: string) => string): Offer[] {
  const h = (...keys: string[]) => keys.map((k) => t(`contracts.terms.${k}`));
  return [
    ...(sets.divtypereq ?? []).map<Offer>((d) => ({
      key: `DIV-${d.productType}-${d.computationPeriod}`,
      kind: 'DIV',
      productType: d.productType,
      period: d.computationPeriod,
      status: d.contracts.some((c) => c.status === 'V') ? 'V' : (d.contracts[0]?.status ?? 'P'),
      higherRate: d.contracts.some((c) => c.downlineHigherRate === 'Y'),
      head: h('minimumBet', 'netLoss', 'activeMember', 'rate'),
      rows: d.contracts.map((c) => [formatMoney(c.minimumBet), formatMoney(c.netLoss), String(c.activeMember), `${c.contractRate}%`]),
      decision: (status) => ({ kind: 'DIV', productType: d.productType, computationPeriod: d.computationPeriod, status }),
    })),
    ...(sets.dailysalreqtype ?? []).map<Offer>((d) => ({
      key: `DAILY-${d.id}`,
      kind: 'DAILY',
      status: d.status,
      higherRate: d.downlineHigherRate === 'Y',
      head: h('betVolume', 'activeMember', 'rate'),
      rows: d.details.map((r) => [formatMoney(r.betVolume), String(r.activeMember), pct(r.rateType, r.rate)]),
      decision: (status) => ({ kind: 'DAILY', id: d.id, status }),
    })),
    ...(sets.contracthoursalreq ?? []).map<Offer>((d) => ({
      key: `HOUR-${d.contractId}`,
      kind: 'HOUR',
      productType: d.productType,
      status: d.status,
      higherRate: d.downlineHigherRate === 'Y',
      head: h('minimumBet', 'activeMember', 'rate'),
      rows: d.hourSalaryRates.map((r) => [formatMoney(r.minimumBet), String(r.activeMember), pct(r.rateType, r.rate)]),
      decision: (status) => ({ kind: 'HOUR', contractId: d.contractId, productType: d.productType, status }),
    })),
    ...(sets.realtimesalreqtype ?? []).map<Offer>((d) => ({
      key: `RT-${d.contractId}`,
      kind: 'RT',
      productType: d.productType,
      status: d.status,
      higherRate: d.downlineHigherRate === 'Y',
      head: h('betAmount', 'lossRate', 'winRate'),
      rows: d.realTimeSalaryRates.map((r) => [formatMoney(r.betAmount), `${r.lossRate}%`, `${r.winRate}%`]),
      decision: (status) => ({ kind: 'RT', contractId: d.contractId, status }),
    })),
  ];
}

/**
 * The buttons of an offer (spec 2 §4 "Contract status codes"): a new request is accepted (A) or
 * rejected (R); a termination request is agreed to (C; hourly: A) or declined (A; hourly: R).
 */
const actionsOf = (o: Offer): { label: string; status: ContractAction; primary: boolean }[] =>
  o.status === 'V'
    ? [
        { label: 'contracts.endContract', status: o.kind === 'HOUR' ? 'A' : 'C', primary: false },
        { label: 'contracts.keepContract', status: o.kind === 'HOUR' ? 'R' : 'A', primary: true },
      ]
    : [
        { label: 'contracts.reject', status: 'R', primary: false },
        { label: 'contracts.accept', status: 'A', primary: true },
      ];

function OfferCard({ offer, busy, onDecide }: { offer: Offer; busy: boolean; onDecide: (o: Offer, s: ContractAction) => void }) {
  const { t } = useTranslation('support');
  const title = [t(`contracts.kinds.${offer.kind}`), offer.productType ? t(`contracts.products.${offer.productType}`) : null, offer.period ? t(`contracts.periods.${offer.period}`, { defaultValue: offer.period }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li data-testid="contract-offer" className="grid gap-3 rounded-control border border-border bg-surface-2/50 p-4">
      <h3 className="font-bold">{title}</h3>
      {offer.higherRate ? <p className="text-xs font-semibold text-warning">{t('contracts.higherRateNote')}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-64 text-sm">
          <thead>
            <tr className="text-left text-xs text-muted">
              {offer.head.map((c) => (
                <th key={c} scope="col" className="py-1 pr-3 font-semibold">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {offer.rows.map((r, i) => (
              <tr key={i} className="border-t border-border/60 tabular-nums">
                {r.map((c, j) => (
                  <td key={j} className="py-1.5 pr-3">
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        {actionsOf(offer).map((a) => (
          <Button key={a.label} variant={a.primary ? 'primary' : 'secondary'} disabled={busy} onClick={() => onDecide(offer, a.status)}>
            {t(a.label)}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * agentContracts (ours, docs/decisions/0016-agent-contracts.md): the contract-request lists of spec
 * 2 §2 — new requests and termination requests from the upline — for an agent, in the member centre.
 */
export default function ContractsPage({ onReady }: { onReady?: () => void }) {
  const { t } = useTranslation('support');
  const sets = useContractSets();
  const process = useProcessContract();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useReadyWhen(!sets.isPending, onReady);
  const offers = sets.data ? offersOf(sets.data, t) : [];
  const fresh = offers.filter((o) => o.status !== 'V');
  const ending = offers.filter((o) => o.status === 'V');

  const decide = async (offer: Offer, status: ContractAction) => {
    setMessage(null);
    // spec 2 §4: a rate above the upline's own asks for confirmation before accepting
    if (status === 'A' && offer.status !== 'V' && offer.higherRate) {
      const sure = await confirmDialog({ message: t('contracts.higherRate'), confirmLabel: t('contracts.accept'), cancelLabel: t('contracts.cancel') });
      if (!sure) return;
    }
    try {
      await process.mutateAsync(offer.decision(status));
      setMessage({ ok: true, text: t('contracts.success') });
    } catch (err) {
      // the funnel has shown the dialog; the page keeps a line of it too
      setMessage({ ok: false, text: (isApiError(err) ? errorText(err.errorCode) : undefined) ?? t('contracts.failed') });
    }
  };

  const list = (items: Offer[], empty: string) =>
    items.length === 0 ? (
      <p className="text-sm text-muted">{empty}</p>
    ) : (
      <ul className="grid gap-3">
        {items.map((o) => (
          <OfferCard key={o.key} offer={o} busy={process.isPending} onDecide={(x, s) => void decide(x, s)} />
        ))}
      </ul>
    );

  return (
    <PageFrame title={t('contracts.title')} icon="shield">
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={`rounded-control px-4 py-3 text-sm font-semibold ${message.ok ? 'bg-success/12 text-success' : 'bg-danger/12 text-danger'}`}>
          {message.text}
        </p>
      ) : null}
      {sets.isError ? (
        <Panel>
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-sm">{t('contracts.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void sets.refetch()}>
              {t('contracts.retry')}
            </Button>
          </div>
        </Panel>
      ) : sets.isPending ? (
        <Skeleton className="h-64 w-full rounded-card" />
      ) : (
        <>
          <Panel title={t('contracts.newRequests')}>{list(fresh, t('contracts.noNew'))}</Panel>
          <Panel title={t('contracts.terminationRequests')}>{list(ending, t('contracts.noTermination'))}</Panel>
        </>
      )}
    </PageFrame>
  );
}
