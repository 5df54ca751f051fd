import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '@lotto/contract';

export type DateInput = number | string | Date | null | undefined;

export const DATE_FORMAT = 'YYYY-MM-DD';
export { DATE_TIME_FORMAT };

function parse(v: DateInput): dayjs.Dayjs | null {
  if (v === null || v === undefined || v === '') return null;
  // epoch values sometimes arrive as numeric strings; seconds (10 digits) are not used by this platform
  const value = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** YYYY-MM-DD HH:mm:ss in local time (spec 1 §9, spec 2 §9); empty text for a missing date. */
export function formatDateTime(v: DateInput): string {
  return parse(v)?.format(DATE_TIME_FORMAT) ?? '';
}

/** YYYY-MM-DD in local time. */
export function formatDate(v: DateInput): string {
  return parse(v)?.format(DATE_FORMAT) ?? '';
}

/** Remaining time as HH:mm:ss (or D d HH:mm:ss past a day); negatives show 00:00:00. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}d ${hms}` : hms;
}
