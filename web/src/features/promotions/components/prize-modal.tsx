import { useTranslation } from 'react-i18next';
import type { RafflePrize } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { PromoDialog } from './promo-dialog';

/** The prize's picture: a golden egg that wobbles, a wheel that turns, or a gift; still for reduced motion. */
function PrizeArt({ value }: { value: string }) {
  if (value === 'GOLDEN_EGG') {
    return (
      <svg viewBox="0 0 120 140" className="h-32 motion-safe:animate-bounce" aria-hidden="true" data-art="GOLDEN_EGG">
        <ellipse cx="60" cy="128" rx="40" ry="8" fill="#000" opacity=".25" />
        <ellipse cx="60" cy="70" rx="42" ry="56" fill="#f5b301" />
        <ellipse cx="45" cy="48" rx="9" ry="16" fill="#fff" opacity=".5" />
        <path d="M22 70 l12 -8 l10 10 l12 -10 l10 10 l12 -10 l10 8" stroke="#7c4a00" strokeWidth="4" fill="none" />
      </svg>
    );
  }
  if (value === 'PRIZE_WHEEL') {
    return (
      <svg viewBox="0 0 120 120" className="h-32 motion-safe:[animation:spin_1.2s_cubic-bezier(.2,.8,.2,1)_1]" aria-hidden="true" data-art="PRIZE_WHEEL">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <path key={i} d="M60 60 L60 6 A54 54 0 0 1 106.8 33Z" transform={`rotate(${i * 60} 60 60)`} fill={i % 2 ? '#f5b301' : '#db2777'} />
        ))}
        <circle cx="60" cy="60" r="10" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 120 120" className="h-28 motion-safe:animate-pop-in" aria-hidden="true" data-art="GIFT">
      <rect x="18" y="48" width="84" height="60" rx="8" fill="#f5b301" />
      <rect x="12" y="34" width="96" height="20" rx="6" fill="#db2777" />
      <rect x="54" y="34" width="12" height="74" fill="#fff" opacity=".7" />
    </svg>
  );
}

/** The raffle prize (spec 2 §3): a TICKET, POINT or bonus, shown as the raffle's presentation. */
export function PrizeModal({ prize, onClose }: { prize: RafflePrize; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const text =
    prize.type === 'POINT'
      ? t('raffle.prize.POINT', { points: prize.points ?? 0 })
      : t(`raffle.prize.${prize.type}`, { amount: formatMoney(prize.amount ?? 0) });
  return (
    <PromoDialog open onOpenChange={(o) => !o && onClose()} title={t('raffle.prizeTitle')} testId="raffle-prize">
      <div className="grid justify-items-center gap-4 text-center">
        <PrizeArt value={prize.value} />
        <p className="text-lg font-bold">{text}</p>
        {prize.ticket ? <p className="text-sm text-muted">{t('raffle.ticketValid', { ticketId: prize.ticket.ticketId, end: prize.ticket.endDateStr })}</p> : null}
        <Button onClick={onClose}>{t('raffle.ok')}</Button>
      </div>
    </PromoDialog>
  );
}
