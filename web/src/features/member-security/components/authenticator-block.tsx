import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { QR_MARGIN_LARGE, QR_SIZE_LARGE, type AuthenticatorEnrolment, type SecurityConfig } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../lib/toasts';
import { confirmAuthenticator } from '../api/confirm-authenticator';
import { enrolAuthenticator } from '../api/enrol-authenticator';
import { SECURITY_CONFIG_QUERY_KEY } from '../api/get-security-config';
import { setTwoFactorMethods } from '../api/set-two-factor-methods';
import { Field, StatePill, SubmitButton, codeText } from './form-kit';
import { PasswordConfirm } from './password-confirm';

const SIX_DIGITS = /^\d{6}$/;

/** The new secret as a QR code of its otpauth URI and as text to type, then the confirming code. */
function Enrolment({ enrolment, onDone, onCancel }: { enrolment: AuthenticatorEnrolment; onDone: (c: SecurityConfig) => void; onCancel: () => void }) {
  const { t } = useTranslation('memberSecurity');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(enrolment.secret).then(
      () => toast({ tone: 'success', message: t('ga.copied') }),
      () => undefined,
    );
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!SIX_DIGITS.test(code.trim())) {
      setError(codeText('two_factor_auth_code_required'));
      return;
    }
    setBusy(true);
    try {
      onDone(await confirmAuthenticator(code.trim()));
    } catch {
      // a wrong or late code: the funnel said so; another code may be typed
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start" data-testid="ga-enrolment">
      {/* spec 2 §9: 200 px with a 20 px margin; white around it so any theme scans */}
      <div role="img" aria-label={t('ga.qr')} className="justify-self-center rounded-card bg-white sm:justify-self-start" style={{ padding: QR_MARGIN_LARGE }}>
        <QRCodeSVG value={enrolment.otpauthUri} size={QR_SIZE_LARGE} aria-hidden="true" />
      </div>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('ga.confirmTitle')} className="grid min-w-0 gap-3">
        <p className="text-sm text-muted">{t('ga.scan')}</p>
        <div className="grid gap-1">
          <span className="text-xs font-semibold text-muted">{t('ga.secret')}</span>
          <div className="flex min-w-0 items-center gap-2">
            <code data-testid="ga-secret" className="min-w-0 flex-1 rounded-control bg-surface-2 px-3 py-2.5 font-mono text-sm break-all">
              {enrolment.secret}
            </code>
            <Button variant="secondary" size="icon" aria-label={t('ga.copy')} onClick={copy}>
              <Icon name="copy" className="size-4" />
            </Button>
          </div>
        </div>
        <Field
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('ga.code')}
          value={code}
          error={error}
          onChange={(e) => {
            setCode(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy}>{t('ga.confirm')}</SubmitButton>
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/**
 * Google authenticator (method G): enrol with a QR code of the otpauth URI the server returns and
 * a confirming code; remove it with the current password (issue 14).
 */
export function AuthenticatorBlock({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'idle' | 'password' | 'remove' | AuthenticatorEnrolment>('idle');
  const done = (next: SecurityConfig, message: string) => {
    queryClient.setQueryData<SecurityConfig>(SECURITY_CONFIG_QUERY_KEY, next);
    setStep('idle');
    toast({ tone: 'success', message });
  };
  return (
    <div className="grid gap-3 border-b border-border pb-4" data-testid="ga">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{t('ga.title')}</p>
          <p className="text-sm text-muted">{t('ga.about')}</p>
        </div>
        <StatePill on={config.googleAuthBound}>{config.googleAuthBound ? t('state.on') : t('state.off')}</StatePill>
      </div>
      {step === 'idle' ? (
        <Button variant={config.googleAuthBound ? 'secondary' : 'primary'} className="justify-self-start" onClick={() => setStep(config.googleAuthBound ? 'remove' : 'password')}>
          {config.googleAuthBound ? t('ga.remove') : t('ga.setUp')}
        </Button>
      ) : step === 'password' ? (
        <PasswordConfirm
          title={t('ga.passwordFirst')}
          confirmLabel={t('ga.start')}
          confirm={async (password) => setStep(await enrolAuthenticator(password))}
          onCancel={() => setStep('idle')}
        />
      ) : step === 'remove' ? (
        <PasswordConfirm
          title={t('ga.removeTitle')}
          confirmLabel={t('ga.remove')}
          confirm={async (password) => done(await setTwoFactorMethods({ password, ga: false }), t('ga.removed'))}
          onCancel={() => setStep('idle')}
        />
      ) : (
        <Enrolment enrolment={step} onDone={(c) => done(c, t('ga.enrolled'))} onCancel={() => setStep('idle')} />
      )}
    </div>
  );
}
