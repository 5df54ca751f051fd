import {
  CAPTCHA_ERROR_RESOURCE_TIMEOUT,
  CAPTCHA_ERROR_SCRIPT_TIMEOUT,
  CAPTCHA_RETRIES,
  CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS,
  type CaptchaFields,
} from '@lotto/contract';

/**
 * GeeTest slider adapter (spec 1 §2 #6, §4 "Captcha widget", §9; spec 3 Replies "GeeTest").
 * The vendor script is loaded on demand with a 3000 ms timeout and one retry; its callbacks are
 * turned into a promise of the fields a login, register or SMS body carries.
 */

export type GeetestVersion = 'v3' | 'v4';

/** The vendor's published loaders; v3 needs `gt`/`challenge` from our server, v4 only the captcha id. */
export const GEETEST_SCRIPTS: Record<GeetestVersion, string> = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
};

/** The GeeTest fields of a request body (spec 3: v3 challenge/validate/seccode, v4 geetestValidateV4). */
export type GeetestFields = Pick<CaptchaFields, 'geetestChallenge' | 'geetestValidate' | 'geetestSeccode' | 'geetestValidateV4'>;

/** A captcha failure the box shows with a retry control (spec 1 §8 "Captcha errors"). */
export class CaptchaError extends Error {
  override name = 'CaptchaError';
  /** Numeric provider code (60204 script timeout, 60205 resource timeout) or a text code. */
  code: number | string;
  constructor(code: number | string, message = '') {
    super(message);
    this.code = code;
  }
}

/** Which translated text a captcha error shows: network failure, too fast, or unknown. */
export type CaptchaErrorKind = 'network' | 'tooFast' | 'unknown';

export function captchaErrorKind(err: unknown): CaptchaErrorKind {
  const code = err instanceof CaptchaError ? Number(err.code) : NaN;
  // spec 1 §8: 60204 script load timeout and 60205 resource timeout read "Network failure"
  if (code === CAPTCHA_ERROR_SCRIPT_TIMEOUT || code === CAPTCHA_ERROR_RESOURCE_TIMEOUT) return 'network';
  const rawCode = err instanceof CaptchaError ? String(err.code) : '';
  const text = err instanceof Error ? `${err.message} ${rawCode}` : String(err);
  // spec 1 §8 'verify geetest too fast': the provider refuses a second verify in quick succession
  if (/too\s*fast/i.test(text)) return 'tooFast';
  return 'unknown';
}

/** The numeric code or text shown beside a provider error (spec 1 §8 "with numeric code"). */
export const captchaErrorCode = (err: unknown): string =>
  err instanceof CaptchaError ? String(err.code) : err instanceof Error && err.message ? err.message : 'unknown_error';

const loaded = new Map<string, Promise<void>>();

/** One attempt: resolves on load, rejects with 60204 after `timeoutMs` or on a load error. */
export function loadScriptOnce(src: string, timeoutMs: number = CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    const fail = () => {
      clearTimeout(timer);
      el.remove();
      reject(new CaptchaError(CAPTCHA_ERROR_SCRIPT_TIMEOUT, 'Network failure'));
    };
    const timer = setTimeout(fail, timeoutMs);
    el.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    el.onerror = fail;
    document.head.appendChild(el);
  });
}

/** Loads a script once per page, retrying once after a timeout (spec 1 §9: 3000 ms, one retry). */
export function loadScript(src: string, timeoutMs: number = CAPTCHA_SCRIPT_LOAD_TIMEOUT_MS): Promise<void> {
  const cached = loaded.get(src);
  if (cached) return cached;
  const attempt = async (): Promise<void> => {
    let last: unknown;
    for (let i = 0; i <= CAPTCHA_RETRIES; i++) {
      try {
        await loadScriptOnce(src, timeoutMs);
        return;
      } catch (e) {
        last = e;
      }
    }
    throw last;
  };
  const p = attempt();
  loaded.set(src, p);
  // a failed load may be tried again later (retry control), so it is not remembered
  p.catch(() => loaded.delete(src));
  return p;
}

/** Test hook: forget loaded scripts. */
export const resetLoadedScripts = (): void => loaded.clear();

// ---------------------------------------------------------------- vendor objects (the parts we use)

interface VendorError {
  code?: number | string;
  error_code?: number | string;
  msg?: string;
  message?: string;
}

interface CaptchaObject {
  onReady(cb: () => void): CaptchaObject;
  onSuccess(cb: () => void): CaptchaObject;
  onError(cb: (e: VendorError) => void): CaptchaObject;
  onClose?(cb: () => void): CaptchaObject;
  getValidate(): Record<string, string> | false | undefined;
  verify?(): void;
  showCaptcha?(): void;
  reset?(): void;
  destroy?(): void;
}

type InitV3 = (config: Record<string, unknown>, cb: (c: CaptchaObject) => void) => void;
type InitV4 = (config: Record<string, unknown>, cb: (c: CaptchaObject) => void) => void;

declare global {
  interface Window {
    initGeetest?: InitV3;
    initGeetest4?: InitV4;
  }
}

export interface GeetestChallengeV3 {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  /** false or 0 is offline mode (spec 3 Replies). */
  success?: boolean | number;
}

export type GeetestOutcome = { kind: 'success'; fields: GeetestFields } | { kind: 'closed' };

const vendorError = (e: VendorError): CaptchaError =>
  new CaptchaError(e.code ?? e.error_code ?? 'unknown_error', e.msg ?? e.message ?? '');

/**
 * Shows the slider and resolves with the body fields once the person passes it, `closed` when
 * they close it (the box then resets, spec 1 §2 #6), or rejects with a CaptchaError.
 */
export async function runGeetest(opts: {
  version: GeetestVersion;
  captchaId: string;
  language: string;
  /** v3 only: the `/wps/captcha/geetest` answer. */
  challenge?: GeetestChallengeV3;
  scriptUrl?: string;
}): Promise<GeetestOutcome> {
  await loadScript(opts.scriptUrl ?? GEETEST_SCRIPTS[opts.version]);
  return new Promise<GeetestOutcome>((resolve, reject) => {
    const onObject = (c: CaptchaObject) => {
      c.onReady(() => (opts.version === 'v4' ? c.showCaptcha?.() : c.verify?.()))
        .onSuccess(() => {
          const r = c.getValidate();
          if (!r) return reject(new CaptchaError('unknown_error'));
          if (opts.version === 'v4') {
            resolve({
              kind: 'success',
              fields: {
                geetestValidateV4: {
                  captcha_id: r.captcha_id ?? opts.captchaId,
                  lot_number: r.lot_number ?? '',
                  pass_token: r.pass_token ?? '',
                  gen_time: r.gen_time ?? '',
                  captcha_output: r.captcha_output ?? '',
                },
              },
            });
          } else {
            resolve({
              kind: 'success',
              fields: { geetestChallenge: r.geetest_challenge, geetestValidate: r.geetest_validate, geetestSeccode: r.geetest_seccode },
            });
          }
        })
        .onError((e) => reject(vendorError(e)));
      c.onClose?.(() => resolve({ kind: 'closed' }));
    };
    if (opts.version === 'v4') {
      const init = window.initGeetest4;
      if (!init) return reject(new CaptchaError(CAPTCHA_ERROR_SCRIPT_TIMEOUT, 'Network failure'));
      init({ captchaId: opts.captchaId, product: 'bind', language: opts.language }, onObject);
    } else {
      const init = window.initGeetest;
      const ch = opts.challenge;
      if (!init || !ch) return reject(new CaptchaError(CAPTCHA_ERROR_SCRIPT_TIMEOUT, 'Network failure'));
      init(
        { gt: ch.gt, challenge: ch.challenge, offline: !ch.success, new_captcha: ch.newCaptcha, product: 'bind', lang: opts.language },
        onObject,
      );
    }
  });
}
