import { useTranslation } from 'react-i18next';
import type { ProfitLossRow } from '@lotto/contract';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { formatMoney } from '../../../lib/money';
import { useRangeFilter } from '../../../lib/use-range-filter';
import { useProfitLoss } from '../api/get-profit-loss';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** personalLoss (spec 2 §2 member menu, issue 14): profit and loss per product type over a date range, with the total. */
export function PersonalLossPage({ onReady }: PageReadyProps = {}) {
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
        <QueryBody query={query} empty={t('loss.empty')} isEmpty={(d) => d.total.count === 0} testIdPrefix="records">
          {(d) => (
            <>
              <Figures
                label={t('totals.label')}
                testId="records-totals"
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
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default PersonalLossPage;
