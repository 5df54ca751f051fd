import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantPromotion, PromotionClaim } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../lib/dates';
import { RichText } from '../../../components/ui/rich-text';

export interface PromotionCardActions {
  /** The member may take part (role, reward-centre setting; spec 2 §6). */
  allowed: boolean;
  /** A member-centre page of the promotion's type that exists (spec 2 §9 map), or null. */
  page: string | null;
  onApply: () => void;
  onGoTo: (page: string) => void;
  onDetails: () => void;
  onLogin: (() => void) | null;
}

const STATUS_STYLE: Record<PromotionClaim['status'], string> = {
  PENDING: 'bg-warning/15 text-warning',
  APPROVED: 'bg-success/15 text-success',
  REJECTED: 'bg-danger/15 text-danger',
};

/**
 * A promotion card (spec 2 §2 "Promotions list"): artwork of fixed ratio, title, dates, the member's
 * claim status, a "more" toggle expanding the content, and "go to promotion" only when allowed.
 */
export function PromotionCard({
  promotion,
  status,
  expanded,
  onToggle,
  actions,
  raffle,
}: {
  promotion: MerchantPromotion;
  status: PromotionClaim['status'] | null;
  expanded: boolean;
  onToggle: () => void;
  actions: PromotionCardActions;
  raffle?: React.ReactNode;
}) {
  const { t } = useTranslation('promotions');
  const contentId = useId();
  const titleId = useId();
  const image = promotion.announcementImages?.[0];
  const canApply = actions.allowed && promotion.applyByRequest === true && status !== 'PENDING';
  return (
    <article
      aria-labelledby={titleId}
      data-promotion-id={promotion.promotionId}
      data-testid="promotion-card"
      className="overflow-hidden rounded-card border border-border bg-surface shadow-[0_12px_40px_-24px_rgba(0,0,0,0.8)]"
    >
      <div className="aspect-[3/1] w-full bg-surface-raised">
        {image ? <img src={image.url} alt="" loading="lazy" width={1200} height={400} className="size-full object-cover" /> : null}
      </div>
      <div className="grid gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold">
            {promotion.title}
          </h2>
          {status ? (
            <span data-testid="claim-status" className={cn('rounded-full px-2.5 py-1 text-xs font-bold', STATUS_STYLE[status])}>
              {t(`status.${status}`)}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-muted">
          {promotion.endDate
            ? t('card.period', { start: formatDateTime(promotion.startDate), end: formatDateTime(promotion.endDate) })
            : t('card.ongoing', { start: formatDateTime(promotion.startDate) })}
        </p>
        {raffle}
        <div id={contentId} hidden={!expanded}>
          <RichText html={promotion.content ?? ''} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" aria-expanded={expanded} aria-controls={contentId} onClick={onToggle}>
            {expanded ? t('card.less') : t('card.more')}
            <Icon name="chevronDown" className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
          </Button>
          <Button variant="outline" size="sm" onClick={actions.onDetails}>
            {t('card.details')}
          </Button>
          <span className="flex-1" />
          {canApply ? (
            <Button size="sm" onClick={actions.onApply}>
              {t('card.apply')}
            </Button>
          ) : null}
          {actions.allowed && actions.page && !promotion.applyByRequest ? (
            <Button size="sm" onClick={() => actions.onGoTo(actions.page!)}>
              {t('card.goTo')}
            </Button>
          ) : null}
          {actions.onLogin && (promotion.applyByRequest || promotion.promotionType === 'RAFFLE') ? (
            <Button size="sm" variant="secondary" onClick={actions.onLogin}>
              {t('card.login')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
