import { readFileSync } from 'node:fs';

/** The shell's copy as the site ships it, so the specs follow copy edits instead of repeating them. */
export interface ShellCopy {
  language: { label: string };
  header: { login: string; register: string };
  home: { heroTitle: string };
  system: { maintenanceTitle: string; restrictedTitle: string; restrictedIp: string };
  [key: string]: unknown;
}

export function shellCopy(lang: string): ShellCopy {
  return JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/shell.json`, import.meta.url), 'utf8')) as ShellCopy;
}
