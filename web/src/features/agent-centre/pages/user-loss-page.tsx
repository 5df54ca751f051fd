import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserLossRow } from '@lotto/contract';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Pager } from '../../../components/ui/pager';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { formatMoney } from '../../../lib/money';
import { useRangeFilter } from '../../../lib/use-range-filter';
import { agentPagePath } from '../agent-menu';
import { useUserLoss } from '../api/get-user-loss';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** agentUserLoss (spec 2 §2 agent menu): each downline's win and loss over a date range, biggest loss first, with the team's total. */
export function UserLossPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  // the bet words are the betting record's (records namespace, loaded with the agent centre's route)
  const { t: tr } = useTranslation('records');
  const [page, setPage] = useState(1);
  const filter = useRangeFilter(() => setPage(1));
  const query = useUserLoss({ startTime: 0, endTime: 0, ...filter.times, page }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);

  const columns: Column<UserLossRow>[] = [
    {
      key: 'user',
      header: t('bets.downline'),
      cell: (r) => (
        <Link
          to={`${agentPagePath('agentTeamBetting')}?downline=${r.customerId}&name=${encodeURIComponent(r.username)}`}
          aria-label={t('loss.seeBets', { name: r.username })}
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {r.username}
        </Link>
      ),
    },
    { key: 'count', header: tr('totals.count'), numeric: true, cell: (r) => r.count },
    { key: 'stake', header: tr('totals.stake'), numeric: true, cell: (r) => formatMoney(r.stake) },
    { key: 'payout', header: tr('totals.payout'), numeric: true, cell: (r) => formatMoney(r.payout) },
    { key: 'profit', header: t('loss.profit'), numeric: true, cell: (r) => <Signed value={r.profit} /> },
  ];

  return (
    <PageFrame title={t('pages.agentUserLoss')} icon="chart">
      <Panel>
        <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
      </Panel>
      <Panel>
        <QueryBody query={query} empty={t('loss.empty')} isEmpty={(d) => d.content.length === 0} testIdPrefix="agent">
          {(d) => (
            <>
              <p className="text-sm text-muted">{t('loss.hint')}</p>
              {/* the team's total as figures too: the phone cards have no footer row */}
              <Figures
                label={t('loss.total')}
                items={[
                  { key: 'count', label: tr('totals.count'), value: d.totals.count },
                  { key: 'stake', label: tr('totals.stake'), value: formatMoney(d.totals.stake) },
                  { key: 'payout', label: tr('totals.payout'), value: formatMoney(d.totals.payout) },
                  { key: 'profit', label: t('loss.profit'), value: <Signed value={d.totals.profit} /> },
                ]}
              />
              <RecordList
                caption={t('pages.agentUserLoss')}
                columns={columns}
                rows={d.content}
                rowKey={(r) => String(r.customerId)}
                footer={[t('loss.total'), d.totals.count, formatMoney(d.totals.stake), formatMoney(d.totals.payout), <Signed key="p" value={d.totals.profit} />]}
              />
              <Pager page={d.pageNum} totalPages={d.totalPages} onPage={setPage} />
            </>
          )}
        </QueryBody>
      </Panel>
    </PageFrame>
  );
}

export default UserLossPage;
