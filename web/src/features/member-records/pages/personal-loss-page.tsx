import { useTranslation } from 'react-i18next';
import type { ProfitLossRow } from '@lotto/contract';
import { formatMoney } from '../../../lib/money';
import { useProfitLoss } from '../api/get-profit-loss';
import { DateRangePicker } from '../components/date-range-picker';
import { Signed, Totals } from '../components/figures';
import { PageFrame, Panel } from '../components/page-frame';
import { RecordList, type Column } from '../components/record-list';
import { RecordsBody } from '../components/records-body';
import { useRangeFilter } from '../hooks/use-range-filter';
import { useReadyWhen, type MemberPageReady } from '../hooks/use-ready-when';

/** personalLoss (spec 2 §2 member menu, issue 14): profit and loss per product type over a date range, with the total. */
export function PersonalLossPage({ onReady }: MemberPageReady = {}) {
  const { t } = useTranslation('records');
  const filter = useRangeFilter();
  const query = useProfitLoss({ startTime: 0, endTime: 0, ...filter.times }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);

  const columns: Column<ProfitLossRow>[] = [
    { key: 'product', header: t('loss.product'), cell: (r) => <span className="font-semibold">{t(`product.${r.productType}`)}</span> },
    { key: 'count', header: t('totals.count'), numeric: true, cell: (r) => r.count },
    { key: 'stake', header: t('totals.stake'), numeric: true, cell: (r) => formatMoney(r.stake) },
    { key: 'payout', header: t('totals.payout'), numeric: true, cell: (r) => formatMoney(r.payout) },
    { key: 'profit', header: t('totals.profit'), numeric: true, cell: (r) => <Signed value={r.profit} /> },
  ];

  return (
    <PageFrame title={t('loss.title')} icon="gauge">
      <Panel>
        <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
      </Panel>
      <Panel>
        <RecordsBody query={query} empty={t('loss.empty')} isEmpty={(d) => d.total.count === 0}>
          {(d) => (
            <>
              <Totals
                label={t('totals.label')}
                items={[
                  { key: 'count', label: t('totals.count'), value: d.total.count },
                  { key: 'stake', label: t('totals.stake'), value: formatMoney(d.total.stake) },
                  { key: 'payout', label: t('totals.payout'), value: formatMoney(d.total.payout) },
                  { key: 'profit', label: t('totals.profit'), value: <Signed value={d.total.profit} /> },
                ]}
              />
              <RecordList
                caption={t('loss.title')}
                columns={columns}
                rows={d.rows}
                rowKey={(r) => r.productType}
                footer={[t('loss.total'), d.total.count, formatMoney(d.total.stake), formatMoney(d.total.payout), <Signed key="p" value={d.total.profit} />]}
              />
            </>
          )}
        </RecordsBody>
      </Panel>
    </PageFrame>
  );
}

export default PersonalLossPage;
