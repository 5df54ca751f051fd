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
 * and nothing beside the badge moves when an issue closes. On a phone a long "drawing" (some
 * languages') ends in an ellipsis at 7rem; the label is whole. `fitOnPhones`: in a row crowded on a
 * phone (the countdown list) the badge is only as wide as its text there, so the games' names keep
 * their room while the clocks run.
 */
export function CountdownBadge({ leftMs, className, fitOnPhones = false }: { leftMs: number | null; className?: string; fitOnPhones?: boolean }) {
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
        'inline-flex shrink-0 items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-sm font-bold tabular-nums',
        urgent ? 'text-danger' : closed ? 'text-muted' : 'text-accent',
        className,
      )}
    >
      <Icon name="clock" className="hidden size-4 sm:block" />
      <span
        data-drawing={drawing}
        data-clock={shape}
        className={cn(
          'inline-grid justify-items-center whitespace-nowrap',
          'before:invisible before:max-w-28 before:truncate sm:before:max-w-none before:[grid-area:1/1] before:content-[attr(data-drawing)]',
          fitOnPhones && 'before:hidden sm:before:block',
          'after:invisible after:[grid-area:1/1] after:content-[attr(data-clock)]',
        )}
      >
        {/* a clock is never cut short; only "drawing" is held to the width it reserves */}
        <span className={cn('[grid-area:1/1]', closed && 'max-w-28 truncate sm:max-w-none')}>{text}</span>
      </span>
    </span>
  );
}
