import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecord } from '@lotto/contract';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useBonusRecords } from '../api/get-bonus-records';
import { DateRangePicker } from '../components/date-range-picker';
import { Signed, Totals } from '../components/figures';
import { PageFrame, Panel } from '../components/page-frame';
import { Pager } from '../components/pager';
import { RecordList, type Column } from '../components/record-list';
import { RecordsBody } from '../components/records-body';
import { SelectFilter } from '../components/select-filter';
import { useRangeFilter } from '../hooks/use-range-filter';
import { useKindLabel } from '../hooks/use-kind-label';
import { useReadyWhen, type MemberPageReady } from '../hooks/use-ready-when';

/**
 * bonusDetails (spec 2 §2 member menu, issue 14): every bonus the member was credited (promotion
 * claims and manual bonuses, raffle prizes) by date range and bonus type, paged, with totals.
 */
export function BonusDetailsPage({ onReady }: MemberPageReady = {}) {
  const { t } = useTranslation('records');
  const kindLabel = useKindLabel();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const filter = useRangeFilter(() => setPage(1));
  const query = useBonusRecords({ startTime: 0, endTime: 0, ...filter.times, ...(kind ? { kind } : {}), page }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);
  const kinds = query.data?.kinds ?? [];

  const columns: Column<AccountRecord>[] = [
    { key: 'time', header: t('account.time'), cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.time)}</span> },
    { key: 'kind', header: t('bonus.kind'), cell: (r) => kindLabel(r.kind) },
    { key: 'wallet', header: t('account.wallet'), cell: (r) => r.walletName },
    { key: 'amount', header: t('account.amount'), numeric: true, cell: (r) => <Signed value={r.amount} /> },
    { key: 'balance', header: t('account.balanceAfter'), numeric: true, cell: (r) => formatMoney(r.balanceAfter) },
  ];

  return (
    <PageFrame title={t('bonus.title')} icon="star">
      <Panel>
        <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
          <SelectFilter
            label={t('bonus.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
          >
            <option value="">{t('bonus.allKinds')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectFilter>
        </div>
      </Panel>
      <Panel>
        <RecordsBody query={query} empty={t('bonus.empty')} isEmpty={(d) => d.content.length === 0}>
          {(d) => (
            <>
              <Totals
                label={t('totals.label')}
                items={[
                  { key: 'count', label: t('totals.count'), value: d.totals.count },
                  { key: 'total', label: t('bonus.total'), value: <Signed value={d.totals.net} /> },
                ]}
              />
              <RecordList caption={t('bonus.title')} columns={columns} rows={d.content} rowKey={(r) => r.id} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </RecordsBody>
      </Panel>
    </PageFrame>
  );
}

export default BonusDetailsPage;
