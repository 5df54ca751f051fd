// the calendar date-range rules (spec 2 §5) are the site's: web/src/lib/date-range.ts
export * from '../../../lib/date-range';
