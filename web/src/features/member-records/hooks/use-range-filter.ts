// a records page's date range is the site's (web/src/lib/use-range-filter.ts)
export { useRangeFilter } from '../../../lib/use-range-filter';
