import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFlag } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../auth-store';
import { autoRegister } from '../api/auto-register';
import { useLoginFlow } from '../hooks/use-login-flow';
import { AuthModal } from './auth-modal';

/**
 * Bind-account choice after a social sign-in with no bound account (spec 1 §2 screen 7, §4):
 * log in to an existing account (the social args ride on the next password login) or, when
 * FIREBASECREATEACC3 allows, register a new one, which auto-registers and logs in.
 */
export function BindAccountDialog() {
  const { t } = useTranslation('auth');
  const choice = useAuthStore((s) => s.bindChoice);
  const flags = useAuthStore((s) => s.config.flags);
  const { acceptLoginReply } = useLoginFlow();
  const [busy, setBusy] = useState(false);

  const useExisting = () => {
    if (!choice) return;
    useAuthStore.getState().set({ socialArgs: choice.args, bindChoice: null, loginOpen: true });
  };

  const registerNew = async () => {
    if (!choice || busy) return;
    setBusy(true);
    try {
      const reply = await autoRegister({
        registerMethod: 'WEB',
        registerUrl: window.location.href,
        domain: window.location.hostname,
        firebaseChannel: choice.args.firebaseChannel,
        firebaseIdToken: choice.args.firebaseIdToken,
        login: true,
      });
      useAuthStore.getState().set({ bindChoice: null });
      if (reply.token) {
        await acceptLoginReply(
          { token: reply.token, userName: reply.userName ?? reply.customerName, firstTimeLogin: false, passwordExpired: false },
          reply.customerName,
          '',
        );
      }
    } catch {
      // the funnel showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthModal
      open={choice !== null}
      onOpenChange={(o) => !o && useAuthStore.getState().set({ bindChoice: null })}
      title={t('bind.title')}
      description={choice?.message || t('bind.subtitle')}
      testId="bind-dialog"
    >
      <div className="grid gap-3">
        <Button size="lg" onClick={useExisting}>
          <Icon name="login" className="size-5" />
          {t('bind.existing')}
        </Button>
        {hasFlag(flags, 'FIREBASECREATEACC3') && (
          <Button size="lg" variant="outline" onClick={() => void registerNew()} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner className="size-5" /> : <Icon name="sparkles" className="size-5" />}
            {t('bind.register')}
          </Button>
        )}
      </div>
    </AuthModal>
  );
}
