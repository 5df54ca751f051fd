import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RAFFLE_COUNTDOWN_STEP_MS, type MerchantPromotion, type RafflePrize } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { serverNow } from '../../../lib/api-client';
import { formatCountdown } from '../../../lib/dates';
import { claimRaffle } from '../api/promotions';
import { raffleTipState } from '../raffle-tip-state';
import { PrizeModal } from './prize-modal';

/**
 * The raffle tip (spec 2 §4): counts down in 1000 ms steps to the window's start with the claim
 * button off, enables it at the start, and disappears after the due time. Claiming shows the prize
 * modal; an invalid or failed claim hides the modal and closes the tip (spec 2 §8).
 */
export function RaffleTip({
  promotion,
  claimed,
  canClaim,
  onClaimed,
}: {
  promotion: MerchantPromotion;
  /** The member claimed this window already (raffle status isClaimed Y). */
  claimed: boolean;
  canClaim: boolean;
  onClaimed: () => void;
}) {
  const { t } = useTranslation('promotions');
  const schedule = promotion.raffleSchedule ?? null;
  const [now, setNow] = useState(() => serverNow());
  const [closed, setClosed] = useState(false);
  const [prize, setPrize] = useState<RafflePrize | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), RAFFLE_COUNTDOWN_STEP_MS);
    return () => clearInterval(timer);
  }, []);

  if (!schedule) return null;
  const state = raffleTipState(now, schedule.startTime, schedule.dueTime, closed || claimed);

  const claim = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      setPrize(await claimRaffle({ promotionId: promotion.promotionId, raffleScheduleId: schedule.raffleScheduleId }));
    } catch {
      setPrize(null);
      setClosed(true);
    } finally {
      busy.current = false;
    }
  };
  const closePrize = () => {
    setPrize(null);
    setClosed(true);
    onClaimed();
  };

  return (
    <>
      {state.phase !== 'gone' ? (
        <div role="status" data-testid="raffle-tip" className="flex flex-wrap items-center gap-3 rounded-card border border-accent/40 bg-accent/10 p-3">
          <Icon name="clock" className="size-5 text-accent" />
          <p className="flex-1 text-sm font-semibold" aria-live="off">
            {state.phase === 'waiting'
              ? t('raffle.startsIn', { time: formatCountdown(state.remainingMs) })
              : t('raffle.endsIn', { time: formatCountdown(state.remainingMs) })}
          </p>
          {canClaim ? (
            <Button size="sm" disabled={state.phase !== 'open'} onClick={() => void claim()}>
              {t('raffle.claim')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {prize ? <PrizeModal prize={prize} onClose={closePrize} /> : null}
    </>
  );
}
