// The site's texts as modules, made by the build from web/src/locales (web/build/locale-modules.ts).
declare module 'virtual:locales' {
  /** Every namespace of any language. */
  export const namespaces: string[];
  /** A loader per language folder. */
  export const languages: Record<string, () => Promise<typeof import('virtual:locales/*')>>;
}

declare module 'virtual:locales/*' {
  /** The language's first-load namespaces (lib/locale-groups.ts), by namespace. */
  export const texts: Record<string, Record<string, unknown>>;
  /** A loader for each other namespace. */
  export const later: Record<string, () => Promise<Record<string, unknown>>>;
}
