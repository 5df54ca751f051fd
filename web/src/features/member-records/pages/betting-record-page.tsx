import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_PRODUCT_TYPES, type BetRecord, type RecordProductType } from '@lotto/contract';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { SelectFilter } from '../../../components/ui/select-filter';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useRangeFilter } from '../../../lib/use-range-filter';
import { useBetRecords } from '../api/get-bet-records';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** bettingRecord (spec 2 §2 member menu, issue 14): game rounds and lottery bets by date range and product type, paged, with totals. */
export function BettingRecordPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('records');
  const [page, setPage] = useState(1);
  const [productType, setProductType] = useState<RecordProductType | ''>('');
  const filter = useRangeFilter(() => setPage(1));
  const query = useBetRecords({ startTime: 0, endTime: 0, ...filter.times, ...(productType ? { productType } : {}), page }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);

  const dash = '—';
  const columns: Column<BetRecord>[] = [
    { key: 'time', header: t('bets.time'), cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.time)}</span> },
    { key: 'product', header: t('bets.product'), cell: (r) => t(`product.${r.productType}`) },
    {
      key: 'game',
      header: t('bets.game'),
      cell: (r) => (
        <span className="grid">
          <span className="font-semibold">{r.gameName}</span>
          <span className="text-xs text-muted">{r.numero ? t('bets.issue', { numero: r.numero, selection: r.selection ?? '' }) : r.vendor}</span>
        </span>
      ),
    },
    { key: 'stake', header: t('bets.stake'), numeric: true, cell: (r) => formatMoney(r.stake) },
    { key: 'payout', header: t('bets.payout'), numeric: true, cell: (r) => (r.payout === null ? dash : formatMoney(r.payout)) },
    { key: 'profit', header: t('bets.profit'), numeric: true, cell: (r) => (r.profit === null ? dash : <Signed value={r.profit} />) },
    { key: 'state', header: t('bets.state'), cell: (r) => <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">{t(`state.${r.state}`)}</span> },
  ];

  return (
    <PageFrame title={t('bets.title')} icon="lottery">
      <Panel>
        <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
          <SelectFilter
            label={t('bets.product')}
            value={productType}
            onChange={(v) => {
              setProductType(v as RecordProductType | '');
              setPage(1);
            }}
          >
            <option value="">{t('product.all')}</option>
            {RECORD_PRODUCT_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`product.${p}`)}
              </option>
            ))}
          </SelectFilter>
        </div>
      </Panel>
      <Panel>
        <QueryBody query={query} empty={t('bets.empty')} isEmpty={(d) => d.content.length === 0} testIdPrefix="records">
          {(d) => (
            <>
              <Figures
                label={t('totals.label')}
                testId="records-totals"
                items={[
                  { key: 'count', label: t('totals.count'), value: d.totals.count },
                  { key: 'stake', label: t('totals.stake'), value: formatMoney(d.totals.stake) },
                  { key: 'payout', label: t('totals.payout'), value: formatMoney(d.totals.payout) },
                  { key: 'profit', label: t('totals.profit'), value: <Signed value={d.totals.profit} /> },
                ]}
              />
              <RecordList caption={t('bets.title')} columns={columns} rows={d.content} rowKey={(r) => r.id} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default BettingRecordPage;
