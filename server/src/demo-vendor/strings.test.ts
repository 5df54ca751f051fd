import { LANGUAGES } from '@lotto/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_LANGUAGES, DEMO_STRINGS, demoStringsFor } from './strings.js';

/** The demo game pages (slot, crash, virtual sports) speak every site language (`client/common.ts` reads these tables). */
describe('demo game page strings', () => {
  const keys = Object.keys(DEMO_STRINGS.EN).sort();

  it('covers exactly the site languages', () => {
    expect([...DEMO_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(DEMO_STRINGS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([...DEMO_LANGUAGES])('%s has every key, non-empty, and no extra key', (lang) => {
    const table = DEMO_STRINGS[lang];
    expect(Object.keys(table).sort()).toEqual(keys);
    for (const key of keys) expect(table[key as keyof typeof table].trim(), `${lang}.${key}`).not.toBe('');
  });

  it('translates every language but EN (no English left in the visible labels)', () => {
    for (const lang of DEMO_LANGUAGES) {
      if (lang === 'EN') continue;
      expect(demoStringsFor(lang).spin, lang).not.toBe(DEMO_STRINGS.EN.spin);
      expect(demoStringsFor(lang).placeBet, lang).not.toBe(DEMO_STRINGS.EN.placeBet);
      expect(demoStringsFor(lang).slotRules, lang).not.toBe(DEMO_STRINGS.EN.slotRules);
      expect(demoStringsFor(lang).sportsRules, lang).not.toBe(DEMO_STRINGS.EN.sportsRules);
      expect(demoStringsFor(lang).virtualSports, lang).not.toBe(DEMO_STRINGS.EN.virtualSports);
    }
    // TW and HK are traditional Chinese, not the simplified table.
    expect(DEMO_STRINGS.TW.balance).toBe('餘額');
    expect(DEMO_STRINGS.HK.balance).toBe('餘額');
    expect(DEMO_STRINGS.TW.lemon).not.toBe(DEMO_STRINGS.CN.lemon);
  });

  it('keeps the English accessible names the pages are tested by, and falls back to EN', () => {
    expect(DEMO_STRINGS.EN.spin).toBe('Spin');
    expect(DEMO_STRINGS.EN.placeBet).toBe('Place bet');
    expect(DEMO_STRINGS.EN.stake).toBe('Stake');
    // Placeholders the sports page fills in are in every language.
    for (const lang of DEMO_LANGUAGES) {
      expect(DEMO_STRINGS[lang].teamWins, lang).toContain('{team}');
      expect(DEMO_STRINGS[lang].stakeInvalid, lang).toMatch(/\{min\}.*\{max\}/);
    }
    expect(demoStringsFor('XX')).toBe(DEMO_STRINGS.EN);
  });
});
