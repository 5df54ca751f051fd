import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isFirstLoadNamespace } from '../src/lib/locale-groups.js';

/** `virtual:locales`: the languages and namespaces there are, and a loader per language. */
export const LOCALE_INDEX = 'virtual:locales';
/** `virtual:locales/<LANG>`: one language's first-load texts, and a loader per feature namespace. */
const LANGUAGE_MODULE = /^virtual:locales\/([A-Z]+)$/;
const RESOLVED = '\0';

/**
 * The site's texts as modules, so the first load carries one loader per language instead of one per
 * language and namespace (docs/decisions/0025). `web/src/locales/<LANG>/<ns>.json` files are found
 * on disk: a new language or namespace needs no code. A language module imports its first-load
 * namespaces (lib/locale-groups.ts) statically, so they come in the module's own chunk, and names
 * every other namespace as a lazy import, a chunk of its own loaded where its feature is used.
 */
export function localeModules(localesDir: string): Plugin {
  const scan = () => {
    const languages = readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    const files = new Map(languages.map((lang) => [lang, readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort()]));
    return { languages, files };
  };
  const path = (lang: string, ns: string) => JSON.stringify(join(localesDir, lang, `${ns}.json`));
  return {
    name: 'locale-modules',
    resolveId(id) {
      return id === LOCALE_INDEX || LANGUAGE_MODULE.test(id) ? RESOLVED + id : null;
    },
    load(id) {
      const name = id.slice(RESOLVED.length);
      if (!id.startsWith(RESOLVED) || (name !== LOCALE_INDEX && !LANGUAGE_MODULE.test(name))) return null;
      const { languages, files } = scan();
      if (name === LOCALE_INDEX) {
        const namespaces = [...new Set([...files.values()].flat())].sort();
        const loaders = languages.map((lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(`virtual:locales/${lang}`)}),`);
        return [`export const namespaces = ${JSON.stringify(namespaces)};`, `export const languages = {`, ...loaders, `};`].join('\n');
      }
      const lang = LANGUAGE_MODULE.exec(name)?.[1] ?? '';
      const own = files.get(lang) ?? [];
      const first = own.filter(isFirstLoadNamespace);
      const later = own.filter((ns) => !isFirstLoadNamespace(ns));
      // watch the folder and files: a new or edited text file reloads the module in dev and tests
      for (const ns of own) this.addWatchFile(join(localesDir, lang, `${ns}.json`));
      return [
        ...first.map((ns, i) => `import t${i} from ${path(lang, ns)};`),
        `export const texts = { ${first.map((ns, i) => `${JSON.stringify(ns)}: t${i}`).join(', ')} };`,
        `export const later = {`,
        ...later.map((ns) => `  ${JSON.stringify(ns)}: () => import(${path(lang, ns)}).then((m) => m.default),`),
        `};`,
      ].join('\n');
    },
  };
}

/** The chunk of a language module: the same as its first-load texts (vite.config.ts). */
export function languageOfModule(id: string): string | null {
  return id.startsWith(RESOLVED) ? (LANGUAGE_MODULE.exec(id.slice(RESOLVED.length))?.[1] ?? null) : null;
}
