import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNREAD_BADGE_MAX } from '@lotto/contract';
import { loadNamespaces } from '../../../lib/i18n';
import { useAvailablePromotionsPolled } from '../api/promotions';

/** The badge's text: the count, or three dots above 99 (spec 2 §4). */
export const badgeText = (count: number): string => (count > UNREAD_BADGE_MAX ? '...' : String(count));

/**
 * The available-promotions badge (spec 2 §2, §4, §9): polls MCSFE_getAvailablePromotions every
 * 300,000 ms for real accounts (isAgent 0, 1, 2; the caller decides) and shows the total, nothing at 0.
 */
export function PromotionsBadge({ enabled = true, className }: { enabled?: boolean; className?: string }) {
  const { t } = useTranslation('promotions');
  // the badge's label is in the promotions namespace, which loads here, never in the first load
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadNamespaces(['promotions']).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const { data } = useAvailablePromotionsPolled(enabled);
  const count = data?.total ?? 0;
  if (!enabled || !ready || count <= 0) return null;
  return (
    <span
      data-testid="promotions-badge"
      aria-label={t('badge.label', { count })}
      className={
        className ??
        'absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white'
      }
    >
      {badgeText(count)}
    </span>
  );
}
