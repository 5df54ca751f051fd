import { useEffect } from 'react';
import type { CustomerServiceEntry, FieldRules, Whitelabel } from '@lotto/contract';
import { registerErrorHandler } from '../../../lib/error-funnel';
import { useAuthStore } from '../auth-store';
import { useLanguageSync } from '../hooks/use-language-sync';
import { BindAccountDialog } from './bind-account-dialog';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginDialog } from './login-dialog';
import { TwoFactorDialog } from './two-factor-dialog';

export interface AuthOverlaysProps {
  flags: Whitelabel;
  registerRules?: FieldRules;
  /** Shell setting: a guest's in_sorry_in opens the login popup instead of a dialog (spec 1 §6). */
  loginPop: boolean;
  customerService: readonly CustomerServiceEntry[];
}

/** Every sign-in overlay in one place, mounted once by the shell inside the router. */
export function AuthOverlays({ flags, registerRules, loginPop, customerService }: AuthOverlaysProps) {
  useEffect(() => {
    useAuthStore.getState().set({ config: { flags, registerRules, loginPop, customerService } });
  }, [flags, registerRules, loginPop, customerService]);

  useEffect(() => {
    if (!loginPop) return;
    return registerErrorHandler('in_sorry_in', () => useAuthStore.getState().openLogin(window.location.pathname));
  }, [loginPop]);

  useLanguageSync();

  return (
    <>
      <LoginDialog />
      <ForcedPasswordDialog />
      <TwoFactorDialog />
      <ForgotPasswordDialog />
      <BindAccountDialog />
    </>
  );
}
