import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HTML_LANG, LANGUAGES, SITE_DEFAULT_LANGUAGE, normaliseLanguage, type Language } from '@lotto/contract';
import { languages as languageModules, namespaces as allNamespaces } from 'virtual:locales';
import { isFirstLoadNamespace } from './locale-groups';
import { getStoredLanguage, parseLanguage, setLanguage } from './storage';

/**
 * i18n for the whole site. Every `web/src/locales/<LANG>/<namespace>.json` is picked up without
 * touching this file: a first-load namespace comes with its language, any other one when its
 * feature asks for it (loadNamespaces).
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


/**
 * Texts load on demand, one module per language (web/build/locale-modules.ts): a visitor downloads
 * the language on screen and the English fallback, not all eleven. A language's module carries its
 * first-load namespaces (lib/locale-groups.ts) and a loader for each feature namespace, which loads
 * when its feature asks (loadNamespaces). The first load holds one loader per language
 * (docs/decisions/0025).
 */
export const namespaces: string[] = allNamespaces;

type LanguageModule = Awaited<ReturnType<(typeof languageModules)[string]>>;

/** Each download runs once; later calls share it (a failed one may be retried). */
const downloads = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = downloads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => downloads.delete(key));
    downloads.set(key, pending);
  }
  return pending;
}

function languageModule(lang: Language): Promise<LanguageModule> {
  const load = languageModules[lang];
  return load ? once(lang, load) : Promise.resolve({ texts: {}, later: {} });
}

/** Feature namespaces asked for so far (loadNamespaces): a language switch brings them too. */
const wantedNamespaces = new Set<string>();
/** Languages whose first-load texts and every wanted namespace are in i18n. */
const loaded = new Set<Language>();

/** Loads one language's texts into i18n: its first-load namespaces and the wanted feature ones. */
export async function loadLanguage(lang: Language): Promise<void> {
  const mod = await languageModule(lang);
  const wanted = [...wantedNamespaces].flatMap((ns) => {
    const load = mod.later[ns];
    return load ? [once(`${lang}/${ns}`, load).then((data) => [ns, data] as const)] : [];
  });
  const bundles = [...Object.entries(mod.texts), ...(await Promise.all(wanted))];
  for (const [ns, data] of bundles) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, data, true, true);
  }
  loaded.add(lang);
}

/**
 * Brings a feature's namespaces before the feature renders, e.g. from its route's loader: resolves
 * when the language on screen has them; the fallback's load beside. Later language switches load
 * them too.
 */
export function loadNamespaces(ns: readonly string[]): Promise<void> {
  const fresh = ns.filter((n) => !isFirstLoadNamespace(n) && !wantedNamespaces.has(n));
  if (fresh.length === 0 && loaded.has(currentLanguage())) return Promise.resolve();
  for (const n of fresh) wantedNamespaces.add(n);
  for (const lang of LANGUAGES) if (fresh.length) loaded.delete(lang);
  // every language has every key (lib/locales.test.ts): the feature renders once the language on
  // screen has its texts; the fallback's follow without holding it up
  const fallback = loadLanguage(FALLBACK_LANGUAGE);
  fallback.catch(() => undefined);
  const lang = currentLanguage();
  return lang === FALLBACK_LANGUAGE ? fallback : loadLanguage(lang);
}

/**
 * The texts the first render needs: the language on screen. The fallback (English) is not among
 * them: every language has every key (lib/locales.test.ts), so it follows after the first paint
 * (loadFallbackTexts).
 */
export function i18nReady(): Promise<void> {
  return loadLanguage(currentLanguage());
}

/** The fallback language's texts, loaded once the first render is on screen (main.tsx). */
export function loadFallbackTexts(): Promise<void> {
  return loadLanguage(FALLBACK_LANGUAGE);
}

function applyHtmlLang(lng: string): void {
  const lang = parseLanguage(lng);
  if (lang && typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

let started = false;

function start(initial: Language): void {
  started = true;
  void i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: initial,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // codes like CN/TW are ours, not ISO; keep them exactly as written
    lowerCaseLng: false,
    load: 'currentOnly',
    ns: namespaces.length ? namespaces : [COMMON_NS],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    // texts arrive through loadLanguage; init itself finishes synchronously
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  i18n.on('languageChanged', applyHtmlLang);
  applyHtmlLang(initial);
}

/**
 * Makes `show(x)`: waits for `load(x)` when it answers a promise (undefined: ready now, and `apply`
 * runs within the call), then applies x, unless a later `show` came meanwhile: the last request
 * wins, so a slower download never undoes a later choice.
 */
export function lastRequestWins<T>(load: (x: T) => Promise<void> | undefined, apply: (x: T) => Promise<unknown>): (x: T) => Promise<void> {
  let requested: { x: T } | null = null;
  return async (x) => {
    const mine = { x };
    requested = mine;
    const pending = load(x);
    if (pending) await pending;
    if (requested !== mine) return;
    await apply(x);
  };
}

/** Shows a language once its texts are in (never a frame of untranslated keys); a loaded one at once. */
const showLanguage = lastRequestWins<Language>(
  (lang) => (loaded.has(lang) ? undefined : loadLanguage(lang)),
  (lang) => i18n.changeLanguage(lang),
);

/**
 * Starts i18n (once) in the given language, else the stored one, else CN (spec 1 §9: site default
 * CN, zh_CN maps to CN). The initial choice is not stored: until the user picks a language the
 * request layer keeps sending EN, as spec 1 §9 says. Await `i18nReady()` before the first render.
 */
export function initI18n(lang?: string | null): typeof i18n {
  const initial = parseLanguage(lang) ?? getStoredLanguage() ?? SITE_DEFAULT_LANGUAGE;
  if (!started) start(initial);
  else if (lang) void showLanguage(initial);
  return i18n;
}

/** Shows a language without storing it as the user's choice (the merchant's default, for one). */
export function showDefaultLanguage(lang: string): Promise<void> {
  const l = parseLanguage(lang) ?? normaliseLanguage(lang);
  return showLanguage(l);
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
  await showLanguage(l);
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
