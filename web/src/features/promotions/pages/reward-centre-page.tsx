import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PromotionClaim } from '@lotto/contract';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { PageFrame, Panel } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useClaimList } from '../api/promotions';

const STATUS_STYLE: Record<PromotionClaim['status'], string> = {
  PENDING: 'bg-warning/15 text-warning',
  APPROVED: 'bg-success/15 text-success',
  REJECTED: 'bg-danger/15 text-danger',
};

/**
 * rewardCenter (spec 2 §2, member-centre page): the member's promotion claims (MCS2_getPromotionClaimList)
 * with their status, the operator's remarks and the bonus an approval credited.
 */
export default function RewardCentrePage({ onReady }: { onReady?: () => void }) {
  const { t } = useTranslation('promotions');
  const claims = useClaimList(true);
  useEffect(() => {
    if (!claims.isPending) onReady?.();
  }, [claims.isPending, onReady]);
  return (
    <PageFrame title={t('memberCentre:pages.rewardCenter')} icon="gift">
      <Panel>
        {claims.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : claims.isError ? (
          <p role="alert" className="text-muted">
            {t('page.loadFailed')}
          </p>
        ) : claims.data.length === 0 ? (
          <div className="grid justify-items-center gap-4 py-8 text-center" data-testid="reward-centre-empty">
            <p className="text-muted">{t('rewardCentre.empty')}</p>
            <Link to="/promotion" className={buttonClasses('secondary')}>
              {t('rewardCentre.browse')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-3" aria-label={t('memberCentre:pages.rewardCenter')}>
            {claims.data.map((c) => (
              <li key={c.claimId ?? `${c.promotionId}-${c.claimTime}`} data-testid="claim-row" className="grid gap-1 rounded-card border border-border bg-surface-raised p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{c.title || c.promotionType}</span>
                  <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', STATUS_STYLE[c.status])}>{t(`status.${c.status}`)}</span>
                </div>
                <p className="text-xs text-muted">{t('rewardCentre.claimed', { time: formatDateTime(c.claimTime) })}</p>
                {c.amount ? <p className="text-sm">{t('rewardCentre.bonus', { amount: formatMoney(c.amount) })}</p> : null}
                {c.decisionRemarks ? <p className="text-sm text-muted">{t('rewardCentre.remarks', { remarks: c.decisionRemarks })}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </PageFrame>
  );
}
