import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { formatClock } from '../model/countdown';

/** A ticking countdown; at zero it reads "drawing" while the next issue is fetched. */
export function CountdownBadge({ leftMs, className, large }: { leftMs: number | null; className?: string; large?: boolean }) {
  const { t } = useTranslation('lottery');
  const closed = leftMs !== null && leftMs <= 0;
  const text = leftMs === null ? '--:--' : closed ? t('countdown.drawing') : formatClock(leftMs);
  const urgent = leftMs !== null && leftMs > 0 && leftMs <= 10_000;
  return (
    <span
      role="timer"
      aria-label={leftMs === null || closed ? text : t('countdown.label', { time: text })}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full font-bold tabular-nums',
        large ? 'bg-black/30 px-3 py-1.5 text-lg sm:text-xl' : 'bg-surface-2 px-2.5 py-1 text-sm',
        urgent ? 'text-danger' : closed ? 'text-muted' : 'text-accent',
        className,
      )}
    >
      <Icon name="clock" className={large ? 'size-5' : 'hidden size-4 sm:block'} />
      {text}
    </span>
  );
}
