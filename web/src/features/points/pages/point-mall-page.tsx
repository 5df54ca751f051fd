import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFlag, type FieldRule, type PointReward, type Whitelabel } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { requireRealAccount } from '../../../lib/access-gate';
import { toast } from '../../../lib/toasts';
import { useConversionTypes } from '../api/get-conversion-types';
import { usePointBalance } from '../api/get-point-balance';
import { usePointRewards } from '../api/get-point-rewards';
import { useRefreshPointBalance } from '../api/refresh-point-balance';
import { formatPoints } from '../model/format';
import { PointsDetailPanel, type DetailTab } from '../components/points-detail-panel';
import { RewardDialog, type RewardTab } from '../components/reward-dialog';
import { RewardList } from '../components/reward-list';

export interface PointMallPageProps {
  title: string;
  /** The signed-in real member's account name; null for a guest or a trial account. */
  account: string | null;
  /** The merchant's white-label flags: PTSYS3 (points) and MEMTRANS3 (transactions), spec 2 §6. */
  flags: Whitelabel | Record<string, boolean> | undefined;
  /** The merchant's mobile rule (status info.register.mobileNum), for the redeem phone (spec 2 §5). */
  phoneRule: FieldRule | undefined;
}

/** The point-balance card: balance, refresh (counts new turnover) and the way to convert (spec 2 §2). */
function BalanceCard({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation('points');
  const balance = usePointBalance(true);
  const refresh = useRefreshPointBalance();
  const asked = useRef(false);
  // settled turnover since the last visit becomes points when the mall opens (spec 2 §7 refresh)
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    refresh.mutate();
  }, [refresh]);
  return (
    <section aria-labelledby="points-balance" className="relative overflow-hidden rounded-card border border-accent/40 bg-[radial-gradient(120%_140%_at_0%_0%,color-mix(in_oklab,var(--c-accent)_30%,transparent),transparent_65%)] bg-surface p-5">
      <h2 id="points-balance" className="text-xs font-bold tracking-wider text-muted uppercase">
        {t('balance.title')}
      </h2>
      <div className="mt-2 flex items-center gap-2">
        <div className="min-h-10 text-3xl font-black tracking-tight" data-testid="point-balance" aria-live="polite">
          {balance.data === undefined ? <Skeleton className="h-9 w-32" /> : formatPoints(balance.data)}
        </div>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('balance.refresh')}
          disabled={refresh.isPending}
          aria-busy={refresh.isPending || undefined}
          onClick={() => refresh.mutate()}
        >
          <Icon name="refresh" className={refresh.isPending ? 'size-5 animate-spin' : 'size-5'} />
        </Button>
      </div>
      <p className="mt-1 text-sm text-muted">{t('balance.hint')}</p>
      <Button className="mt-4 w-full" variant="outline" onClick={onConvert}>
        {t('balance.convert')}
      </Button>
    </section>
  );
}

function GuestCard() {
  const { t } = useTranslation('points');
  return (
    <section aria-labelledby="points-guest" className="rounded-card border border-border bg-surface p-5">
      <h2 id="points-guest" className="text-base font-bold">
        {t('guest.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('guest.text')}</p>
      <Button className="mt-4 w-full" onClick={() => requireRealAccount()}>
        {t('guest.login')}
      </Button>
    </section>
  );
}

/**
 * /pointMall (spec 2 §2 "Points mall", "Points detail panel"): the rewards by type, the member's
 * point balance, the detail/redeem popup, and the records, transactions, rules and conversion.
 * Guests browse the catalogue; redeeming needs a signed-in real account (spec 2 §6).
 */
export function PointMallPage({ title, account, flags, phoneRule }: PointMallPageProps) {
  const { t } = useTranslation('points');
  const on = hasFlag(flags, 'PTSYS3');
  const rewards = usePointRewards(on);
  const types = useConversionTypes(on);
  const [open, setOpen] = useState<{ reward: PointReward; tab: RewardTab } | null>(null);
  const [detailTab, setDetailTab] = useState<DetailTab>('records');
  const [done, setDone] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const typeList = types.data ?? [];
  // the open reward follows the catalogue (its stock after a redemption)
  const current = open ? (rewards.data?.content.find((r) => r.id === open.reward.id) ?? open.reward) : null;

  const onOpen = (reward: PointReward, tab: RewardTab) => {
    if (tab === 'redeem' && !requireRealAccount()) return;
    setOpen({ reward, tab });
  };

  const onRedeemed = (message: string) => {
    setOpen(null);
    setDone(message);
    toast({ message, tone: 'success' });
  };

  const toConversion = () => {
    setDetailTab('rules');
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (!on) {
    return (
      <div className="shell-container py-10">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-3 text-muted">{t('unavailable')}</p>
      </div>
    );
  }

  return (
    <div className="shell-container grid grid-cols-1 gap-6 py-4 sm:py-6 lg:py-8">
      <header className="relative overflow-hidden rounded-card border border-border bg-[linear-gradient(120deg,color-mix(in_oklab,var(--c-accent)_26%,var(--c-surface)),var(--c-surface)_60%)] p-5 sm:p-7">
        <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-accent/20 blur-3xl" />
        <p className="flex items-center gap-2 text-xs font-bold tracking-wider text-accent uppercase">
          <Icon name="star" className="size-4" />
          {t('hero.kicker')}
        </p>
        <h1 className="mt-1 text-2xl font-black tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-2 max-w-xl text-sm text-muted sm:text-base">{t('hero.text')}</p>
      </header>

      <p role="status" className="sr-only" data-testid="points-status">
        {done}
      </p>

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 min-w-0 lg:order-1">
          <RewardList rewards={rewards.data?.content ?? []} types={typeList} pending={rewards.isPending} onOpen={onOpen} />
        </div>
        <aside className="order-1 lg:order-2">{account ? <BalanceCard onConvert={toConversion} /> : <GuestCard />}</aside>
      </div>

      {account ? (
        <div ref={panel} className="min-w-0 scroll-mt-24">
          <PointsDetailPanel tab={detailTab} onTab={setDetailTab} account={account} showTransactions={hasFlag(flags, 'MEMTRANS3')} types={typeList} />
        </div>
      ) : null}

      <RewardDialog
        reward={current}
        tab={open?.tab ?? 'detail'}
        onTab={(tab) => setOpen((o) => (o ? { ...o, tab } : o))}
        onClose={() => setOpen(null)}
        phoneRule={phoneRule}
        canRedeem={requireRealAccount}
        onRedeemed={onRedeemed}
      />
    </div>
  );
}

export default PointMallPage;
