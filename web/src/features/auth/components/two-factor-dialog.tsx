import { useRef, useState, type ComponentProps, type FormEvent, type RefObject } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import {
  TWO_FACTOR_SUCCESS_LOADER_MS,
  TWO_FACTOR_TABS,
  TWO_FACTOR_TAB_METHOD,
  hasFlag,
  type LoginVerificationRequest,
} from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { CaptchaBox, CountryCodeSelect, SmsCodeButton, captchaPassed, captchaPayload, type CaptchaValue } from '../../../components/verification';
import { isApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialogs';
import { errorMessage } from '../../../lib/error-funnel';
import { useAuthStore } from '../auth-store';
import { loginVerification } from '../api/login-verification';
import { requestSmsCode } from '../api/sms-login-code';
import { codeText } from '../code-text';
import { useLoginFlow } from '../hooks/use-login-flow';
import { EMAIL_PATTERN } from '../login-rules';
import { AuthModal } from './auth-modal';
import { TextField } from './text-field';

type Tab = (typeof TWO_FACTOR_TABS)[number];
type Field = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';
const EMPTY: Record<Field, string> = { payeeName: '', mobileNum: '', verificationCode: '', authCode: '', email: '' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first missing field of a method, with its message code (spec 1 §5 Two-factor). */
function missing(tab: Tab, v: Record<Field, string>): { field: Field; code: string } | null {
  if (tab === 'payeeName' && !v.payeeName.trim()) return { field: 'payeeName', code: 'two_factor_payee_name_required' };
  if (tab === 'sms') {
    if (!/^[0-9]+$/.test(v.mobileNum.trim())) return { field: 'mobileNum', code: 'br_enright_cphone' };
    if (!v.verificationCode.trim()) return { field: 'verificationCode', code: 'enter_verification_code' };
  }
  if (tab === 'ga' && !v.authCode.trim()) return { field: 'authCode', code: 'two_factor_auth_code_required' };
  if (tab === 'email' && !EMAIL_PATTERN.test(v.email.trim())) return { field: 'email', code: 'in_email_incorrect' };
  return null;
}

/**
 * Two-factor login modal (spec 1 §2 screen 8, §4 step 5, §5, §8): 660 px on desktop, full width on
 * phones; tabs for the methods the error value allows, in the order payeeName, sms, ga, email.
 */
export function TwoFactorDialog() {
  const { t } = useTranslation('auth');
  const pending = useAuthStore((s) => s.twoFactor);
  const { acceptLoginReply } = useLoginFlow();
  const allowed = TWO_FACTOR_TABS.filter((k) => pending?.methods[k]);
  const tabs: readonly Tab[] = allowed.length > 0 ? allowed : TWO_FACTOR_TABS;
  const [tab, setTab] = useState<Tab | null>(null);
  const active = tab && tabs.includes(tab) ? tab : tabs[0]!;
  const [values, setValues] = useState(EMPTY);
  const [dialCode, setDialCode] = useState('');
  const [invalid, setInvalid] = useState<{ field: Field; code: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [passing, setPassing] = useState(false);
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
  };
  const primaryField: Record<Tab, Field> = { payeeName: 'payeeName', sms: 'verificationCode', ga: 'authCode', email: 'email' };

  const close = () => {
    useAuthStore.getState().set({ twoFactor: null });
    setValues(EMPTY);
    setInvalid(null);
    setPassing(false);
    setCaptcha(null);
    setCaptchaProblem(null);
    setCaptchaReset((k) => k + 1);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // a double submit is ignored while one is on its way (spec 1 §5)
    if (!pending || submitting.current) return;
    const gap = missing(active, values);
    if (gap) {
      setInvalid(gap);
      refs[gap.field].current?.focus();
      return;
    }
    setInvalid(null);
    submitting.current = true;
    setBusy(true);
    const method = TWO_FACTOR_TAB_METHOD[active];
    const body: LoginVerificationRequest = {
      username: pending.username,
      password: pending.password,
      method,
      ...(pending.firebaseIdToken ? { firebaseIdToken: pending.firebaseIdToken } : {}),
      ...(active === 'payeeName' ? { payeeName: values.payeeName.trim() } : {}),
      ...(active === 'sms'
        ? { mobileNum: values.mobileNum.trim(), verificationCode: values.verificationCode.trim(), ...(dialCode ? { countryDialingCode: dialCode } : {}) }
        : {}),
      ...(active === 'ga' ? { authCode: values.authCode.trim() } : {}),
      ...(active === 'email' ? { email: values.email.trim() } : {}),
    };
    try {
      const reply = await loginVerification(body);
      openDialog({ tone: 'success', message: t('twoFactor.passed'), key: 'two-factor-passed' });
      setPassing(true);
      // spec 1 §4 step 5: continue the login, a 500 ms loader, then close
      await Promise.all([acceptLoginReply(reply, pending.username, pending.password), sleep(TWO_FACTOR_SUCCESS_LOADER_MS)]);
      close();
    } catch (err) {
      // spec 1 §8: the server message in a warning dialog, refocus, clear e-mail, auth code and code
      const message = isApiError(err) ? err.message || errorMessage(err) : t('twoFactor.failed');
      openDialog({ tone: 'warning', message, key: 'two-factor-failed' });
      setValues((v) => ({ ...v, email: '', authCode: '', verificationCode: '' }));
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
                {k === 'payeeName' && input('payeeName', t('twoFactor.payeeName'), { icon: 'user', autoComplete: 'name' })}
                {k === 'sms' && (
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
                )}
                {k === 'ga' && input('authCode', t('twoFactor.authCode'), { icon: 'lock', inputMode: 'numeric', autoComplete: 'one-time-code' })}
                {k === 'email' && input('email', t('twoFactor.email'), { icon: 'info', type: 'email', autoComplete: 'email' })}
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
