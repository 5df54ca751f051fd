import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AccountRecord, AccountRecordsReply } from '@lotto/contract';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import type { IconName } from '../../../components/ui/icons';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { SelectFilter } from '../../../components/ui/select-filter';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useRangeFilter } from '../../../lib/use-range-filter';
import type { AccountRecordsFilter } from '../api/get-account-records';
import { useKindLabel } from '../hooks/use-kind-label';
import { useReadyWhen } from '../../../lib/page-ready';

/** What tells one ledger page from another: its read, its words and the sums it shows. */
export interface LedgerPageProps {
  onReady?: () => void;
  useRecords: (filter: AccountRecordsFilter, enabled: boolean) => UseQueryResult<AccountRecordsReply>;
  title: string;
  icon: IconName;
  /** The kind column's and filter's name, and the filter's first choice. */
  kindName: string;
  allKinds: string;
  empty: string;
  totals: (totals: AccountRecordsReply['totals']) => { key: string; label: string; value: ReactNode }[];
}

/**
 * Ledger entries of the member (the account record, the bonus details) by date range and kind,
 * paged, with totals.
 */
export function LedgerPage({ onReady, useRecords, title, icon, kindName, allKinds, empty, totals }: LedgerPageProps) {
  const { t } = useTranslation('records');
  const kindLabel = useKindLabel();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const filter = useRangeFilter(() => setPage(1));
  const query = useRecords({ startTime: 0, endTime: 0, ...filter.times, ...(kind ? { kind } : {}), page }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);
  const kinds = query.data?.kinds ?? [];

  const columns: Column<AccountRecord>[] = [
    { key: 'time', header: t('account.time'), cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.time)}</span> },
    { key: 'kind', header: kindName, cell: (r) => kindLabel(r.kind) },
    { key: 'wallet', header: t('account.wallet'), cell: (r) => r.walletName },
    { key: 'amount', header: t('account.amount'), numeric: true, cell: (r) => <Signed value={r.amount} /> },
    { key: 'balance', header: t('account.balanceAfter'), numeric: true, cell: (r) => formatMoney(r.balanceAfter) },
  ];

  return (
    <PageFrame title={title} icon={icon}>
      <Panel>
        <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
          <SelectFilter
            label={kindName}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
          >
            <option value="">{allKinds}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectFilter>
        </div>
      </Panel>
      <Panel>
        <QueryBody query={query} empty={empty} isEmpty={(d) => d.content.length === 0} testIdPrefix="records">
          {(d) => (
            <>
              <Figures label={t('totals.label')} items={totals(d.totals)} testId="records-totals" />
              <RecordList caption={title} columns={columns} rows={d.content} rowKey={(r) => r.id} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}
