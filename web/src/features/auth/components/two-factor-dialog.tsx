import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_SUCCESS_LOADER_MS, emailCodeSentValueSchema, hasFlag, type LoginReply } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import {
  CaptchaBox,
  CountryCodeSelect,
  SmsCodeButton,
  captchaPassed,
  captchaPayload,
  countdownEnd,
  type CaptchaValue,
  type SmsSendResult,
} from '../../../components/verification';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { openDialog } from '../../../lib/dialogs';
import { errorMessage } from '../../../lib/error-funnel';
import { useAuthStore } from '../auth-store';
import { loginVerification } from '../api/login-verification';
import { requestSmsCode } from '../api/sms-login-code';
import { codeText } from '../code-text';
import { useLoginFlow } from '../hooks/use-login-flow';
import { EMAIL_PATTERN } from '../login-rules';
import {
  EMPTY_VALUES,
  missingField,
  twoFactorTabs,
  verificationBody,
  type PossessionFactor,
  type TwoFactorField as Field,
  type TwoFactorTab as Tab,
} from '../two-factor-fields';
import { AuthModal } from './auth-modal';
import { TextField } from './text-field';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two-factor login modal (spec 1 §2 screen 8, §4 step 5, §5, §8): 660 px on desktop, full width on
 * phones; tabs for the methods the error value allows, in the order payeeName, sms, ga, email. The
 * e-mail method asks for a code first, then signs in with it; the payee name goes together with one
 * of the account's other factors (decision 0011).
 */
export function TwoFactorDialog() {
  const { t } = useTranslation('auth');
  const pending = useAuthStore((s) => s.twoFactor);
  const { acceptLoginReply } = useLoginFlow();
  const { tabs, partners } = twoFactorTabs(pending?.methods);
  const [tab, setTab] = useState<Tab | null>(null);
  const active = tab && tabs.includes(tab) ? tab : tabs[0];
  const [chosenPartner, setPartner] = useState<PossessionFactor | null>(null);
  const partner = chosenPartner && partners.includes(chosenPartner) ? chosenPartner : partners[0]!;
  const [values, setValues] = useState(EMPTY_VALUES);
  const [dialCode, setDialCode] = useState('');
  const [invalid, setInvalid] = useState<{ field: Field; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [passing, setPassing] = useState(false);
  const [emailSent, setEmailSent] = useState<{ to: string; until: number } | null>(null);
  // the platform guards SMS sends with the image captcha when CAPTCHA3 is on (spec 1 §1) and spends it
  const smsCaptcha = useAuthStore((s) => hasFlag(s.config.flags, 'CAPTCHA3'));
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaProblem, setCaptchaProblem] = useState<string | null>(null);
  const submitting = useRef(false);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    payeeName: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    authCode: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    emailCode: useRef<HTMLInputElement>(null),
  };
  const primaryField: Record<Tab, Field> = { payeeName: 'payeeName', sms: 'verificationCode', ga: 'authCode', email: 'email' };

  const close = () => {
    useAuthStore.getState().set({ twoFactor: null });
    setValues(EMPTY_VALUES);
    setInvalid(null);
    setPassing(false);
    setEmailSent(null);
    setCaptcha(null);
    setCaptchaProblem(null);
    setCaptchaReset((k) => k + 1);
  };

  /** spec 1 §4 step 5: the 'passed' dialog, continue the login, a 500 ms loader, then close. */
  const pass = async (reply: LoginReply) => {
    if (!pending) return;
    openDialog({ tone: 'success', message: t('twoFactor.passed'), key: 'two-factor-passed' });
    setPassing(true);
    await Promise.all([acceptLoginReply(reply, pending.username, pending.password), sleep(TWO_FACTOR_SUCCESS_LOADER_MS)]);
    close();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // a double submit is ignored while one is on its way (spec 1 §5)
    if (!pending || !active || submitting.current) return;
    const gap = missingField(active, partner, values);
    if (gap) {
      setInvalid(gap);
      refs[gap.field].current?.focus();
      return;
    }
    setInvalid(null);
    submitting.current = true;
    setBusy(true);
    try {
      await pass(await loginVerification(verificationBody(pending, active, partner, values, dialCode)));
    } catch (err) {
      // spec 1 §8: the server message in a warning dialog, refocus, clear e-mail, auth code and code
      const message = isApiError(err) ? err.message || errorMessage(err) : t('twoFactor.failed');
      openDialog({ tone: 'warning', message, key: 'two-factor-failed' });
      setValues((v) => ({ ...v, email: '', authCode: '', verificationCode: '', emailCode: '' }));
      setPassing(false);
      refs[primaryField[active]].current?.focus();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const sendSms = async () => {
    const mobile = values.mobileNum.trim();
    if (!/^[0-9]+$/.test(mobile)) {
      setInvalid({ field: 'mobileNum', code: 'br_enright_cphone' });
      refs.mobileNum.current?.focus();
      throw new Error(codeText('br_enright_cphone'));
    }
    if (smsCaptcha && !captchaPassed(captcha)) {
      setCaptchaProblem(codeText('verify_first'));
      throw new Error(codeText('verify_first'));
    }
    setCaptchaProblem(null);
    try {
      return await requestSmsCode({
        mobileNum: mobile,
        purpose: 'twoFactor',
        username: pending?.username,
        ...(dialCode ? { countryDialingCode: dialCode } : {}),
        ...(smsCaptcha ? captchaPayload(captcha) : {}),
      });
    } finally {
      // the send spent the captcha: a new image for the next one
      setCaptcha(null);
      setCaptchaReset((k) => k + 1);
    }
  };

  /** The e-mail method's first step: the verification call without a code e-mails one (decision 0011). */
  const sendEmailCode = async (): Promise<SmsSendResult> => {
    const email = values.email.trim();
    if (!pending) return {};
    if (!EMAIL_PATTERN.test(email)) {
      setInvalid({ field: 'email', code: 'in_email_incorrect' });
      refs.email.current?.focus();
      throw new Error(codeText('in_email_incorrect'));
    }
    setInvalid(null);
    let reply: LoginReply;
    try {
      reply = await loginVerification(verificationBody(pending, 'email', 'email', { ...values, emailCode: '' }, ''));
    } catch (err) {
      const sent = isApiError(err) && err.errorCode === 'verify_first' ? emailCodeSentValueSchema.safeParse(err.value) : null;
      if (!sent?.success) throw err;
      setEmailSent({ to: email, until: countdownEnd('until', sent.data) });
      refs.emailCode.current?.focus();
      return { expirationTime: sent.data.expirationTime };
    }
    // a platform that needs no code signs in on the first step
    await pass(reply);
    return {};
  };

  const input = (field: Field, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => (
    <TextField
      ref={refs[field]}
      label={label}
      name={field}
      value={values[field]}
      onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
      error={invalid?.field === field ? codeText(invalid.code) : null}
      {...extra}
    />
  );

  /** The fields of one possession factor: on its own tab, or beside the payee name. */
  const factorFields = (factor: PossessionFactor): ReactNode => {
    if (factor === 'ga') return input('authCode', t('twoFactor.authCode'), { icon: 'lock', inputMode: 'numeric', autoComplete: 'one-time-code' });
    if (factor === 'email') {
      return (
        <>
          {input('email', t('twoFactor.email'), { icon: 'info', type: 'email', autoComplete: 'email' })}
          {input('emailCode', t('twoFactor.emailCode'), {
            icon: 'lock',
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            end: <SmsCodeButton mode="until" send={sendEmailCode} label={t('twoFactor.sendEmailCode')} className="shrink-0" />,
          })}
          <p role="status" className="text-xs text-muted">
            {emailSent ? t('twoFactor.emailSent', { email: emailSent.to, time: formatDateTime(emailSent.until) }) : null}
          </p>
        </>
      );
    }
    return (
      <>
        <CountryCodeSelect value={dialCode} onChange={setDialCode} label={t('login.dialCode')} />
        {input('mobileNum', t('twoFactor.mobile'), { icon: 'chat', inputMode: 'numeric', autoComplete: 'tel' })}
        {smsCaptcha && (
          <CaptchaBox
            value={captcha}
            onChange={(c) => {
              setCaptcha(c);
              if (c) setCaptchaProblem(null);
            }}
            resetKey={captchaReset}
            error={captchaProblem ?? undefined}
            purpose="sms"
            id="two-factor-captcha"
          />
        )}
        {input('verificationCode', t('twoFactor.smsCode'), {
          icon: 'lock',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          end: <SmsCodeButton mode="until" send={sendSms} className="shrink-0" />,
        })}
      </>
    );
  };

  const payeeFields = (
    <>
      {input('payeeName', t('twoFactor.payeeName'), { icon: 'user', autoComplete: 'name' })}
      <p className="text-xs text-muted">{t('twoFactor.payeeNeedsPartner')}</p>
      {partners.length > 1 && (
        <fieldset className="space-y-2">
          <legend className="text-xs font-semibold tracking-wide text-muted">{t('twoFactor.partner')}</legend>
          <div className="flex flex-wrap gap-2">
            {partners.map((p) => (
              <label key={p} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-border px-3 text-sm has-[:checked]:border-accent">
                <input type="radio" name="two-factor-partner" value={p} checked={partner === p} onChange={() => { setPartner(p); setInvalid(null); }} />
                {t(`twoFactor.tab.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {factorFields(partner)}
    </>
  );

  return (
    <AuthModal
      open={pending !== null}
      onOpenChange={(o) => !o && close()}
      title={t('twoFactor.title')}
      description={t('twoFactor.subtitle')}
      width="sm:max-w-[660px]"
      testId="two-factor-dialog"
    >
      {passing ? (
        <div className="grid place-items-center gap-3 py-10" data-testid="two-factor-loader">
          <Spinner className="size-10 text-accent" label={t('twoFactor.continuing')} />
          <p className="text-sm text-muted">{t('twoFactor.continuing')}</p>
        </div>
      ) : !active ? (
        // only the payee name is allowed: no method the platform accepts alone, so nothing to submit
        // (the modal's own close button ends it)
        <p role="alert" className="py-4 text-sm text-text">
          {t('twoFactor.noUsableMethod')}
        </p>
      ) : (
        <Tabs.Root value={active} onValueChange={(v) => { setTab(v as Tab); setInvalid(null); }}>
          <Tabs.List
            aria-label={t('twoFactor.methods')}
            // four tabs wrap two by two on phones rather than scrolling out of sight
            className={cn('mb-5 grid gap-1 rounded-control bg-surface-2/70 p-1', tabs.length > 2 ? 'grid-cols-2 sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none' : 'auto-cols-fr grid-flow-col')}
          >
            {tabs.map((k) => (
              <Tabs.Trigger
                key={k}
                value={k}
                className={cn(
                  'min-h-11 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold whitespace-nowrap text-muted transition',
                  'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
                )}
              >
                {t(`twoFactor.tab.${k}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('twoFactor.title')}>
            {tabs.map((k) => (
              <Tabs.Content key={k} value={k} className="space-y-4 outline-none">
                {k === 'payeeName' ? payeeFields : factorFields(k)}
              </Tabs.Content>
            ))}
            <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
              {busy && <Spinner className="size-5" />}
              {t('twoFactor.submit')}
            </Button>
          </form>
        </Tabs.Root>
      )}
    </AuthModal>
  );
}
