import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../lib/dialogs';
import { logout } from '../api/logout';
import { useAuthStore } from '../auth-store';
import { endLocalSession } from '../session';

/**
 * Sign-out (spec 1 §4): a confirmation, DELETE logout, session storage cleared but the merchant
 * code, then / (the agent landing when the stored source was agent, and the source is removed).
 */
export function useSignOut() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (next = '/'): Promise<boolean> => {
      const ok = await confirmDialog({
        title: t('signOut.title'),
        message: t('signOut.message'),
        confirmLabel: t('signOut.confirm'),
        cancelLabel: t('signOut.cancel'),
      });
      if (!ok) return false;
      // the server ends its session; a failure there must not keep the user signed in here
      await logout().catch(() => undefined);
      const target = endLocalSession(queryClient, next);
      useAuthStore.getState().reset();
      await navigate(target);
      return true;
    },
    [navigate, queryClient, t],
  );
}
