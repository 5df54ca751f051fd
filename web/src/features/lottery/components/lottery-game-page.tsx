import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { requireRealAccount } from '../../../lib/access-gate';
import { useLaunchLottery } from '../api/launch-lottery';
import { useOpenedNumeros } from '../api/get-opened-numeros';
import { useLaunchRefusal } from '../hooks/use-access';
import { frameUrl, type LotteryLaunchPlan } from '../model/launch-plan';
import { trendHref } from './draw-results';
import { FrameShell, GameFrame } from './game-frame';
import { NumberBalls } from './number-balls';

export interface LotteryGamePageProps {
  plan: LotteryLaunchPlan;
  /** Page heading (already translated). */
  title: string;
  /** Where "lobby" goes: the same area's page without a game. */
  lobbyPath: string;
}

/**
 * A lottery page: gated launch (GET /wps/game/launchGame, launchMode LOTT) and value.gameUrl in an
 * in-page frame (spec 2 §2, §7). Nothing launches for guests or trial accounts: their panel asks
 * with in_sorry_in (or the login popup) and in_need_true_account (spec 2 §6). A failed launch
 * returns quietly (spec 2 §8): no dialog, an inline retry.
 */
export function LotteryGamePage({ plan, title, lobbyPath }: LotteryGamePageProps) {
  const { t } = useTranslation('lottery');
  // (the lottery page posts vendor:balance after a bet and a settlement; the shell's refresh hears it)
  // a guest or a trial account sees a locked panel; its button asks the way a launch click does
  // (no dialog on arrival: the links into this page are already gated where they are clicked)
  const refusal = useLaunchRefusal();
  const launch = useLaunchLottery(plan.request, refusal === null);
  const inGame = plan.gameCode !== 'lobby';
  // the game's own name when the open-games list knows it (usually cached from the home page)
  const opened = useOpenedNumeros();
  const gameName = inGame ? opened.data?.data.find((g) => g.gameCode === plan.gameCode)?.remark : undefined;
  const heading = gameName ?? title;

  const toolbar = (
    <div className="border-b border-border bg-surface/90">
      <div className="shell-container flex min-h-14 flex-wrap items-center gap-2 py-1.5">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-accent/15 text-accent">
          <Icon name="lottery" className="size-5" />
        </span>
        <h1 className="min-w-0 flex-1 truncate text-base font-extrabold tracking-tight sm:text-lg">{heading}</h1>
        {plan.betNumbers.length > 0 && (
          <NumberBalls numbers={plan.betNumbers} size="sm" label={t('page.picked')} className="hidden sm:flex" />
        )}
        {inGame && (
          <>
            <Link to={trendHref(plan.gameCode)} className={buttonClasses('ghost', 'sm')}>
              <Icon name="gauge" className="size-4" />
              {t('trend')}
            </Link>
            <Link to={lobbyPath} className={buttonClasses('ghost', 'sm')}>
              <Icon name="home" className="size-4" />
              {t('page.lobby')}
            </Link>
          </>
        )}
      </div>
    </div>
  );

  if (refusal) {
    return (
      <FrameShell toolbar={toolbar} className="items-center justify-center p-6 text-center">
        <div data-testid="lottery-locked" className="max-w-sm">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-accent/15 text-accent ring-1 ring-accent/30">
            <Icon name="lock" className="size-8" />
          </span>
          <p className="mt-4 text-lg font-bold">{t(refusal === 'guest' ? 'page.loginTitle' : 'page.realTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t(refusal === 'guest' ? 'page.loginBody' : 'page.realBody')}</p>
          <Button className="mt-5" onClick={() => requireRealAccount()}>
            <Icon name="login" className="size-4" />
            {t(refusal === 'guest' ? 'page.loginCta' : 'page.realCta')}
          </Button>
        </div>
      </FrameShell>
    );
  }

  if (launch.isError) {
    return (
      <FrameShell toolbar={toolbar} className="items-center justify-center p-6 text-center">
        <div data-testid="lottery-unavailable" className="max-w-sm">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-surface-2 text-muted">
            <Icon name="wrench" className="size-8" />
          </span>
          <p className="mt-4 text-lg font-bold">{t('page.unavailableTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('page.unavailableBody')}</p>
          <Button
            variant="secondary"
            className="mt-5"
            disabled={launch.isFetching}
            onClick={() => void launch.refetch()}
          >
            <Icon name="refresh" className="size-4" />
            {t('page.retry')}
          </Button>
        </div>
      </FrameShell>
    );
  }

  if (!launch.data) {
    return (
      <FrameShell toolbar={toolbar}>
        <Skeleton className="absolute inset-0 size-full rounded-none" />
        <span className="sr-only" role="status">
          {t('frame.loading')}
        </span>
      </FrameShell>
    );
  }
  return <GameFrame toolbar={toolbar} src={frameUrl(launch.data, plan.frameParams)} title={t('frame.title', { name: heading })} fitContent />;
}
