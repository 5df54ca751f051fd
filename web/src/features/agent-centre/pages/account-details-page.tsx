import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, type TeamTransaction } from '@lotto/contract';
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
import { useTeamTransactions } from '../api/get-team-transactions';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/**
 * agentAccountDetails (spec 2 §2 agent menu; spec 3 "account details (downline transactions)"):
 * the team's ledger entries by date range and kind, paged, with totals. Kinds read as the member's
 * own account record names them (the records namespace, loaded with the route).
 */
export function AccountDetailsPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  // the bet words are the betting record's (records namespace, loaded with the agent centre's route)
  const { t: tr } = useTranslation('records');
  const { t: r } = useTranslation('records');
  const kindLabel = (kind: string) => ((LEDGER_KINDS as readonly string[]).includes(kind) ? r(`kind.${kind}`) : r('kind.other', { kind }));
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const filter = useRangeFilter(() => setPage(1));
  const query = useTeamTransactions({ startTime: 0, endTime: 0, ...filter.times, ...(kind ? { kind } : {}), page }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);
  const kinds = query.data?.kinds ?? [];

  const columns: Column<TeamTransaction>[] = [
    { key: 'user', header: t('bets.downline'), cell: (e) => <span className="font-semibold">{e.username}</span> },
    { key: 'time', header: tr('bets.time'), cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.time)}</span> },
    {
      key: 'kind',
      header: t('details.kind'),
      cell: (e) => (
        <span className="grid">
          <span>{kindLabel(e.kind)}</span>
          <span className="text-xs text-muted">{e.walletName}</span>
        </span>
      ),
    },
    { key: 'amount', header: t('details.amount'), numeric: true, cell: (e) => <Signed value={e.amount} /> },
    { key: 'balance', header: t('details.balanceAfter'), numeric: true, cell: (e) => formatMoney(e.balanceAfter) },
  ];

  return (
    <PageFrame title={t('pages.agentAccountDetails')} icon="clock">
      <Panel>
        <div className="grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
          <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
          <SelectFilter
            label={t('details.kind')}
            value={kind}
            onChange={(v) => {
              setKind(v);
              setPage(1);
            }}
          >
            <option value="">{t('details.allKinds')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </SelectFilter>
        </div>
      </Panel>
      <Panel>
        <QueryBody query={query} empty={t('details.empty')} isEmpty={(d) => d.content.length === 0} testIdPrefix="agent">
          {(d) => (
            <>
              <Figures
                label={tr('totals.label')}
                items={[
                  { key: 'count', label: tr('totals.count'), value: d.totals.count },
                  { key: 'credit', label: t('details.credit'), value: formatMoney(d.totals.credit) },
                  { key: 'debit', label: t('details.debit'), value: formatMoney(d.totals.debit) },
                  { key: 'net', label: t('details.net'), value: <Signed value={d.totals.net} /> },
                ]}
              />
              <RecordList caption={t('pages.agentAccountDetails')} columns={columns} rows={d.content} rowKey={(e) => e.id} />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default AccountDetailsPage;
