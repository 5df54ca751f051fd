import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isTrialAccount } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { getIsAgent, isLoggedIn, parseLanguage } from '../../../lib/storage';
import { MEMBER_INFO_QUERY_KEY } from '../api/get-member-info';
import { updateLanguage } from '../api/update-language';

/**
 * Sends language changes to the platform for a logged-in, non-type-4 user only (spec 1 §6), and
 * reads the member info again: its level label is the rank's level named in the request's language.
 */
export function useLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onChange = (lng: string) => {
      const lang = parseLanguage(lng);
      if (!lang || !isLoggedIn() || isTrialAccount(getIsAgent())) return;
      void updateLanguage(lang);
      void queryClient.invalidateQueries({ queryKey: MEMBER_INFO_QUERY_KEY });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [queryClient]);
}
