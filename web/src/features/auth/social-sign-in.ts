import type { Flag, SocialArgs, Whitelabel } from '@lotto/contract';
import { HEADERS, hasFlag } from '@lotto/contract';
import { getMerchantCode } from '../../lib/storage';

/** Social buttons and the white-label flag that shows each (spec 1 §6). */
export const SOCIAL_CHANNELS = [
  { channel: 'google', flag: 'GOOGLELOGIN3' },
  { channel: 'facebook', flag: 'FACEBOOKLOGIN3' },
  { channel: 'twitter', flag: 'TWITTERLOGIN3' },
  { channel: 'line', flag: 'LINELOGIN3' },
] as const satisfies readonly { channel: string; flag: Flag }[];

export type SocialChannel = (typeof SOCIAL_CHANNELS)[number]['channel'];

export const enabledChannels = (flags: Whitelabel | undefined): SocialChannel[] =>
  SOCIAL_CHANNELS.filter((c) => hasFlag(flags, c.flag)).map((c) => c.channel);

/** The phone-based sign-in's channel name (spec 1 §1); its token names the number (firebaseMobileNo). */
export const PHONE_CHANNEL = 'phone';

/**
 * A failure of the third-party sign-in service: its error code (Firebase's `auth/...`) and the
 * reason it gave. The site shows the code's translated text, the code and the reason (spec 1 §8).
 */
export class SocialSignInError extends Error {
  override name = 'SocialSignInError';
  constructor(
    readonly code: string,
    readonly reason = '',
  ) {
    super(reason || code);
  }
}

/** The code and reason of a failure the sign-in page posts: `{ error: { code, message } }`. */
export function errorFromMessage(data: unknown): SocialSignInError | null {
  if (!data || typeof data !== 'object') return null;
  const e = (data as { error?: unknown }).error;
  if (!e || typeof e !== 'object') return null;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !code) return null;
  return new SocialSignInError(code, typeof message === 'string' ? message : '');
}

/** The dev identity provider's sign-in page (server /dev/identity); a real build points at Firebase's popup. */
export const IDENTITY_SIGN_IN_PATH = '/dev/identity/sign-in';
const POPUP_FEATURES = 'width=440,height=640';
const TIMEOUT_MS = 5 * 60_000;
/**
 * The sign-in page posts its token and closes itself at once; on a busy device the opener can see
 * the popup closed before the message is delivered, so a closed popup ends the wait only after this.
 */
export const CLOSED_GRACE_MS = 1_000;

/**
 * Reads an ID token from a message the sign-in page posts: the dev provider posts
 * `{ type: 'lotto-dev-identity', provider, idToken }`; Firebase-style names are accepted too.
 */
export function tokenFromMessage(data: unknown, channel: string): SocialArgs | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const token = d.firebaseIdToken ?? d.idToken;
  if (typeof token !== 'string' || !token) return null;
  const named = d.firebaseChannel ?? d.provider ?? d.channel;
  const ch = typeof named === 'string' && named ? named : channel;
  const mobile = typeof d.firebaseMobileNo === 'string' ? d.firebaseMobileNo : undefined;
  return { type: 'firebase', firebaseChannel: ch, firebaseIdToken: token, ...(mobile ? { firebaseMobileNo: mobile } : {}) };
}

/**
 * Opens the provider's sign-in page in a popup and resolves with the social args it posts back
 * (same origin only); null when the user closes it or it times out. Rejects with a
 * SocialSignInError when the page reports a failure or no popup could be opened.
 */
export function signInWithPopup(channel: SocialChannel, win: Window = window): Promise<SocialArgs | null> {
  const url = `${IDENTITY_SIGN_IN_PATH}?provider=${encodeURIComponent(channel)}`;
  const popup = win.open(url, 'identitySignIn', POPUP_FEATURES);
  // Firebase's code for a popup the browser refused to open
  if (!popup) return Promise.reject(new SocialSignInError('auth/popup-blocked'));
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (v: SocialArgs | null | SocialSignInError) => {
      if (done) return;
      done = true;
      win.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(timer);
      if (v instanceof SocialSignInError) reject(v);
      else resolve(v);
    };
    const onMessage = (e: MessageEvent) => {
      // only the sign-in page of this site may hand over a token or a failure
      if (e.origin !== win.location.origin) return;
      const result = tokenFromMessage(e.data, channel) ?? errorFromMessage(e.data);
      if (result) {
        finish(result);
        popup.close();
      }
    };
    win.addEventListener('message', onMessage);
    let closedSeen = false;
    const watch = setInterval(() => {
      if (closedSeen || !popup.closed) return;
      closedSeen = true;
      setTimeout(() => finish(null), CLOSED_GRACE_MS);
    }, 500);
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
  });
}

// ---------------------------------------------------------------- phone-based sign-in

/** The dev identity provider's phone sign-in (server /dev/identity/phone); a real build points at Firebase's. */
export const IDENTITY_PHONE_SEND_PATH = '/dev/identity/phone/send';
export const IDENTITY_PHONE_CONFIRM_PATH = '/dev/identity/phone/confirm';

/** What a sent code is confirmed with (Firebase's confirmation result): the number and the provider's session. */
export interface PhoneSession {
  phoneNumber: string;
  sessionInfo: string;
}

/** The provider's answer: the site's envelope shape, its errorCode one of Firebase's codes. */
interface IdentityReply {
  success?: unknown;
  value?: unknown;
  errorCode?: unknown;
  message?: unknown;
}

/** One call to the provider: its value, or a SocialSignInError with its code and reason. */
async function callIdentity<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const merchant = getMerchantCode();
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', ...(merchant ? { [HEADERS.merchant]: merchant } : {}) },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new SocialSignInError('auth/network-request-failed', e instanceof Error ? e.message : '');
  }
  let reply: IdentityReply | null = null;
  try {
    reply = (await res.json()) as IdentityReply | null;
  } catch {
    // not JSON: told below by the status
  }
  if (res.ok && reply?.success === true && reply.value && typeof reply.value === 'object') return reply.value as T;
  const given = typeof reply?.errorCode === 'string' ? reply.errorCode : '';
  const reason = typeof reply?.message === 'string' ? reply.message : res.statusText;
  // the provider's own codes as they are; the gateway's refusals in Firebase's words
  const code = given.startsWith('auth/') ? given : res.status === 429 ? 'auth/too-many-requests' : 'auth/internal-error';
  throw new SocialSignInError(code, reason);
}

/**
 * The third-party service's phone sign-in: send a code by SMS, then confirm it for an ID token.
 * An object, so a test can stand in for the service the way it stands in for the popup.
 */
export const phoneIdentity = {
  async sendCode(phoneNumber: string): Promise<PhoneSession> {
    const v = await callIdentity<{ sessionInfo?: unknown }>(IDENTITY_PHONE_SEND_PATH, { phoneNumber });
    if (typeof v.sessionInfo !== 'string' || !v.sessionInfo) throw new SocialSignInError('auth/internal-error');
    return { phoneNumber, sessionInfo: v.sessionInfo };
  },
  async confirm(session: PhoneSession, code: string): Promise<SocialArgs> {
    const v = await callIdentity<{ idToken?: unknown }>(IDENTITY_PHONE_CONFIRM_PATH, { sessionInfo: session.sessionInfo, code });
    if (typeof v.idToken !== 'string' || !v.idToken) throw new SocialSignInError('auth/internal-error');
    return { type: 'firebase', firebaseChannel: PHONE_CHANNEL, firebaseIdToken: v.idToken, firebaseMobileNo: session.phoneNumber };
  },
};
