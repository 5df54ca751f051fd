import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../auth-store';
import { AuthModal } from './auth-modal';
import { LoginPanel } from './login-panel';

/** The login panel as a popup (spec 1 §2 screen 1), opened from the header and by loginPop. */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const open = useAuthStore((s) => s.loginOpen);
  return (
    <AuthModal
      open={open}
      onOpenChange={(o) => (o ? useAuthStore.getState().openLogin() : useAuthStore.getState().closeLogin())}
      title={t('login.title')}
      description={t('login.subtitle')}
      testId="login-dialog"
    >
      <LoginPanel />
    </AuthModal>
  );
}
