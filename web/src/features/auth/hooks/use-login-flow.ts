import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginReply, LoginRequest, LoginVerifyRequiredValue, SocialArgs } from '@lotto/contract';
import { isApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialogs';
import { SESSION_KEYS, forgetKeptSession, getToken, getUsername, keepSession, setSessionValue } from '../../../lib/storage';
import { errorMessage } from '../../../lib/error-funnel';
import { useAuthStore } from '../auth-store';
import { login } from '../api/login';
import { firstLogin } from '../api/first-login';
import { getMemberInfoQueryOptions } from '../api/get-member-info';
import { BALANCE_QUERY_KEY } from '../api/get-balance';
import { needsForcedChange, stripBracketed } from '../login-rules';
import { storeLoginReply, storeMemberInfo } from '../session';

export type LoginOutcome = 'completed' | 'forced-change' | 'two-factor' | 'bind' | 'failed';

/** The login state machine of spec 1 §4 Login, shared by the panel, the two-factor modal and the change dialog. */
export function useLoginFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** Step 3: member info, the change flag off, popup closed, the first-login call, then the next page. */
  const completeLogin = useCallback(
    async (target?: string) => {
      const state = useAuthStore.getState();
      const info = await queryClient.fetchQuery({ ...getMemberInfoQueryOptions(), staleTime: 0 });
      storeMemberInfo(info);
      // issue 11: kept for other tabs only when asked; a login that was not asked to stay ends any kept one
      const token = getToken();
      if (state.keepSignedIn && token) keepSession(token, getUsername());
      else forgetKeptSession();
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
      if (state.pendingFirstLogin) void firstLogin();
      const next = target ?? state.next ?? '/';
      // navigate before releasing the held state, so /login cannot redirect somewhere else first
      await navigate(next === '/register' ? '/' : next);
      state.set({ forcedChange: null, loginOpen: false, captchaRequired: false, pendingFirstLogin: false, next: null });
      // spec 1 §4 Login step 3: the change-password flag goes off with completion
      setSessionValue(SESSION_KEYS.changePassword, null);
      setSessionValue(SESSION_KEYS.defaultPassword, null);
    },
    [navigate, queryClient],
  );

  /** Step 2: store the token, then either hold for the forced change or complete. */
  const acceptLoginReply = useCallback(
    async (reply: LoginReply, typedUsername: string, typedPassword: string): Promise<LoginOutcome> => {
      const state = useAuthStore.getState();
      state.set({ socialArgs: null, pendingFirstLogin: reply.firstTimeLogin });
      if (needsForcedChange(reply, typedPassword, state.config.flags)) {
        // held before the token lands, so nothing treats the user as signed in meanwhile
        state.set({
          forcedChange: { oldPassword: typedPassword, firstTimeLogin: reply.firstTimeLogin, generatedPassword: reply.defaultPassword === true },
          loginOpen: false,
        });
        storeLoginReply(reply, typedUsername);
        return 'forced-change';
      }
      storeLoginReply(reply, typedUsername);
      await completeLogin();
      return 'completed';
    },
    [completeLogin],
  );

  /** Steps 4-5 and social sign-in: captcha flag, two-factor, bind choice. */
  const handleLoginError = useCallback((err: unknown, creds: { username: string; password: string; firebaseIdToken?: string; social?: SocialArgs }): LoginOutcome => {
    const state = useAuthStore.getState();
    if (!isApiError(err)) return 'failed';
    if (err.errorCode === 'login_verify_required') {
      const methods = (err.value ?? {}) as LoginVerifyRequiredValue;
      state.set({ twoFactor: { username: creds.username, password: creds.password, methods, firebaseIdToken: creds.firebaseIdToken }, loginOpen: false });
      return 'two-factor';
    }
    if (err.errorCode === 'bind_customer_required' && creds.social) {
      state.set({ bindChoice: { args: creds.social, message: stripBracketed(err.message || errorMessage(err)) }, loginOpen: false });
      return 'bind';
    }
    const value = err.value as { captcha?: unknown } | undefined;
    if (value?.captcha) state.set({ captchaRequired: true });
    // spec 1 §2 #1: merchants with the setting switch the login box to the popup after a failure;
    // it opens once the alert is closed, so the message is read first
    const toPopup = state.config.loginPopAfterFailure === true && !state.loginOpen;
    const openPopup = toPopup ? () => useAuthStore.getState().openLogin(useAuthStore.getState().next) : undefined;
    // spec 1 §8: other login errors show the server message in an alert
    openDialog({ key: 'login-failed', tone: 'error', message: err.message || errorMessage(err), onConfirm: openPopup, onCancel: openPopup });
    return 'failed';
  }, []);

  /** Sends one login; kept social args are merged so the password login binds them (spec 3). */
  const submitLogin = useCallback(
    async (data: LoginRequest): Promise<LoginOutcome> => {
      const kept = useAuthStore.getState().socialArgs;
      const social = data.type === 'firebase' ? (data as SocialArgs) : undefined;
      const body: LoginRequest = social
        ? data
        : kept
          ? { ...data, firebaseChannel: kept.firebaseChannel, firebaseIdToken: kept.firebaseIdToken, firebaseMobileNo: kept.firebaseMobileNo }
          : data;
      const username = (data.username ?? '').trim();
      const password = data.password ?? '';
      try {
        const reply = await login({ ...body, ...(social ? {} : { username }) });
        return await acceptLoginReply(reply, username, password);
      } catch (err) {
        return handleLoginError(err, { username, password, firebaseIdToken: social?.firebaseIdToken, social });
      }
    },
    [acceptLoginReply, handleLoginError],
  );

  return { submitLogin, acceptLoginReply, completeLogin, handleLoginError };
}
