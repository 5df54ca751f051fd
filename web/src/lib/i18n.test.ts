import { LANGUAGES, normaliseLanguage } from '@lotto/contract';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_NATIVE_NAMES, namespaces, changeLanguage, commonText, errorText, i18n, initI18n, lastRequestWins } from './i18n';

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('[S1-9.5] [S2-9.15] maps zh_CN to CN and unknown values to the site default CN', () => {
    expect(normaliseLanguage('zh_CN')).toBe('CN');
    expect(normaliseLanguage('zh-cn')).toBe('CN');
    expect(normaliseLanguage('th')).toBe('TH');
    expect(normaliseLanguage(undefined)).toBe('CN');
    expect(normaliseLanguage('fr')).toBe('CN');
  });

  it('[S1-9.5] starts the site in CN when no language is stored, without storing it', () => {
    // i18n started when this file imported it, with nothing stored yet
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('CN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem('language')).toBeNull();
    expect(i18n.options.fallbackLng).toEqual(['EN']);
    expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining([...LANGUAGES]));
  });

  it('[S1-9.5] initI18n with zh_CN switches to CN', async () => {
    await changeLanguage('EN');
    initI18n('zh_CN');
    await Promise.resolve();
    expect(i18n.language).toBe('CN');
  });

  it('[S1-9.5] changeLanguage stores the language and sets <html lang>', async () => {
    const expected: Record<string, string> = {
      CN: 'zh-CN', TW: 'zh-TW', HK: 'zh-HK', EN: 'en', JA: 'ja', KO: 'ko', ID: 'id', ES: 'es', VI: 'vi', TA: 'ta', TH: 'th',
    };
    for (const lang of LANGUAGES) {
      await changeLanguage(lang);
      expect(i18n.language).toBe(lang);
      expect(localStorage.getItem('language')).toBe(lang);
      expect(document.documentElement.lang).toBe(expected[lang]);
    }
    await expect(changeLanguage('zh_CN')).resolves.toBe('CN');
    expect(localStorage.getItem('language')).toBe('CN');
  });

  it('[S1-9.5] names every language in its own script', () => {
    expect(Object.keys(LANGUAGE_NATIVE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NATIVE_NAMES).toMatchObject({ EN: 'English', CN: '简体中文', TH: 'ไทย', TA: 'தமிழ்', HK: '繁體中文 (香港)' });
  });

  it('looks error codes up flat, so codes with dots are not read as nesting', async () => {
    await changeLanguage('EN');
    expect(errorText('user.or.token.invalid')).toMatch(/session/i);
    expect(errorText('TOO_MANY_REQUESTS')).toMatch(/too many/i);
    expect(errorText('http_error', { status: 418 })).toContain('418');
    expect(errorText('no.such.code')).toBeUndefined();
    await changeLanguage('CN');
    expect(errorText('user.or.token.invalid')).toBe('登录状态无效，请重新登录。');
    expect(commonText('cancel')).toBe('取消');
    expect(commonText('maintenanceWindow', { start: 'a', end: 'b' })).toBe('维护时间：a 至 b');
  });

  it('falls back to EN for a key a language lacks', async () => {
    i18n.addResource('EN', 'common', 'onlyInEnglish', 'English only');
    await changeLanguage('JA');
    expect(commonText('onlyInEnglish')).toBe('English only');
  });

  it('loads every locales/<LANG>/<namespace>.json there is', () => {
    const files = Object.keys(import.meta.glob('../locales/*/*.json')).map((f) => f.split('/').slice(-2).join('/').replace('.json', ''));
    expect(new Set(namespaces)).toEqual(new Set(files.map((f) => f.split('/')[1])));
    // the test setup loads every language with every namespace, through the language modules
    for (const file of files) {
      const [lang, ns] = file.split('/') as [string, string];
      expect(i18n.hasResourceBundle(lang, ns), file).toBe(true);
    }
  });

  it('[S1-9.5] re-renders components in the new language', async () => {
    await changeLanguage('EN');
    function CancelButton() {
      const { t } = useTranslation('common');
      return createElement('button', null, t('cancel'));
    }
    render(createElement(CancelButton));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await act(() => changeLanguage('JA'));
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeInTheDocument();
  });
});

describe('switching languages while one downloads', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('a slower download never undoes a later choice: the last request wins', async () => {
    const th = deferred();
    const apply = vi.fn((_lang: string) => Promise.resolve());
    const show = lastRequestWins<string>((lang) => (lang === 'TH' ? th.promise : undefined), apply);
    const slow = show('TH'); // the Thai texts are still downloading
    await show('EN'); // the player picks English meanwhile, whose texts are in
    expect(apply.mock.calls).toEqual([['EN']]);
    th.resolve();
    await slow;
    expect(apply.mock.calls).toEqual([['EN']]);
  });

  it('a loaded language is applied within the call; a downloading one once its texts are in', async () => {
    const ko = deferred();
    const apply = vi.fn((_lang: string) => Promise.resolve());
    const show = lastRequestWins<string>((lang) => (lang === 'KO' ? ko.promise : undefined), apply);
    void show('EN');
    expect(apply.mock.calls).toEqual([['EN']]);
    const pending = show('KO');
    await Promise.resolve();
    expect(apply.mock.calls).toEqual([['EN']]);
    ko.resolve();
    await pending;
    expect(apply.mock.calls).toEqual([['EN'], ['KO']]);
  });
});
