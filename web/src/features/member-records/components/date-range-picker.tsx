import { useTranslation } from 'react-i18next';
import { MAX_DATE_RANGE_DAYS } from '@lotto/contract';
import { DateRangePicker as SitePicker } from '../../../components/ui/date-range-picker';
import type { DayRange } from '../model/date-range';

/** The site's date-range picker (components/ui/date-range-picker.tsx) in the records namespace's words. */
export function DateRangePicker({ value, onChange, now }: { value: DayRange; onChange: (r: DayRange) => void; now: () => number }) {
  const { t } = useTranslation('records');
  return (
    <SitePicker
      value={value}
      onChange={onChange}
      now={now}
      labels={{
        legend: t('range.label'),
        start: t('range.start'),
        end: t('range.end'),
        quick: t('range.quick'),
        today: t('range.today'),
        lastDays: (days) => t('range.lastDays', { days }),
        hint: (days) => t('range.hint', { max: MAX_DATE_RANGE_DAYS, days }),
      }}
    />
  );
}
