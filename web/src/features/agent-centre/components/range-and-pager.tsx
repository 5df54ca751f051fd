import { useTranslation } from 'react-i18next';
import { MAX_DATE_RANGE_DAYS } from '@lotto/contract';
import { DateRangePicker } from '../../../components/ui/date-range-picker';
import { Pager as SitePager } from '../../../components/ui/pager';
import type { DayRange } from '../../../lib/date-range';

/** The site's date-range picker in the agent centre's words. */
export function RangePicker({ value, onChange, now }: { value: DayRange; onChange: (r: DayRange) => void; now: () => number }) {
  const { t } = useTranslation('agentCentre');
  return (
    <DateRangePicker
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

/** The site's pager in the agent centre's words; hidden with a single page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agentCentre');
  return (
    <SitePager
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      labels={{ nav: t('pager.label'), previous: t('pager.prev'), next: t('pager.next'), status: t('pager.of', { page, total: totalPages }) }}
    />
  );
}
