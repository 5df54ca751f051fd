import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { formatClock } from '../model/countdown';

/** The clock's shape with every digit a zero: as wide as any clock of that shape (tabular figures). */
const clockShape = (clock: string) => clock.replace(/\d/g, '0');

/**
 * A ticking countdown; at zero it reads "drawing" while the next issue is fetched. The badge keeps
 * one width through clock, "drawing" and clock again: the text sits in a cell as wide as the wider
 * of the two, held by invisible generated content (so the timer's text stays the text on screen),
 * and nothing beside the badge moves when an issue closes. A long "drawing" (some languages') ends
 * in an ellipsis at 5rem rather than crowd the game's name out of its row; the label is whole.
 */
export function CountdownBadge({ leftMs, className, large }: { leftMs: number | null; className?: string; large?: boolean }) {
  const { t } = useTranslation('lottery');
  const closed = leftMs !== null && leftMs <= 0;
  const drawing = t('countdown.drawing');
  const text = leftMs === null ? '--:--' : closed ? drawing : formatClock(leftMs);
  // the last clock's shape, kept through "drawing" (an hour-long issue's clock is wider)
  const [shape, setShape] = useState('00:00');
  if (leftMs !== null && !closed && clockShape(text) !== shape) setShape(clockShape(text));
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
      <span
        data-drawing={drawing}
        data-clock={shape}
        className={cn(
          'inline-grid max-w-20 grid-cols-[minmax(0,1fr)] justify-items-center whitespace-nowrap',
          'before:invisible before:max-w-full before:truncate before:[grid-area:1/1] before:content-[attr(data-drawing)]',
          'after:invisible after:max-w-full after:truncate after:[grid-area:1/1] after:content-[attr(data-clock)]',
        )}
      >
        <span className="max-w-full truncate [grid-area:1/1]">{text}</span>
      </span>
    </span>
  );
}
