import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../../lib/dialogs';
import { getToken } from '../../../lib/storage';
import { logout } from '../api/logout';
import { useAuthStore } from '../auth-store';
import { endLocalSession } from '../session';

/**
 * Ends the session here and goes to its landing while the server ends it too. The page's own copy
 * goes first: its member queries stop (an unread-count poll sent while the server ends the session
 * would be answered 401), and the token goes with the logout call; a failure on the server must not
 * keep the user signed in here.
 */
export async function endSession(queryClient: QueryClient, go: (to: string) => void | Promise<void>, next = '/'): Promise<void> {
  const token = getToken();
  const target = endLocalSession(queryClient, next);
  useAuthStore.getState().reset();
  await Promise.all([go(target), token ? logout(token).catch(() => undefined) : undefined]);
}

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
      await endSession(queryClient, navigate, next);
      return true;
    },
    [navigate, queryClient, t],
  );
}
