import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@lotto/contract';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/shell.json', { eager: true, import: 'default' });

function keys(o: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const byLang = Object.fromEntries(Object.entries(files).map(([p, json]) => [/locales\/([^/]+)\//.exec(p)![1]!, json]));
const enKeys = keys(byLang.EN!).sort();

describe('shell translations', () => {
  it('[S1-9.5] exist for all 11 languages', () => {
    expect(Object.keys(byLang).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([...LANGUAGES])('%s has exactly the English keys, none empty, with the same placeholders', (lang) => {
    const json = byLang[lang]!;
    expect(keys(json).sort()).toEqual(enKeys);
    const flat = (o: Record<string, unknown>) => Object.fromEntries(keys(o).map((k) => [k, k.split('.').reduce<unknown>((a, p) => (a as Record<string, unknown>)[p], o) as string]));
    const en = flat(byLang.EN!);
    for (const [k, v] of Object.entries(flat(json))) {
      expect(v.trim(), `${lang} ${k}`).not.toBe('');
      expect(v.match(/{{\w+}}/g)?.sort() ?? [], `${lang} ${k}`).toEqual(en[k]!.match(/{{\w+}}/g)?.sort() ?? []);
    }
  });
});
