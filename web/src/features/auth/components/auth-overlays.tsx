import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry, FieldRules, Whitelabel } from '@lotto/contract';
import { Spinner } from '../../../components/ui/spinner';
import { registerErrorHandler } from '../../../lib/error-funnel';
import { SESSION_KEYS, getSessionValue, isLoggedIn, subscribeStorage } from '../../../lib/storage';
import { useAuthStore } from '../auth-store';
import { useLanguageSync } from '../hooks/use-language-sync';

// Each overlay's code loads the first time it opens, not with the home page: a guest browsing the
// site never needs the sign-in, two-factor, reset or binding forms (the first-load budget).
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));
const ForcedPasswordDialog = lazy(() => import('./forced-password-dialog').then((m) => ({ default: m.ForcedPasswordDialog })));
const TwoFactorDialog = lazy(() => import('./two-factor-dialog').then((m) => ({ default: m.TwoFactorDialog })));
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })));
const BindAccountDialog = lazy(() => import('./bind-account-dialog').then((m) => ({ default: m.BindAccountDialog })));

/**
 * Stands in for an overlay while its code loads, as a dialog in the page from the moment it is
 * asked for. An overlay that opens by itself (the advertisement popup) waits while a dialog is in
 * the page (lib/dialog-presence); with nothing there during the load, it opened, and the sign-in
 * form then mounted over it: two modals, neither usable (the member-centre browser flows hung so
 * on a slow machine). It also keeps a second click off the page meanwhile.
 */
function OverlayLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="dialog" aria-modal="true" aria-busy="true" aria-label={t('loading')} className="fixed inset-0 z-[75] grid place-items-center">
      <span className="grid size-16 place-items-center rounded-card border border-border bg-surface text-accent shadow-2xl">
        <Spinner className="size-7" />
      </span>
    </div>
  );
}

/** Mounts an overlay once it has been opened (and keeps it, so closing still animates and a reopen is instant). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={open ? <OverlayLoading /> : null}>{children}</Suspense> : null;
}

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
  const loginOpen = useAuthStore((s) => s.loginOpen);
  const forcedOpen = useAuthStore((s) => s.forcedChange !== null);
  const twoFactorOpen = useAuthStore((s) => s.twoFactor !== null);
  const forgotOpen = useAuthStore((s) => s.forgotOpen);
  const bindOpen = useAuthStore((s) => s.bindChoice !== null);

  return (
    <>
      <OnceOpened open={loginOpen}>
        <LoginDialog />
      </OnceOpened>
      <OnceOpened open={forcedOpen}>
        <ForcedPasswordDialog />
      </OnceOpened>
      <OnceOpened open={twoFactorOpen}>
        <TwoFactorDialog />
      </OnceOpened>
      <OnceOpened open={forgotOpen}>
        <ForgotPasswordDialog />
      </OnceOpened>
      <OnceOpened open={bindOpen}>
        <BindAccountDialog />
      </OnceOpened>
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
