import { LANGUAGES } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { LOTTERY_LANGUAGES, LOTTERY_STRINGS, lotteryStringsFor } from './page-strings.js';

/** The demo lottery page speaks every site language (`client/lottery.ts` reads these tables). */
describe('demo lottery page strings', () => {
  const keys = Object.keys(LOTTERY_STRINGS.EN).sort();

  it('covers exactly the site languages', () => {
    expect([...LOTTERY_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(LOTTERY_STRINGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([...LOTTERY_LANGUAGES])('%s has every key, non-empty, and no extra key', (lang) => {
    const table = LOTTERY_STRINGS[lang];
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys) expect(table[key as keyof typeof table].trim(), `${lang}.${key}`).not.toBe('');
  });

  it('translates every language but EN, with TW and HK in traditional Chinese', () => {
    for (const lang of LOTTERY_LANGUAGES) {
      if (lang === 'EN') continue;
      for (const key of ['pick', 'amount', 'results', 'pos1', 'sum'] as const) {
        expect(lotteryStringsFor(lang)[key], `${lang}.${key}`).not.toBe(LOTTERY_STRINGS.EN[key]);
      }
    }
    expect(LOTTERY_STRINGS.TW.results).toBe('最新開獎');
    expect(LOTTERY_STRINGS.HK.lobby).not.toBe(LOTTERY_STRINGS.CN.lobby);
  });

  it('keeps the English accessible names the page is tested by, and falls back to EN', () => {
    expect(LOTTERY_STRINGS.EN).toMatchObject({ pick: 'Your pick', amount: 'Amount', placeBet: 'Place bet', results: 'Latest results', slip: 'Your numbers' });
    expect(lotteryStringsFor('XX')).toBe(LOTTERY_STRINGS.EN);
  });
});
