import type { Language } from '@lotto/contract';
import { useAuthStore } from '../features/auth/auth-store';
import { useDialogStore } from '../lib/dialogs';
import { resetFunnel } from '../lib/error-funnel';
import { changeLanguage } from '../lib/i18n';
import { resetServerClock } from '../lib/server-clock';
import { setIsAgent, setMerchantCode, setToken } from '../lib/storage';
import { useToastStore } from '../lib/toasts';

export interface SiteStateOptions {
  /** Switch to this language (stored as the visitor's choice, as the language switcher does); none: the language is left as it is. */
  language?: Language;
  /** Store this merchant code (as the server's page meta does); none: no merchant code is stored. */
  merchantCode?: string;
}

/**
 * Puts the site's module-level state back to a first visit, for a test file's beforeEach: local and
 * session storage and cookies empty, no dialog or toast, the sign-in overlays closed, the error
 * funnel's built-in handlers, the server clock unknown. Then the language and merchant code given,
 * if any, are set as the site sets them.
 */
export async function resetSiteState({ language, merchantCode }: SiteStateOptions = {}): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
  useDialogStore.getState().clearDialogs();
  useToastStore.getState().clear();
  useAuthStore.getState().reset();
  resetFunnel();
  resetServerClock();
  if (language) await changeLanguage(language);
  if (merchantCode) setMerchantCode(merchantCode);
}

/** A signed-in member as the site remembers one after login: a token and the account type (isAgent, '4' a trial account) in session storage. */
export function signIn(isAgent = '0'): void {
  setToken('tok-player');
  setIsAgent(isAgent);
}
