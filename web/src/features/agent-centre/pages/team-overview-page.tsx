import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Figures, Signed } from '../../../components/ui/figures';
import { QueryBody } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { useRangeFilter } from '../../../lib/use-range-filter';
import { formatMoney } from '../../../lib/money';
import { useTeamOverview } from '../api/get-team-overview';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/** agentTeamOverview (spec 2 §2, the agent centre's default page): the team now and its movement over a range. */
export function TeamOverviewPage({ onReady }: PageReadyProps) {
  const { t } = useTranslation('agentCentre');
  const filter = useRangeFilter();
  const query = useTeamOverview({ startTime: 0, endTime: 0, ...filter.times }, filter.times !== null);
  useReadyWhen(!query.isPending, onReady);
  return (
    <PageFrame title={t('pages.agentTeamOverview')} icon="gauge">
      <Panel>
        <DateRangePicker value={filter.range} onChange={filter.setRange} now={filter.now} />
      </Panel>
      <QueryBody query={query} empty={t('overview.empty')} isEmpty={(d) => d.teamSize === 0} testIdPrefix="agent">
        {(d) => (
          <>
            <Panel title={t('overview.now')}>
              <Figures
                label={t('overview.now')}
                testId="overview-now"
                items={[
                  { key: 'teamSize', label: t('overview.teamSize'), value: d.teamSize },
                  { key: 'directDownlines', label: t('overview.directDownlines'), value: d.directDownlines },
                  { key: 'teamBalance', label: t('overview.teamBalance'), value: formatMoney(d.teamBalance) },
                ]}
              />
            </Panel>
            <Panel title={t('overview.inRange')}>
              <Figures
                label={t('overview.inRange')}
                testId="overview-range"
                items={[
                  { key: 'newDownlines', label: t('overview.newDownlines'), value: d.newDownlines },
                  { key: 'activeBettors', label: t('overview.activeBettors'), value: d.activeBettors },
                  { key: 'deposits', label: t('overview.deposits'), value: formatMoney(d.deposits) },
                  { key: 'withdrawals', label: t('overview.withdrawals'), value: formatMoney(d.withdrawals) },
                  { key: 'betCount', label: t('overview.betCount'), value: d.bets.count },
                  { key: 'stake', label: t('overview.stake'), value: formatMoney(d.bets.stake) },
                  { key: 'payout', label: t('overview.payout'), value: formatMoney(d.bets.payout) },
                  { key: 'profit', label: t('overview.profit'), value: <Signed value={d.bets.profit} /> },
                ]}
              />
            </Panel>
          </>
        )}
      </QueryBody>
    </PageFrame>
  );
}

export default TeamOverviewPage;
