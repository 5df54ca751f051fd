import type { Flag, SocialArgs, Whitelabel } from '@lotto/contract';
import { hasFlag } from '@lotto/contract';

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
 * (same origin only); null when the user closes it or it times out.
 */
export function signInWithPopup(channel: SocialChannel, win: Window = window): Promise<SocialArgs | null> {
  const url = `${IDENTITY_SIGN_IN_PATH}?provider=${encodeURIComponent(channel)}`;
  const popup = win.open(url, 'identitySignIn', POPUP_FEATURES);
  return new Promise((resolve) => {
    let done = false;
    const finish = (v: SocialArgs | null) => {
      if (done) return;
      done = true;
      win.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(timer);
      resolve(v);
    };
    const onMessage = (e: MessageEvent) => {
      // only the sign-in page of this site may hand over a token
      if (e.origin !== win.location.origin) return;
      const args = tokenFromMessage(e.data, channel);
      if (args) {
        finish(args);
        popup?.close();
      }
    };
    win.addEventListener('message', onMessage);
    let closedSeen = false;
    const watch = setInterval(() => {
      if (closedSeen || (popup && !popup.closed)) return;
      closedSeen = true;
      setTimeout(() => finish(null), popup ? CLOSED_GRACE_MS : 0);
    }, 500);
    const timer = setTimeout(() => finish(null), TIMEOUT_MS);
  });
}
