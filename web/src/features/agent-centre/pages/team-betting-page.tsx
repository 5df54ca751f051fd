import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECORD_PRODUCT_TYPES, type RecordProductType, type TeamBet } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import { Icon } from '../../../components/ui/icons';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { SelectFilter } from '../../../components/ui/select-filter';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useRangeFilter } from '../../../lib/use-range-filter';
import { useTeamBets } from '../api/get-team-bets';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** The downline a link asked for (`?downline=<customerId>&name=<username>`, from the user loss page), or none. */
function useDownlineFilter() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('downline'));
  const downlineId = Number.isSafeInteger(id) && id > 0 ? id : undefined;
  const clear = () =>
    setParams(
      (p) => {
        p.delete('downline');
        p.delete('name');
        return p;
      },
      { replace: true },
    );
  return { downlineId, name: params.get('name') ?? `#${downlineId}`, clear };
}

/**
 * agentTeamBetting (spec 2 §2 agent menu): the team's bets by date range and product type, paged,
 * with totals; one downline's only when a link asked for it.
 */
export function TeamBettingPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  // the bet words are the betting record's (records namespace, loaded with the agent centre's route)
  const { t: tr } = useTranslation('records');
  const [page, setPage] = useState(1);
  const [productType, setProductType] = useState<RecordProductType | ''>('');
  const filter = useRangeFilter(() => setPage(1));
  const downline = useDownlineFilter();
  const query = useTeamBets(
    { startTime: 0, endTime: 0, ...filter.times, ...(productType ? { productType } : {}), ...(downline.downlineId ? { downlineId: downline.downlineId } : {}), page },
    filter.times !== null,
  );
  useReadyWhen(!query.isPending, onReady);

  const dash = '—';
  const columns: Column<TeamBet>[] = [
    { key: 'user', header: t('bets.downline'), cell: (r) => <span className="font-semibold">{r.username}</span> },
    { key: 'time', header: tr('bets.time'), cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.time)}</span> },
    {
      key: 'game',
      header: tr('bets.game'),
      cell: (r) => (
        <span className="grid">
          <span className="font-semibold">{r.gameName}</span>
          <span className="text-xs text-muted">
            {tr(`product.${r.productType}`)} · {r.numero ?? r.vendor}
          </span>
        </span>
      ),
    },
    { key: 'stake', header: tr('bets.stake'), numeric: true, cell: (r) => formatMoney(r.stake) },
    { key: 'payout', header: tr('bets.payout'), numeric: true, cell: (r) => (r.payout === null ? dash : formatMoney(r.payout)) },
    { key: 'profit', header: tr('bets.profit'), numeric: true, cell: (r) => (r.profit === null ? dash : <Signed value={r.profit} />) },
    { key: 'state', header: tr('bets.state'), cell: (r) => <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">{tr(`state.${r.state}`)}</span> },
  ];

  return (
    <PageFrame title={t('pages.agentTeamBetting')} icon="lottery">
      <Panel>
        <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
          <SelectFilter
            label={tr('bets.product')}
            value={productType}
            onChange={(v) => {
              setProductType(v as RecordProductType | '');
              setPage(1);
            }}
          >
            <option value="">{tr('product.all')}</option>
            {RECORD_PRODUCT_TYPES.map((p) => (
              <option key={p} value={p}>
                {tr(`product.${p}`)}
              </option>
            ))}
          </SelectFilter>
        </div>
        {downline.downlineId ? (
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <span data-testid="downline-filter" className="rounded-full bg-accent/15 px-3 py-1.5 text-sm font-semibold text-accent">
              {t('bets.onlyDownline', { name: downline.name })}
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                downline.clear();
                setPage(1);
              }}
            >
              <Icon name="users" className="size-4" />
              {t('bets.allTeam')}
            </Button>
          </div>
        ) : null}
      </Panel>
      <Panel>
        <QueryBody query={query} empty={t('bets.empty')} isEmpty={(d) => d.content.length === 0} testIdPrefix="agent">
          {(d) => (
            <>
              <Figures
                label={tr('totals.label')}
                items={[
                  { key: 'count', label: tr('totals.count'), value: d.totals.count },
                  { key: 'stake', label: tr('totals.stake'), value: formatMoney(d.totals.stake) },
                  { key: 'payout', label: tr('totals.payout'), value: formatMoney(d.totals.payout) },
                  { key: 'profit', label: tr('totals.profit'), value: <Signed value={d.totals.profit} /> },
                ]}
              />
              <RecordList caption={t('pages.agentTeamBetting')} columns={columns} rows={d.content} rowKey={(r) => r.id} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default TeamBettingPage;
