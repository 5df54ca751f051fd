import { useTranslation } from 'react-i18next';
import type { VipInfo } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';

/** The member's VIP rank (spec 2 §3 VIP fields): label, level, progress to the next level and the conditions met. */
export function RankCard({ vip }: { vip: VipInfo }) {
  const { t } = useTranslation('records');
  const progress = vip.vipProgress === null ? null : Math.round(Math.min(100, Math.max(0, vip.vipProgress)));
  return (
    <div data-testid="rank-card" className="grid gap-4 rounded-card border border-accent/40 bg-gradient-to-br from-accent/15 to-surface p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent text-accent-contrast">
          <Icon name="crown" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="truncate text-lg font-extrabold">{vip.vipLabelName ?? t('rank.unnamed')}</p>
          {vip.vipRankLevel !== null ? <p className="text-sm text-muted">{t('rank.level', { level: vip.vipRankLevel })}</p> : null}
        </div>
      </div>
      {progress !== null ? (
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs text-muted">
            <span>{t('rank.progress')}</span>
            <span className="font-semibold text-text tabular-nums">{progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={t('rank.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={t('rank.progressText', { percent: progress })}
            className="h-3 overflow-hidden rounded-full bg-surface-2"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-accent to-accent-2 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : null}
      <p className="text-sm" data-testid="rank-conditions">
        {t('rank.conditions', { done: vip.completedConditions, total: vip.totalExpectedConditions })}
      </p>
      {vip.showVipBenefit ? (
        <p className="flex items-center gap-2 text-sm text-accent">
          <Icon name="gift" className="size-4" />
          {t('rank.benefit')}
        </p>
      ) : null}
    </div>
  );
}
