import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterReply } from '@lotto/contract';
import { toast } from '../../../lib/toasts';
import { storeRegisteredSession } from '../session';

/** After a successful registration: store the session, greet with the account, go home (spec 1 §4). */
export function useCompleteRegistration() {
  const navigate = useNavigate();
  const { t } = useTranslation('register');
  return useCallback(
    (reply: RegisterReply, passwordGiven: boolean) => {
      const account = storeRegisteredSession(reply, { passwordGiven });
      toast({ tone: 'success', title: t('success.title'), message: t('success.message', { account }) });
      void navigate('/');
    },
    [navigate, t],
  );
}
