/**
 * The namespaces whose texts come with a language (web/src/locales/<LANG>/<ns>.json): the shell and
 * what the home page and the sign-in flows show (registration is a page of its own, /register, and
 * its texts load with it). Every other namespace belongs to
 * a feature reached later (the member centre, help…): it loads where it is used (`loadNamespaces`,
 * e.g. in a route's loader), one chunk per language and namespace, never in the home page's first
 * load. Read by the build's chunking (vite.config.ts) and by lib/i18n.ts.
 */
export const FIRST_LOAD_NAMESPACES: readonly string[] = ['common', 'shell', 'errors', 'auth', 'games', 'lottery', 'verification'];

export const isFirstLoadNamespace = (ns: string): boolean => FIRST_LOAD_NAMESPACES.includes(ns);
