/**
 * CaptchaBox — the captcha of login, registration and SMS requests (spec 1 §2 #6, §4 "Captcha
 * widget", §8 "Captcha errors", §9).
 *
 * Props:
 *   value      CaptchaValue | null          what the form will send; null = not passed yet
 *   onChange   (v: CaptchaValue | null) => void
 *              image captcha: `{ captcha: '<typed text>' }` (null while empty);
 *              GeeTest: `{ geetest: { geetestChallenge, geetestValidate, geetestSeccode } }` (v3)
 *                    or `{ geetest: { geetestValidateV4: {...} } }` (v4)
 *              `captchaId` is reserved for a platform that names its image challenges (ours ties
 *              the image to the request by cookie, spec 3), and is left undefined today.
 *   resetKey?  any value; when it changes the box resets (new image / slider back to waiting)
 *              and emits null — e.g. bump it after a failed login or registration (spec 1 §8).
 *   error?     a message from the form (e.g. verify_first) shown under the box and marking it invalid
 *   mode?      CaptchaMode; default from site settings (GEETEST3 + GEETEST_ID, else image). In
 *              GeeTest mode the box first asks GET /wps/captcha/geetest (10 s, one retry); offline
 *              mode (success false/0) or no answer shows the image captcha instead (spec 3 Replies).
 *   purpose?   'form' (default) or 'sms': the captcha of an SMS code send. GeeTest there is version 4
 *              only: another version shows unknown_error plus 'Geetest service not work' when it is
 *              started, asks nothing and never passes (spec 1 §8). With 'sms', GEETESTVCODE3 also
 *              turns GeeTest on.
 *   id?, label?  input id and visible label (default the translated "Image code"; the slider: "Security check")
 *
 * Spread `captchaPayload(value)` into a request body to send it.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_IMAGE_REFRESH_MIN_INTERVAL_MS, CAPTCHA_RETRIES, CAPTCHA_TIMEOUT_MS, captchaCalls, type CaptchaFields } from '@lotto/contract';
import { request } from '../../lib/api-client';
import { cn } from '../ui/cn';
import { Icon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { errorText } from '../../lib/i18n';
import { useCaptchaMode, type CaptchaMode, type CaptchaPurpose } from './captcha-settings';
import { captchaErrorCode, captchaErrorKind, runGeetest, type GeetestChallengeV3, type GeetestFields } from './geetest';

export interface CaptchaValue {
  captchaId?: string;
  captcha?: string;
  geetest?: GeetestFields;
}

export interface CaptchaBoxProps {
  value: CaptchaValue | null;
  onChange: (v: CaptchaValue | null) => void;
  resetKey?: unknown;
  error?: string;
  mode?: CaptchaMode;
  purpose?: CaptchaPurpose;
  id?: string;
  label?: string;
}

/** The captcha fields of a request body (spec 3 Replies). */
export function captchaPayload(v: CaptchaValue | null | undefined): CaptchaFields {
  if (!v) return {};
  return { ...(v.captcha ? { captcha: v.captcha } : {}), ...(v.geetest ?? {}) };
}

/** True when the value can be sent: text typed or slider passed (spec 1 §5 verify_first). */
export const captchaPassed = (v: CaptchaValue | null | undefined): boolean =>
  Boolean(v && ((v.captcha && v.captcha.trim() !== '') || v.geetest));

/** The server answers bare base64 (spec 3); the data: prefix depends on what the bytes are. */
export function captchaImageSrc(value: string): string {
  if (value.startsWith('data:')) return value;
  // base64 of "<svg" or "<?xml": an SVG captcha (svg-captcha); anything else is the PNG spec 3 names
  const type = /^(PHN2Zy|PD94bWw)/.test(value) ? 'image/svg+xml' : 'image/png';
  return `data:${type};base64,${value}`;
}

export function CaptchaBox(props: CaptchaBoxProps) {
  const configured = useCaptchaMode(props.purpose);
  const mode = props.mode ?? configured;
  // GeeTest v3 in offline mode (or failing to register) falls back to the image captcha
  const [fallback, setFallback] = useState(false);
  if (mode.kind === 'geetest' && !fallback) return <GeetestCaptcha {...props} mode={mode} onOffline={() => setFallback(true)} />;
  return <ImageCaptcha {...props} />;
}

/** Runs after the first render only when `key` changes. */
function useOnChange(key: unknown, effect: () => void) {
  const first = useRef(true);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current();
  }, [key]);
}

// ---------------------------------------------------------------- image captcha

type ImageStatus = 'loading' | 'ready' | 'error';

function ImageCaptcha({ value, onChange, resetKey, error, id, label }: CaptchaBoxProps) {
  const { t } = useTranslation('verification');
  const autoId = useId();
  const inputId = id ?? `captcha-${autoId}`;
  const errorId = `${inputId}-error`;
  const [src, setSrc] = useState<string | null>(null);
  const [status, setStatus] = useState<ImageStatus>('loading');
  const seq = useRef(0);
  const lastFetch = useRef(Number.NEGATIVE_INFINITY);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    lastFetch.current = Date.now();
    setStatus('loading');
    try {
      const image = await request(captchaCalls.image, { t: String(Date.now()) }, { alert: false });
      if (mine !== seq.current) return;
      setSrc(captchaImageSrc(image));
      setStatus('ready');
    } catch {
      if (mine !== seq.current) return;
      setStatus('error');
    }
  }, []);

  // spec 1 §9: at most one image per second; clicks inside the window merge into one later fetch
  const refresh = useCallback(() => {
    const wait = lastFetch.current + CAPTCHA_IMAGE_REFRESH_MIN_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      void load();
    } else if (!pending.current) {
      pending.current = setTimeout(() => {
        pending.current = null;
        void load();
      }, wait);
    }
  }, [load]);

  useEffect(() => {
    refresh();
    const requests = seq;
    return () => {
      if (pending.current) clearTimeout(pending.current);
      pending.current = null;
      // answers arriving after unmount are dropped
      requests.current++;
    };
  }, [refresh]);

  useOnChange(resetKey, () => {
    onChange(null);
    refresh();
  });

  const text = value?.captcha ?? '';
  return (
    <div className="grid grid-cols-1 gap-1.5" data-testid="captcha-box" data-state={status === 'error' ? 'error' : text ? 'filled' : 'waiting'}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label ?? t('captcha.label')}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          placeholder={t('captcha.placeholder')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            const v = e.target.value.trim();
            onChange(v ? { captcha: v } : null);
          }}
          className={cn(
            'min-h-11 w-full min-w-0 flex-1 rounded-control border bg-surface-2 px-3 text-base outline-none transition focus:border-accent',
            error ? 'border-danger' : 'border-border',
          )}
        />
        <button
          type="button"
          onClick={refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          className="relative grid h-11 w-32 shrink-0 place-items-center overflow-hidden rounded-control border border-border bg-white/90 text-slate-700"
        >
          {status === 'ready' && src ? (
            <img src={src} alt={t('captcha.imageAlt')} className="h-full w-full object-contain" />
          ) : status === 'loading' ? (
            <Spinner className="size-5" />
          ) : (
            <span className="flex items-center gap-1 text-xs font-semibold text-danger">
              <Icon name="refresh" className="size-4" />
              {t('captcha.retry')}
            </span>
          )}
        </button>
      </div>
      {status === 'error' ? (
        <p role="alert" className="text-xs text-danger">
          {t('captcha.imageFailed')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- GeeTest slider

type SliderStatus = 'waiting' | 'verifying' | 'success' | 'error';

/** GET /wps/captcha/geetest with a 10 s timeout and one retry (spec 1 §9). */
async function fetchChallenge(): Promise<GeetestChallengeV3> {
  let last: unknown;
  for (let i = 0; i <= CAPTCHA_RETRIES; i++) {
    try {
      return await request(captchaCalls.geetest, { t: String(Date.now()) }, { alert: false, timeoutMs: CAPTCHA_TIMEOUT_MS });
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

function GeetestCaptcha({
  value,
  onChange,
  resetKey,
  error,
  mode,
  purpose,
  label,
  onOffline,
}: CaptchaBoxProps & { mode: Extract<CaptchaMode, { kind: 'geetest' }>; onOffline: () => void }) {
  const { t, i18n } = useTranslation('verification');
  // spec 1 §8: the SMS captcha is set up as GeeTest version 4 or it does not work at all
  const notWorking = purpose === 'sms' && mode.version !== 'v4';
  // a captcha that cannot run asks the platform nothing: it waits to be started, which says why
  const [status, setStatus] = useState<SliderStatus>(value?.geetest ? 'success' : notWorking ? 'waiting' : 'verifying');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useRef(0);
  const challenge = useRef<Promise<GeetestChallengeV3> | null>(null);
  const offline = useRef(onOffline);
  useEffect(() => {
    offline.current = onOffline;
  });

  // ask the platform first: offline mode (success false/0, spec 3) or no answer at all means the
  // slider cannot be checked, so the image captcha is shown instead
  useEffect(() => {
    if (notWorking) return;
    let live = true;
    const first = fetchChallenge();
    challenge.current = first;
    first.then(
      (c) => {
        if (!live) return;
        if (!c.success) offline.current();
        else setStatus((s) => (s === 'verifying' ? 'waiting' : s));
      },
      () => live && offline.current(),
    );
    return () => {
      live = false;
    };
  }, [notWorking]);

  const reset = useCallback(() => {
    run.current++;
    setStatus('waiting');
    onChange(null);
  }, [onChange]);

  useOnChange(resetKey, () => {
    setProblem(null);
    reset();
  });

  const start = async () => {
    const mine = ++run.current;
    if (notWorking) {
      setStatus('error');
      onChange(null);
      setProblem(t('captcha.geetestNotWork', { unknownError: errorText('unknown_error') ?? '' }));
      return;
    }
    setProblem(null);
    setStatus('verifying');
    try {
      // a v3 challenge is single use: the first run takes the prefetched one, later runs a fresh one
      const pending = challenge.current ?? fetchChallenge();
      challenge.current = null;
      const registered = await pending;
      if (!registered.success) return onOffline();
      const outcome = await runGeetest({
        version: mode.version,
        captchaId: mode.captchaId,
        language: i18n.language,
        challenge: mode.version === 'v3' ? registered : undefined,
      });
      if (mine !== run.current) return;
      if (outcome.kind === 'closed') {
        // closing the slider resets it (spec 1 §2 #6) and counts as not passed (spec 1 §8 verify_first)
        reset();
        setProblem(t('captcha.closed'));
        return;
      }
      setStatus('success');
      onChange({ geetest: outcome.fields });
    } catch (e) {
      if (mine !== run.current) return;
      const kind = captchaErrorKind(e);
      setStatus('error');
      onChange(null);
      setProblem(
        kind === 'network' ? t('captcha.networkFailure') : kind === 'tooFast' ? t('captcha.tooFast') : t('captcha.providerError', { code: captchaErrorCode(e) }),
      );
    }
  };

  const stateText = { waiting: t('captcha.waiting'), verifying: t('captcha.verifying'), success: t('captcha.success'), error: t('captcha.error') }[status];
  return (
    <div className="grid grid-cols-1 gap-1.5" data-testid="captcha-box" data-state={status}>
      <span className="text-sm font-medium">{label ?? t('captcha.sliderLabel')}</span>
      <div
        className={cn(
          'flex min-h-11 items-center gap-3 rounded-control border bg-surface-2 px-3',
          status === 'success' ? 'border-success' : status === 'error' || error ? 'border-danger' : 'border-border',
        )}
      >
        <span className={cn('grid size-7 place-items-center rounded-full', status === 'success' ? 'bg-success/20 text-success' : 'bg-accent/15 text-accent')}>
          {status === 'verifying' ? <Spinner className="size-4" /> : <Icon name={status === 'success' ? 'checkCircle' : status === 'error' ? 'xCircle' : 'shield'} className="size-4" />}
        </span>
        <span role="status" className="flex-1 text-sm">
          {stateText}
        </span>
        {status === 'waiting' ? (
          <button type="button" onClick={() => void start()} className="min-h-11 px-2 text-sm font-semibold text-accent">
            {t('captcha.verify')}
          </button>
        ) : status === 'error' ? (
          <button type="button" onClick={() => void start()} className="min-h-11 px-2 text-sm font-semibold text-accent">
            {t('captcha.retry')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
