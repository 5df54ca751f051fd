/** Public surface of the auth feature: login panel and popup, overlays, session hooks, sign-out. */
export { LoginPanel } from './components/login-panel';
export { AuthOverlays, type AuthOverlaysProps } from './components/auth-overlays';
export { openLoginPopup, useAuthStore } from './auth-store';
export { useSession, useLoggedIn, useIsAgent } from './hooks/use-session';
export { useSignOut } from './hooks/use-sign-out';
export { useLoginFlow } from './hooks/use-login-flow';
export { validateLogin, needsForcedChange, passwordRule } from './login-rules';
export { readRemembered, writeRemembered, REMEMBER_COOKIE, LAST_USER_COOKIE } from './remember-cookies';
export { endLocalSession } from './session';
