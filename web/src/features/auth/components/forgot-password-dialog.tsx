import { useRef, useState, type FormEvent } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_SERVICE_WINDOW, checkField, hasFlag } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import { CaptchaBox, CountryCodeSelect, SmsCodeButton, captchaPassed, captchaPayload, type CaptchaValue } from '../../../components/verification';
import { openDialog } from '../../../lib/dialogs';
import { PASSWORD_RULE_CODE, passwordRuleText } from '../../../lib/password-rule-text';
import { useAuthStore } from '../auth-store';
import { passwordEmail } from '../api/password-email';
import { passwordSms } from '../api/password-sms';
import { passwordVerification } from '../api/password-verification';
import { codeText } from '../code-text';
import { EMAIL_PATTERN, passwordRule } from '../login-rules';
import { AuthModal } from './auth-modal';
import { TextField } from './text-field';

type Tab = 'phone' | 'email' | 'service';
type Field = 'username' | 'mobileNumber' | 'verificationCode' | 'newPassword' | 'confirmNewPassword' | 'email';
type Problem = { field: Field | 'captcha'; code: string };
const EMPTY: Record<Field, string> = { username: '', mobileNumber: '', verificationCode: '', newPassword: '', confirmNewPassword: '', email: '' };

/** Forgot password (spec 1 §2 screen 4, §5): phone SMS, e-mail and online service tabs. */
export function ForgotPasswordDialog() {
  const { t } = useTranslation('auth');
  const open = useAuthStore((s) => s.forgotOpen);
  const customerService = useAuthStore((s) => s.config.customerService);
  // the new password follows the merchant's rule (status info.register; issue 11)
  const rule = passwordRule(useAuthStore((s) => s.config.registerRules));
  // the platform guards SMS sends with the image captcha when CAPTCHA3 is on (spec 1 §1) and spends it
  const captchaOn = useAuthStore((s) => hasFlag(s.config.flags, 'CAPTCHA3'));
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [tab, setTab] = useState<Tab>('phone');
  const [v, setV] = useState(EMPTY);
  const [dialCode, setDialCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /** A spent or abandoned captcha is cleared and a new image loaded. */
  const resetCaptcha = () => {
    setCaptcha(null);
    setCaptchaReset((k) => k + 1);
  };
  const close = () => {
    useAuthStore.getState().set({ forgotOpen: false });
    setV(EMPTY);
    setProblem(null);
    resetCaptcha();
  };
  const fail = (field: Problem['field'], code: string) => {
    setProblem({ field, code });
    if (field !== 'captcha') refs.current[field]?.focus();
    return code;
  };
  // spec 1 §5: username non-empty (in_account_incorrect)
  const checkUser = () => (!v.username.trim() ? fail('username', 'in_account_incorrect') : null);
  const checkMobile = () => (!/^[0-9]+$/.test(v.mobileNumber.trim()) ? fail('mobileNumber', 'br_enright_cphone') : null);
  const checkCaptcha = () => (captchaOn && !captchaPassed(captcha) ? fail('captcha', 'verify_first') : null);

  const sendCode = async () => {
    const found = checkUser() ?? checkMobile() ?? checkCaptcha();
    if (found) throw new Error(codeText(found));
    setProblem(null);
    try {
      return await passwordSms({
        username: v.username.trim(),
        mobileNumber: v.mobileNumber.trim(),
        ...(dialCode ? { countryDialingCode: dialCode } : {}),
        ...(captchaOn ? captchaPayload(captcha) : {}),
      });
    } finally {
      // the server spends the captcha on every send, passed or not
      resetCaptcha();
    }
  };

  const done = () => {
    close();
    openDialog({ tone: 'success', message: tab === 'email' ? t('forgot.emailSent') : t('forgot.resetDone') });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || checkUser()) return;
    if (tab === 'email') {
      if (!EMAIL_PATTERN.test(v.email.trim())) return void fail('email', 'in_email_incorrect');
    } else {
      if (checkMobile()) return;
      if (!v.verificationCode.trim()) return void fail('verificationCode', 'enter_verification_code');
      if (!v.newPassword) return void fail('newPassword', 'in_password_incorrect');
      if (checkField(rule, v.newPassword)) return void fail('newPassword', PASSWORD_RULE_CODE);
      if (v.newPassword !== v.confirmNewPassword) return void fail('confirmNewPassword', 'in_confirmation_correct');
    }
    setProblem(null);
    setBusy(true);
    try {
      if (tab === 'email') await passwordEmail({ username: v.username.trim(), email: v.email.trim() });
      else
        await passwordVerification({
          username: v.username.trim(),
          mobileNumber: v.mobileNumber.trim(),
          verificationCode: v.verificationCode.trim(),
          newPassword: v.newPassword,
          confirmNewPassword: v.confirmNewPassword,
          ...(dialCode ? { countryDialingCode: dialCode } : {}),
        });
      done();
    } catch {
      // the funnel showed the server's message; a new code needs a new captcha
      if (tab === 'phone') resetCaptcha();
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={label}
      name={field}
      value={v[field]}
      onChange={(e) => setV((s) => ({ ...s, [field]: e.target.value }))}
      error={problem?.field !== field ? null : problem.code === PASSWORD_RULE_CODE ? passwordRuleText(rule) : codeText(problem.code)}
      {...extra}
    />
  );

  const openService = () => {
    const entry = customerService.find((c) => c.path.trim());
    if (!entry) return;
    const { width, height } = CUSTOMER_SERVICE_WINDOW;
    window.open(entry.path, 'customerService', `width=${width},height=${height}`);
  };

  return (
    <AuthModal open={open} onOpenChange={(o) => !o && close()} title={t('forgot.title')} description={t('forgot.subtitle')} testId="forgot-dialog">
      <Tabs.Root value={tab} onValueChange={(x) => { setTab(x as Tab); setProblem(null); }}>
        <Tabs.List aria-label={t('forgot.title')} className="mb-5 grid grid-cols-3 gap-1 rounded-control bg-surface-2/70 p-1">
          {(['phone', 'email', 'service'] as const).map((k) => (
            <Tabs.Trigger
              key={k}
              value={k}
              className={cn(
                'min-h-11 rounded-[calc(var(--radius-control)-2px)] px-2 text-sm font-semibold text-muted transition',
                'data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
              )}
            >
              {t(`forgot.tab.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="service" className="space-y-4 text-center">
          <p className="text-sm text-muted">{t('forgot.serviceText')}</p>
          <Button className="w-full" onClick={openService} disabled={!customerService.some((c) => c.path.trim())}>
            <Icon name="headset" className="size-5" />
            {t('forgot.contact')}
          </Button>
        </Tabs.Content>
        {tab !== 'service' && (
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t(`forgot.tab.${tab}`)}>
            {input('username', t('login.username'), { icon: 'user', autoComplete: 'username' })}
            {tab === 'email' ? (
              input('email', t('forgot.email'), { icon: 'info', type: 'email', autoComplete: 'email' })
            ) : (
              <>
                <CountryCodeSelect value={dialCode} onChange={setDialCode} label={t('login.dialCode')} />
                {input('mobileNumber', t('login.mobile'), { icon: 'chat', inputMode: 'numeric', autoComplete: 'tel' })}
                {captchaOn && (
                  <CaptchaBox
                    value={captcha}
                    onChange={(c) => {
                      setCaptcha(c);
                      if (c && problem?.field === 'captcha') setProblem(null);
                    }}
                    resetKey={captchaReset}
                    error={problem?.field === 'captcha' ? codeText(problem.code) : undefined}
                    purpose="sms"
                    id="forgot-captcha"
                  />
                )}
                {input('verificationCode', t('login.smsCode'), {
                  icon: 'lock',
                  inputMode: 'numeric',
                  autoComplete: 'one-time-code',
                  end: <SmsCodeButton mode="configured" send={sendCode} className="shrink-0" />,
                })}
                {input('newPassword', t('forced.new'), { icon: 'lock', type: 'password', autoComplete: 'new-password' })}
                {input('confirmNewPassword', t('forced.confirm'), { icon: 'lock', type: 'password', autoComplete: 'new-password' })}
              </>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
              {busy && <Spinner className="size-5" />}
              {t('forgot.submit')}
            </Button>
          </form>
        )}
      </Tabs.Root>
    </AuthModal>
  );
}
