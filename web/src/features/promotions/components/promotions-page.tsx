import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  PROMOTION_SCROLL_DELAY_MS,
  PROMOTION_SCROLL_OFFSET_PX,
  REAL_ACCOUNT_ISAGENT,
  hasFlag,
  type MerchantPromotion,
  type PromotionClaim,
  type Whitelabel,
} from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { AVAILABLE_QUERY_KEY, useClaimList, useMerchantPromotions, useRaffleStatus } from '../api/promotions';
import { ApplyRewardModal } from './apply-reward-modal';
import { PromotionCard } from './promotion-card';
import { PromotionDetail } from './promotion-detail';
import { RaffleTip } from './raffle-tip';

export interface PromotionsPageProps {
  title: string;
  loggedIn: boolean;
  isAgent: string | null;
  flags: Whitelabel;
  /** The member-centre page a promotion type opens (spec 2 §9), when that page exists in the site. */
  pageOf: (promotionType: string) => string | null;
  onGoTo: (page: string) => void;
  /** Asks a visitor to log in (the access gate's prompt). */
  onLogin: () => void;
  /** The w_promotion banner carousel, when the home-content feature provides it. */
  banner?: ReactNode;
}

/** The member's latest claim status per promotion (the list is newest first). */
function latestStatus(claims: PromotionClaim[] | undefined): Map<string, PromotionClaim['status']> {
  const map = new Map<string, PromotionClaim['status']>();
  for (const c of claims ?? []) if (!map.has(c.promotionId)) map.set(c.promotionId, c.status);
  return map;
}

function RaffleSlot({ promotion, allowed }: { promotion: MerchantPromotion; allowed: boolean }) {
  const client = useQueryClient();
  const status = useRaffleStatus(promotion.promotionId, promotion.raffleSchedule?.raffleScheduleId ?? null, allowed);
  if (!promotion.raffleSchedule || (allowed && status.isPending)) return null;
  return (
    <RaffleTip
      promotion={promotion}
      claimed={status.data?.isClaimed === 'Y'}
      canClaim={allowed}
      onClaimed={() => {
        void status.refetch();
        void client.invalidateQueries({ queryKey: AVAILABLE_QUERY_KEY });
      }}
    />
  );
}

/**
 * /promotion (spec 2 §2 "Promotions list", routes): the merchant's promotions as cards. The card
 * named by the URL hash opens and scrolls into view (offset 150 px, after 400 ms); a query `id`
 * opens that promotion's detail popup; a new query `t` does both again for the same target.
 */
export function PromotionsPage({ title, loggedIn, isAgent, flags, pageOf, onGoTo, onLogin, banner }: PromotionsPageProps) {
  const { t } = useTranslation('promotions');
  const location = useLocation();
  const list = useMerchantPromotions();
  // spec 2 §6: claims are for isAgent 0, 1, 2 with the reward-centre setting
  const member = loggedIn && (REAL_ACCOUNT_ISAGENT as readonly string[]).includes(isAgent ?? '') && hasFlag(flags, 'REWCEN3');
  const claims = useClaimList(member);
  const statuses = useMemo(() => latestStatus(claims.data), [claims.data]);
  const [applying, setApplying] = useState<MerchantPromotion | null>(null);
  const promotions = list.data;

  const params = new URLSearchParams(location.search);
  const queryId = params.get('id');
  const queryT = params.get('t');
  const hashId = decodeURIComponent(location.hash.replace(/^#/, ''));
  // what the address asks for (hash, id, t): a new address opens its card and popup again
  const urlKey = `${hashId}|${queryId ?? ''}|${queryT ?? ''}`;
  // the member's own toggles and popups, kept for the address they were made under
  const [toggles, setToggles] = useState<{ key: string; open: Record<string, boolean> }>({ key: '', open: {} });
  const [picked, setPicked] = useState<{ key: string; detail: MerchantPromotion | null } | null>(null);
  const ownToggles = toggles.key === urlKey ? toggles.open : {};
  const isExpanded = (id: string) => ownToggles[id] ?? id === hashId;
  const detail =
    picked && picked.key === urlKey ? picked.detail : queryId ? (promotions?.find((p) => p.promotionId === queryId) ?? null) : null;
  const setDetail = (d: MerchantPromotion | null) => setPicked({ key: urlKey, detail: d });

  useEffect(() => {
    if (!promotions || !hashId || !promotions.some((p) => p.promotionId === hashId)) return;
    const timer = setTimeout(() => {
      const el = document.querySelector<HTMLElement>(`[data-promotion-id="${CSS.escape(hashId)}"]`);
      if (!el) return;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - PROMOTION_SCROLL_OFFSET_PX, behavior: 'smooth' });
    }, PROMOTION_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [promotions, hashId, queryId, queryT]);

  const toggle = (id: string) => setToggles({ key: urlKey, open: { ...ownToggles, [id]: !isExpanded(id) } });

  return (
    <div className="shell-container grid gap-6 py-6">
      <h1 className="flex items-center gap-3 text-2xl font-extrabold tracking-tight">
        <Icon name="gift" className="size-7 text-accent" />
        {title}
      </h1>
      {banner}
      {list.isPending ? (
        <div className="grid gap-5 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="aspect-[3/2] w-full rounded-card" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-card border border-border bg-surface p-8 text-center">
          <p className="text-muted">{t('page.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : promotions && promotions.length > 0 ? (
        <div className="grid gap-5 md:grid-cols-2">
          {promotions.map((p) => {
            const allowed = member && (p.allowedAgentTypes ?? ['0', '1', '2']).includes(isAgent ?? '');
            return (
              <PromotionCard
                key={p.promotionId}
                promotion={p}
                status={statuses.get(p.promotionId) ?? null}
                expanded={isExpanded(p.promotionId)}
                onToggle={() => toggle(p.promotionId)}
                raffle={p.promotionType === 'RAFFLE' ? <RaffleSlot promotion={p} allowed={allowed} /> : undefined}
                actions={{
                  allowed,
                  page: pageOf(p.promotionType),
                  onApply: () => setApplying(p),
                  onGoTo,
                  onDetails: () => setDetail(p),
                  onLogin: loggedIn ? null : onLogin,
                }}
              />
            );
          })}
        </div>
      ) : (
        <p data-testid="promotions-empty" className="rounded-card border border-border bg-surface p-10 text-center text-muted">
          {t('page.empty')}
        </p>
      )}
      {detail ? <PromotionDetail promotion={detail} onClose={() => setDetail(null)} /> : null}
      {applying ? <ApplyRewardModal promotion={applying} open onClose={() => setApplying(null)} /> : null}
    </div>
  );
}
