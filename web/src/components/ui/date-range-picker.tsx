import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DATE_RANGE_DAYS } from '@lotto/contract';
import { cn } from './cn';
import { lastDays, pickDay, spanDays, todayOf, type DayRange } from '../../lib/date-range';

const PRESETS = [1, 7, 30] as const;

const inputClass =
  'min-h-11 w-full rounded-control border border-border bg-surface-2 px-3 text-sm text-text focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/50';

/**
 * The calendar date-range picker (spec 2 §2, §5): two date fields with the browser's own calendar
 * (keyboard and screen-reader ready), never after today, kept within 30 days by moving the other
 * end; quick picks for today, 7 and 30 days.
 */
export function DateRangePicker({ value, onChange, now }: { value: DayRange; onChange: (r: DayRange) => void; now: () => number }) {
  const id = useId();
  const { t } = useTranslation('common');
  const today = todayOf(now());
  const pick = (which: 'start' | 'end') => (e: ChangeEvent<HTMLInputElement>) => {
    const next = pickDay(value, which, e.target.value, now());
    if (next.start !== value.start || next.end !== value.end) onChange(next);
  };
  const days = spanDays(value) + 1;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-xs font-semibold tracking-wider text-muted uppercase">{t('range.label')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
        <label className="grid gap-1 text-xs text-muted">
          {t('range.start')}
          <input type="date" className={inputClass} value={value.start} max={today} required onChange={pick('start')} />
        </label>
        <label className="grid gap-1 text-xs text-muted">
          {t('range.end')}
          <input type="date" className={inputClass} value={value.end} min={value.start} max={today} required onChange={pick('end')} />
        </label>
        <div role="group" aria-label={t('range.quick')} className="col-span-2 flex gap-1.5">
          {PRESETS.map((n) => {
            const preset = lastDays(n, now());
            const active = preset.start === value.start && preset.end === value.end;
            return (
              <button
                key={n}
                type="button"
                aria-pressed={active}
                onClick={() => onChange(preset)}
                className={cn(
                  'min-h-11 flex-1 rounded-control border px-3 text-sm font-semibold whitespace-nowrap transition sm:flex-none',
                  active ? 'border-accent bg-accent/15 text-accent' : 'border-border bg-surface text-muted hover:text-text',
                )}
              >
                {n === 1 ? t('range.today') : t('range.lastDays', { days: n })}
              </button>
            );
          })}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted" aria-live="polite">
        {t('range.hint', { max: MAX_DATE_RANGE_DAYS, days })}
      </p>
    </fieldset>
  );
}
