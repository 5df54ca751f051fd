import { useTranslation } from 'react-i18next';
import type { RankLevel } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/list-states';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { RecordList, type Column } from '../../../components/ui/record-list';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { useRankLevels, useRankProgress } from '../api/get-rank';
import { RankCard } from '../components/rank-card';
import { useReadyWhen, type PageReadyProps } from '../../../lib/page-ready';

/**
 * playerRank (spec 1 §2, issue 14): the member's VIP rank and progress from
 * MCSFE_getPlayerRankProgress, and the merchant's levels with what each needs.
 */
export function PlayerRankPage({ onReady }: PageReadyProps = {}) {
  const { t } = useTranslation('records');
  const progress = useRankProgress();
  const levels = useRankLevels();
  useReadyWhen(!progress.isPending, onReady);
  const current = levels.data?.currentLevel ?? null;
  const columns: Column<RankLevel>[] = [
    {
      key: 'level',
      header: t('rank.levelColumn'),
      cell: (l) => (
        <span className="inline-flex items-center gap-2 font-semibold">
          {l.labelName}
          {l.level === current ? <span className="rounded-full bg-accent/20 px-2 py-0.5 text-[11px] font-bold text-accent">{t('rank.yours')}</span> : null}
        </span>
      ),
    },
    { key: 'turnover', header: t('rank.turnoverRequired'), numeric: true, cell: (l) => formatMoney(l.turnoverRequired) },
    { key: 'deposit', header: t('rank.depositRequired'), numeric: true, cell: (l) => formatMoney(l.depositRequired) },
  ];

  return (
    <PageFrame title={t('rank.title')} icon="crown">
      <Panel>
        {progress.isError ? (
          <LoadFailed error={progress.error} onRetry={() => void progress.refetch()} />
        ) : !progress.data ? (
          <Skeleton className="h-44 w-full" />
        ) : progress.data.hasVip ? (
          <RankCard vip={progress.data} />
        ) : (
          <div data-testid="rank-none" className="grid place-items-center gap-2 px-4 py-8 text-center">
            <Icon name="crown" className="size-10 text-muted" />
            <p className="font-semibold">{t('rank.none')}</p>
            <p className="text-sm text-muted">{t('rank.noneHint')}</p>
          </div>
        )}
      </Panel>
      <Panel title={t('rank.levels')}>
        {levels.isError ? (
          <LoadFailed error={levels.error} onRetry={() => void levels.refetch()} />
        ) : !levels.data ? (
          <Skeleton className="h-32 w-full" />
        ) : levels.data.levels.length === 0 ? (
          <p className="text-sm text-muted">{t('rank.noLevels')}</p>
        ) : (
          <div className="grid gap-4">
            <dl className="grid grid-cols-2 gap-2">
              <div className="rounded-control bg-surface-2/60 px-3 py-2.5">
                <dt className="text-xs text-muted">{t('rank.yourTurnover')}</dt>
                <dd className="mt-0.5 font-bold tabular-nums">{formatMoney(levels.data.turnover)}</dd>
              </div>
              <div className="rounded-control bg-surface-2/60 px-3 py-2.5">
                <dt className="text-xs text-muted">{t('rank.yourDeposits')}</dt>
                <dd className="mt-0.5 font-bold tabular-nums">{formatMoney(levels.data.deposits)}</dd>
              </div>
            </dl>
            <RecordList caption={t('rank.levels')} columns={columns} rows={levels.data.levels} rowKey={(l) => l.labelId} />
          </div>
        )}
      </Panel>
    </PageFrame>
  );
}

export default PlayerRankPage;
