import { create } from 'zustand';
import type { CustomerServiceEntry, FieldRules, LoginVerifyRequiredValue, SocialArgs, Whitelabel } from '@lotto/contract';

/** Credentials the two-factor modal re-sends with the chosen method (spec 1 §3 "Two-factor request"). */
export interface PendingVerification {
  username: string;
  password: string;
  methods: LoginVerifyRequiredValue;
  firebaseIdToken?: string;
}

export interface AuthConfig {
  flags: Whitelabel;
  registerRules?: FieldRules;
  loginPop: boolean;
  /** Merchant setting: a failed login outside the popup continues in the popup (spec 1 §2 #1). */
  loginPopAfterFailure?: boolean;
  customerService: readonly CustomerServiceEntry[];
}

/** The held change: the typed old password, or none to ask for when the server generated it. */
export interface ForcedChange {
  oldPassword: string;
  firstTimeLogin: boolean;
  /** The account's password was made up by the server (registration without one): no old-password field. */
  generatedPassword?: boolean;
}

/** Small app-wide UI state of the sign-in side: which overlay is open and what it carries. */
interface AuthState {
  loginOpen: boolean;
  /** Where completion goes; null means / (spec 1 §4 Login step 3). */
  next: string | null;
  /** A failed login asked for the image captcha (spec 1 §4 Login step 4). */
  captchaRequired: boolean;
  /** Forced password change held open; completion waits for it (spec 1 §4 Login step 2). */
  forcedChange: ForcedChange | null;
  twoFactor: PendingVerification | null;
  bindChoice: { args: SocialArgs; message: string } | null;
  /** Social args kept for the next password login, which binds them (spec 1 §4 Social sign-in). */
  socialArgs: SocialArgs | null;
  forgotOpen: boolean;
  /** The first-login call is owed once completion happens (spec 1 §4 step 3). */
  pendingFirstLogin: boolean;
  /** "Keep me signed in" was ticked: completion keeps the session for other tabs (issue 11). */
  keepSignedIn: boolean;
  /** Merchant data the overlays need, synced by AuthOverlays from the shell's settings and status. */
  config: AuthConfig;
  openLogin: (next?: string | null) => void;
  closeLogin: () => void;
  set: (patch: Partial<Omit<AuthState, 'openLogin' | 'closeLogin' | 'set' | 'reset'>>) => void;
  reset: () => void;
}

const initial = {
  loginOpen: false,
  next: null,
  captchaRequired: false,
  forcedChange: null,
  twoFactor: null,
  bindChoice: null,
  socialArgs: null,
  forgotOpen: false,
  pendingFirstLogin: false,
  keepSignedIn: false,
};

export const useAuthStore = create<AuthState>()((set) => ({
  ...initial,
  openLogin: (next = null) => set({ loginOpen: true, next }),
  closeLogin: () => set({ loginOpen: false }),
  set: (patch) => set(patch),
  config: { flags: {}, loginPop: false, customerService: [] },
  reset: () => set(initial),
}));

/** Opens the login popup from anywhere (header, loginPop, a guarded action). */
export const openLoginPopup = (next?: string | null): void => useAuthStore.getState().openLogin(next);
