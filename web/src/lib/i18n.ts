import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, SITE_DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@lotto/contract';
import { getStoredLanguage, parseLanguage, setLanguage } from './storage';

/**
 * i18n for the whole site. Every `web/src/locales/<LANG>/<namespace>.json` is bundled, so a namespace
 * any feature adds is picked up without touching this file.
 *
 * Key separators: namespaces use `.` for nesting (`shell.header.login` may be nested JSON). The
 * `errors` namespace is flat and keyed by the platform's codes verbatim, some of which contain dots
 * (`user.or.token.invalid`), so look error texts up with `errorText(code)` here, or with
 * `t(code, { ns: 'errors', keySeparator: false })` — never `t('errors:user.or.token.invalid')`.
 */
export const i18n = i18next;

export const FALLBACK_LANGUAGE: Language = 'EN';
export const ERRORS_NS = 'errors';
export const COMMON_NS = 'common';

/** Native names for the language switcher (spec 1 §9 languages). */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '简体中文',
  TW: '繁體中文 (台灣)',
  HK: '繁體中文 (香港)',
  JA: '日本語',
  KO: '한국어',
  ID: 'Bahasa Indonesia',
  ES: 'Español',
  VI: 'Tiếng Việt',
  TA: 'தமிழ்',
  TH: 'ไทย',
};

/** BCP 47 tags for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  HK: 'zh-HK',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  VI: 'vi',
  TA: 'ta',
  TH: 'th',
};

type JsonModules = Record<string, unknown>;

/** Turns `../locales/<LANG>/<ns>.json` modules into i18next resources. */
export function buildResources(modules: JsonModules): Resource {
  const out: Resource = {};
  for (const [file, mod] of Object.entries(modules)) {
    const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!m) continue;
    const [, lang, ns] = m as unknown as [string, string, string];
    const data = (mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod) as ResourceLanguage[string];
    (out[lang] ??= {})[ns] = data;
  }
  return out;
}

const localeModules = import.meta.glob('../locales/*/*.json', { eager: true });
export const resources: Resource = buildResources(localeModules);
export const namespaces: string[] = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

function applyHtmlLang(lng: string): void {
  const lang = parseLanguage(lng);
  if (lang && typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

let started = false;

function start(initial: Language): void {
  started = true;
  void i18n.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // codes like CN/TW are ours, not ISO; keep them exactly as written
    lowerCaseLng: false,
    load: 'currentOnly',
    ns: namespaces.length ? namespaces : [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    // resources are bundled, so init finishes synchronously and the first render is translated
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', applyHtmlLang);
  applyHtmlLang(initial);
}

/**
 * Starts i18n (once) in the given language, else the stored one, else CN (spec 1 §9: site default
 * CN, zh_CN maps to CN). The initial choice is not stored: until the user picks a language the
 * request layer keeps sending EN, as spec 1 §9 says.
 */
export function initI18n(lang?: string | null): typeof i18n {
  const initial = parseLanguage(lang) ?? getStoredLanguage() ?? SITE_DEFAULT_LANGUAGE;
  if (!started) start(initial);
  else if (lang) void i18n.changeLanguage(initial);
  return i18n;
}

/** The language on screen. */
export function currentLanguage(): Language {
  return parseLanguage(i18n.language) ?? SITE_DEFAULT_LANGUAGE;
}

/** Switches the site language, stores it for requests and sets `<html lang>`. Unknown input maps like normaliseLanguage. */
export async function changeLanguage(lang: string): Promise<Language> {
  const l = parseLanguage(lang) ?? normaliseLanguage(lang);
  setLanguage(l);
  if (!started) start(l);
  else await i18n.changeLanguage(l);
  applyHtmlLang(l);
  return l;
}

/** True when the errors namespace has a text for this code. */
export function hasErrorText(code: string | undefined | null): code is string {
  if (!started) initI18n();
  return !!code && i18n.exists(code, { ns: ERRORS_NS, keySeparator: false, nsSeparator: false });
}

/** Translated text for an error code (flat lookup, dots allowed), or undefined when none exists. */
export function errorText(code: string | undefined | null, vars?: Record<string, unknown>): string | undefined {
  if (!hasErrorText(code)) return undefined;
  return i18n.t(code, { ...vars, ns: ERRORS_NS, keySeparator: false, nsSeparator: false });
}

/** A common word (`ok`, `cancel`, ...) in the current language. */
export function commonText(key: string, vars?: Record<string, unknown>): string {
  if (!started) initI18n();
  return i18n.t(key, { ...vars, ns: COMMON_NS });
}

initI18n();
