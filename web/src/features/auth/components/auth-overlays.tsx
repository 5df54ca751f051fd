import { useEffect } from 'react';
import type { CustomerServiceEntry, FieldRules, Whitelabel } from '@lotto/contract';
import { registerErrorHandler } from '../../../lib/error-funnel';
import { SESSION_KEYS, getSessionValue, isLoggedIn, subscribeStorage } from '../../../lib/storage';
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
  /** Merchant setting: a failed login on /login continues in the login popup (spec 1 §2 #1). */
  loginPopAfterFailure?: boolean;
  customerService: readonly CustomerServiceEntry[];
}

/** Every sign-in overlay in one place, mounted once by the shell inside the router. */
export function AuthOverlays({ flags, registerRules, loginPop, loginPopAfterFailure = false, customerService }: AuthOverlaysProps) {
  useEffect(() => {
    useAuthStore.getState().set({ config: { flags, registerRules, loginPop, loginPopAfterFailure, customerService } });
  }, [flags, registerRules, loginPop, loginPopAfterFailure, customerService]);

  useEffect(() => {
    if (!loginPop) return;
    return registerErrorHandler('in_sorry_in', () => useAuthStore.getState().openLogin(window.location.pathname));
  }, [loginPop]);

  useLanguageSync();
  useOwedPasswordChange();

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

/**
 * A registration without a password leaves the change owed in session values (spec 1 §4
 * Registration); features never import each other, so the sign-in side reads them from storage.
 */
function useOwedPasswordChange() {
  useEffect(() => {
    const check = () => {
      const state = useAuthStore.getState();
      if (state.forcedChange !== null || !isLoggedIn() || getSessionValue(SESSION_KEYS.changePassword) !== '1') return;
      const generatedPassword = getSessionValue(SESSION_KEYS.defaultPassword) === '1';
      state.set({ forcedChange: { oldPassword: '', firstTimeLogin: true, generatedPassword }, loginOpen: false });
    };
    check();
    return subscribeStorage((key) => {
      if (key === SESSION_KEYS.token || key === SESSION_KEYS.changePassword || key === SESSION_KEYS.defaultPassword) check();
    });
  }, []);
}
