import { useState } from 'react';
import { serverNow } from './api-client';
import { defaultRange, rangeProblem, rangeTimes, type DayRange } from './date-range';

/**
 * A records page's date range: today by default (spec 2 §5), "today" by the server's clock; a new
 * range goes back to the first page. `times` is what the server is asked for, null while invalid.
 */
export function useRangeFilter(onChange?: () => void) {
  const [range, setRange] = useState<DayRange>(() => defaultRange(serverNow()));
  const problem = rangeProblem(range, serverNow());
  return {
    range,
    setRange: (r: DayRange) => {
      setRange(r);
      onChange?.();
    },
    times: problem ? null : rangeTimes(range),
    now: serverNow,
  };
}
