import { useEffect } from 'react';
import { isTrialAccount } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { getIsAgent, isLoggedIn, parseLanguage } from '../../../lib/storage';
import { updateLanguage } from '../api/update-language';

/** Sends language changes to the platform for a logged-in, non-type-4 user only (spec 1 §6). */
export function useLanguageSync(): void {
  useEffect(() => {
    const onChange = (lng: string) => {
      const lang = parseLanguage(lng);
      if (lang && isLoggedIn() && !isTrialAccount(getIsAgent())) void updateLanguage(lang);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, []);
}
