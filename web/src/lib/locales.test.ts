import { ERROR_CODES, LANGUAGES } from '@lotto/contract';
import { describe, expect, it } from 'vitest';

/** Every locale file, read raw so a namespace added by any feature is checked too. */
const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

function flatten(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}\u0000${k}` : k));
}

const byLang = new Map<string, Map<string, unknown>>();
for (const [path, data] of Object.entries(files)) {
  const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!m) continue;
  const [, lang, ns] = m as unknown as [string, string, string];
  if (!byLang.has(lang)) byLang.set(lang, new Map());
  byLang.get(lang)!.set(ns, data);
}
const namespaces = [...new Set([...byLang.values()].flatMap((m) => [...m.keys()]))].sort();

describe('locales', () => {
  it('has exactly the 11 language folders', () => {
    expect([...byLang.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it('has every namespace file in every language folder', () => {
    const missing = [...LANGUAGES].flatMap((lang) =>
      namespaces.filter((ns) => !byLang.get(lang)?.has(ns)).map((ns) => `${lang}/${ns}.json`),
    );
    expect(missing).toEqual([]);
  });

  it.each(namespaces)('namespace %s has the same keys in all 11 languages', (ns) => {
    const keysOf = (lang: string) => new Set(flatten(byLang.get(lang)?.get(ns) ?? {}));
    const all = new Set([...LANGUAGES].flatMap((l) => [...keysOf(l)]));
    const gaps = [...LANGUAGES].flatMap((lang) => {
      const have = keysOf(lang);
      return [...all].filter((k) => !have.has(k)).map((k) => `${lang}/${ns}: ${k.replaceAll('\u0000', '.')}`);
    });
    expect(gaps).toEqual([]);
  });

  it.each(namespaces)('namespace %s has no empty text', (ns) => {
    const empty = [...LANGUAGES].flatMap((lang) => {
      const check = (o: unknown, p: string): string[] =>
        typeof o === 'string'
          ? o.trim() ? [] : [`${lang}/${ns}: ${p}`]
          : o && typeof o === 'object'
            ? Object.entries(o).flatMap(([k, v]) => check(v, p ? `${p}.${k}` : k))
            : [];
      return check(byLang.get(lang)?.get(ns), '');
    });
    expect(empty).toEqual([]);
  });

  it('translates every error code of the contract in every language', () => {
    const missing = [...LANGUAGES].flatMap((lang) => {
      const errors = (byLang.get(lang)?.get('errors') ?? {}) as Record<string, unknown>;
      return Object.keys(ERROR_CODES).filter((c) => typeof errors[c] !== 'string').map((c) => `${lang}: ${c}`);
    });
    expect(missing).toEqual([]);
  });

  it('keeps the errors namespace flat (codes are keys verbatim)', () => {
    for (const lang of LANGUAGES) {
      const errors = byLang.get(lang)?.get('errors') as Record<string, unknown>;
      expect(Object.values(errors).every((v) => typeof v === 'string')).toBe(true);
    }
  });

  it('really translates: common and errors differ from English in every other language', () => {
    const en = byLang.get('EN')!;
    for (const lang of LANGUAGES.filter((l) => l !== 'EN')) {
      for (const ns of ['common', 'errors']) {
        const a = en.get(ns) as Record<string, unknown>;
        const b = byLang.get(lang)!.get(ns) as Record<string, unknown>;
        const same = Object.keys(a).filter((k) => typeof a[k] === 'string' && a[k] === b[k] && String(a[k]).length > 3);
        // a few words are the same across languages (e.g. "Deposit" in Indonesian); whole copies are not
        expect(same.length, `${lang}/${ns} copies English: ${same.join(', ')}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('keeps interpolation placeholders the same as English', () => {
    const en = byLang.get('EN')!;
    const vars = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []);
    const diffs: string[] = [];
    for (const lang of LANGUAGES) {
      for (const ns of ['common', 'errors']) {
        const a = en.get(ns) as Record<string, unknown>;
        const b = byLang.get(lang)!.get(ns) as Record<string, unknown>;
        for (const k of Object.keys(a)) if (vars(a[k]).join() !== vars(b[k]).join()) diffs.push(`${lang}/${ns}: ${k}`);
      }
    }
    expect(diffs).toEqual([]);
  });
});
