import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mission, MissionLeaderboard } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useClaimMission, useMissionLeaderboard, useMissions } from '../api/missions';

/** A mission's amounts in its unit: money for stakes and deposits, a count for bets. */
const amountOf = (m: Mission, v: number): string => (m.metric === 'BET_COUNT' ? String(v) : formatMoney(v));

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('missions');
  const claim = useClaimMission();
  const reached = Math.min(mission.progress, mission.target);
  const percent = mission.target > 0 ? Math.floor((reached / mission.target) * 100) : 100;
  const progressText = t('progress', { progress: amountOf(mission, reached), target: amountOf(mission, mission.target) });
  return (
    <li data-testid="mission" className="grid gap-3 rounded-card border border-border bg-surface-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 className="font-semibold">{mission.title}</h3>
          <p className="text-xs text-muted">
            {t(`period.${mission.period}`)} · {t('ends', { time: formatDateTime(mission.periodEnd) })}
          </p>
        </div>
        <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold text-accent">{t('reward', { amount: formatMoney(mission.reward) })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={mission.target}
        aria-valuenow={reached}
        aria-valuetext={progressText}
        className="h-2.5 overflow-hidden rounded-full bg-border"
      >
        <div className={cn('h-full rounded-full', percent >= 100 ? 'bg-success' : 'bg-accent')} style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted">{progressText}</span>
        {mission.status === 'CLAIMED' ? (
          <span className="rounded-full bg-success/15 px-3 py-2 text-sm font-bold text-success">{t('claimed')}</span>
        ) : (
          <Button
            size="sm"
            className="min-h-11"
            disabled={mission.status !== 'CLAIMABLE' || claim.isPending}
            aria-label={t('claimOf', { title: mission.title })}
            onClick={() => claim.mutate(mission.missionId)}
          >
            {t('claim')}
          </Button>
        )}
      </div>
    </li>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboard }) {
  const { t } = useTranslation('missions');
  if (board.entries.length === 0) return <p className="text-muted" data-testid="leaderboard-empty">{t('leaderboard.empty')}</p>;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        {board.myRank === null ? t('leaderboard.unranked') : t('leaderboard.myRank', { rank: board.myRank, score: formatMoney(board.myScore) })}
      </p>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">{t('leaderboard.title')}</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-2">{t('leaderboard.rank')}</th>
            <th scope="col" className="py-2">{t('leaderboard.account')}</th>
            <th scope="col" className="py-2 text-right">{t('leaderboard.score')}</th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => (
            <tr key={e.rank} className={cn('border-t border-border', e.me && 'font-bold text-accent')} aria-current={e.me ? 'true' : undefined}>
              <td className="py-2">{e.rank}</td>
              <td className="py-2">{e.account}</td>
              <td className="py-2 text-right">{formatMoney(e.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol className="grid gap-2 md:hidden" aria-label={t('leaderboard.title')}>
        {board.entries.map((e) => (
          <li
            key={e.rank}
            className={cn('flex items-center justify-between rounded-card border border-border bg-surface-raised p-3', e.me && 'border-accent font-bold')}
            aria-current={e.me ? 'true' : undefined}
          >
            <span>
              <span className="mr-3 text-muted">#{e.rank}</span>
              {e.account}
            </span>
            <span>{formatMoney(e.score)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * missionLeaderboard (spec 2 §2 "mission activity", §9 MISSION): the missions of the merchant's
 * MISSION promotion with progress from the member's own records, their claim, and the week's
 * leaderboard by settled stake.
 */
export default function MissionActivityPage({ onReady }: { onReady?: () => void }) {
  const { t } = useTranslation('missions');
  const missions = useMissions();
  const board = useMissionLeaderboard();
  useEffect(() => {
    if (!missions.isPending) onReady?.();
  }, [missions.isPending, onReady]);
  return (
    <PageFrame title={t('memberCentre:pages.missionLeaderboard')} icon="gift">
      <Panel title={missions.data?.promotionTitle ?? t('missionsTitle')}>
        {missions.isPending ? (
          <div className="grid gap-3" aria-busy="true" data-testid="missions-loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : missions.isError ? (
          <p role="alert" className="text-muted">
            {t('loadFailed')}
          </p>
        ) : missions.data.missions.length === 0 ? (
          <p className="py-8 text-center text-muted" data-testid="missions-empty">
            {t('empty')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={t('missionsTitle')}>
            {missions.data.missions.map((m) => (
              <MissionCard key={m.missionId} mission={m} />
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('leaderboard.title')}>
        {board.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : board.isError ? (
          <p role="alert" className="text-muted">
            {t('loadFailed')}
          </p>
        ) : (
          <Leaderboard board={board.data} />
        )}
      </Panel>
    </PageFrame>
  );
}
