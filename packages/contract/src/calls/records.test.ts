import { describe, expect, it } from 'vitest';
import { DAY_MS, END_OF_DAY_OFFSET_MS } from '../constants.js';
import { betRecordsRequestSchema, dateRangeProblem } from './records.js';

const day0 = Date.parse('2030-03-10T00:00:00Z');
const now = day0 + 15 * 3_600_000; // 15:00 on day0
const days = (from: number, to: number): [number, number] => [from, to + END_OF_DAY_OFFSET_MS];

describe('dateRangeProblem', () => {
  it('takes today alone and a start day 30 days before the end day', () => {
    expect(dateRangeProblem(...days(day0, day0), now)).toBeNull();
    expect(dateRangeProblem(...days(day0 - 30 * DAY_MS, day0), now)).toBeNull();
  });

  it('refuses a start day 31 days before the end day', () => {
    expect(dateRangeProblem(...days(day0 - 31 * DAY_MS, day0), now)).toBe('date.range.too.long');
  });

  it('refuses a start or end day after today, and names a reversed range first', () => {
    expect(dateRangeProblem(...days(day0, day0 + DAY_MS), now)).toBe('date.range.future');
    expect(dateRangeProblem(...days(day0 + DAY_MS, day0 + DAY_MS), now)).toBe('date.range.future');
    expect(dateRangeProblem(day0 + DAY_MS, day0 + END_OF_DAY_OFFSET_MS, now)).toBe('date.range.reversed');
  });
});

describe('betRecordsRequestSchema', () => {
  it('reads query strings and refuses DEPOSIT, which is no game product', () => {
    expect(betRecordsRequestSchema.parse({ startTime: '1', endTime: '2', page: '1', productType: 'LOTT' })).toEqual({
      startTime: 1,
      endTime: 2,
      page: 1,
      productType: 'LOTT',
    });
    expect(betRecordsRequestSchema.safeParse({ startTime: 1, endTime: 2, page: 1, productType: 'DEPOSIT' }).success).toBe(false);
  });
});
