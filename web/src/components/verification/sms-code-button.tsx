/**
 * SmsCodeButton — "get code" for SMS verification (spec 1 §4 "SMS code button", §8, §9).
 *
 * Props:
 *   send       () => Promise<{ expiredMinutes?: number; expirationTime?: number }>
 *              sends the code; the caller checks the mobile first (br_enright_cphone) and throws to
 *              stop. A rejection puts the button back to "get code" and shows the message.
 *   mode       'configured' — countdown 60 × expiredMinutes s (the configured registration form)
 *              'fixed120'   — fixed 120 s (mobile registration and login SMS)
 *              'until'      — until the reply's expirationTime, epoch ms (two-factor)
 *   disabled?  blocks sending (the countdown still runs)
 *   label?     text of the idle button (default the translated "Get code")
 *   onError?   (err: unknown) => void — e.g. mark the mobile field as an error (spec 1 §8)
 *   className?
 *
 * States: idle ("get code") → loading → countdown → idle; disabled while counting.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_FIXED_COUNTDOWN_S, smsCountdownSeconds } from '@lotto/contract';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-funnel';
import { serverNow } from '../../lib/server-clock';
import { cn } from '../ui/cn';
import { Spinner } from '../ui/spinner';

export type SmsCountdownMode = 'configured' | 'fixed120' | 'until';

export interface SmsSendResult {
  expiredMinutes?: number;
  expirationTime?: number;
}

export interface SmsCodeButtonProps {
  send: () => Promise<SmsSendResult>;
  mode: SmsCountdownMode;
  disabled?: boolean;
  label?: string;
  onError?: (err: unknown) => void;
  className?: string;
}

/** When the countdown ends (local epoch ms), from the reply and the mode (spec 1 §4, §9). */
export function countdownEnd(mode: SmsCountdownMode, reply: SmsSendResult | undefined, now: number = Date.now()): number {
  if (mode === 'fixed120') return now + SMS_FIXED_COUNTDOWN_S * 1000;
  if (mode === 'until') {
    // expirationTime is on the server's clock; convert to ours
    return reply?.expirationTime ? reply.expirationTime - (serverNow() - now) : now;
  }
  if (reply?.expiredMinutes !== undefined) return now + smsCountdownSeconds(reply.expiredMinutes) * 1000;
  // newer builds answer only expirationTime (spec 3 Replies): count to it instead
  return reply?.expirationTime ? reply.expirationTime - (serverNow() - now) : now;
}

/** Server message of a failed send, translated when the code is known. */
const failureText = (err: unknown): string =>
  isApiError(err) ? errorMessage(err) : err instanceof Error && err.message ? err.message : '';

export function SmsCodeButton({ send, mode, disabled, label, onError, className }: SmsCodeButtonProps) {
  const { t } = useTranslation('verification');
  const [phase, setPhase] = useState<'idle' | 'loading' | 'countdown'>('idle');
  const [left, setLeft] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const endsAt = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'countdown') return;
    const tick = () => {
      const s = Math.ceil((endsAt.current - Date.now()) / 1000);
      if (s <= 0) {
        setPhase('idle');
        setLeft(0);
      } else setLeft(s);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [phase]);

  const onClick = async () => {
    if (phase !== 'idle' || disabled) return;
    setMessage(null);
    setPhase('loading');
    try {
      const reply = await send();
      if (!mounted.current) return;
      endsAt.current = countdownEnd(mode, reply);
      setPhase(endsAt.current > Date.now() ? 'countdown' : 'idle');
    } catch (e) {
      if (!mounted.current) return;
      setPhase('idle');
      setMessage(failureText(e) || null);
      onError?.(e);
    }
  };

  const busy = phase !== 'idle';
  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={disabled || busy}
        aria-busy={phase === 'loading' || undefined}
        data-phase={phase}
        className={cn(
          'inline-flex min-h-11 min-w-28 shrink-0 items-center justify-center gap-2 rounded-control border border-accent/60 px-3 text-sm font-semibold whitespace-nowrap text-accent transition hover:bg-accent/10 disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
      >
        {phase === 'loading' ? (
          <>
            <Spinner className="size-4" />
            {t('sms.sending')}
          </>
        ) : phase === 'countdown' ? (
          t('sms.countdown', { seconds: left })
        ) : (
          (label ?? t('sms.getCode'))
        )}
      </button>
      {message ? (
        <p role="alert" className="text-xs text-danger">
          {message}
        </p>
      ) : null}
    </div>
  );
}
