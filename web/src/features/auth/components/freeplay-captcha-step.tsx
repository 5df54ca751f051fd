import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaFields } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { CaptchaBox, captchaPassed, captchaPayload, type CaptchaValue } from '../../../components/verification';
import { codeText } from '../code-text';

export interface FreeplayCaptchaStepProps {
  busy: boolean;
  /** Sends free play with these captcha fields; false when it failed (the funnel showed why). */
  start: (captcha: CaptchaFields) => Promise<boolean>;
  back: () => void;
}

/**
 * The captcha free play asks first where the merchant requires it (CAPTCHA3, as registration;
 * issue 11). It takes the login form's place in the panel, so only one captcha image (one
 * captcha cookie) is live at a time. A failed start shows a new image.
 */
export function FreeplayCaptchaStep({ busy, start, back }: FreeplayCaptchaStepProps) {
  const { t } = useTranslation('auth');
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!captchaPassed(captcha)) {
      setError(codeText('verify_first'));
      return;
    }
    setError(undefined);
    // the try spent the captcha: a new image for the next one
    if (!(await start(captchaPayload(captcha)))) setResetKey((n) => n + 1);
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('freeplay.formLabel')} data-testid="freeplay-captcha">
      <p className="flex items-start gap-2 text-sm text-muted">
        <Icon name="sparkles" className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('freeplay.captchaHint')}
      </p>
      <CaptchaBox
        value={captcha}
        onChange={(v) => {
          setCaptcha(v);
          if (v) setError(undefined);
        }}
        resetKey={resetKey}
        error={error}
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={back}>
          {t('freeplay.back')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner className="size-5" label={t('freeplay.busy')} />}
          {t('freeplay.start')}
        </Button>
      </div>
    </form>
  );
}
