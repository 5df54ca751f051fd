import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFlag, type CaptchaFields, type LoginRequest, type SocialArgs } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../components/ui/cn';
import {
  CaptchaBox,
  CountryCodeSelect,
  SmsCodeButton,
  captchaPassed,
  captchaPayload,
  type CaptchaValue,
} from '../../../components/verification';
import { useAuthStore } from '../auth-store';
import { freeplay } from '../api/freeplay';
import { requestSmsCode } from '../api/sms-login-code';
import { codeText } from '../code-text';
import { useLoginFlow } from '../hooks/use-login-flow';
import { validateLogin, type LoginMode, type LoginProblem } from '../login-rules';
import { readRemembered, writeRemembered } from '../remember-cookies';
import { showSocialSignInError } from '../social-error';
import { SocialSignInError, enabledChannels, signInWithPopup, type SocialChannel } from '../social-sign-in';
import { FreeplayCaptchaStep } from './freeplay-captcha-step';
import { PhoneSignInStep } from './phone-sign-in-step';
import { TextField } from './text-field';

/** Which login modes the merchant offers (spec 1 §2: SMS-code and mobile login depend on settings). */
function useModes(): LoginMode[] {
  const flags = useAuthStore((s) => s.config.flags);
  const modes: LoginMode[] = ['username'];
  if (hasFlag(flags, 'MOBILEVERCODELOGIN3')) modes.push('sms');
  if (hasFlag(flags, 'MOBILELOGIN3')) modes.push('mobileNum');
  return modes;
}

const SOCIAL_LABEL: Record<SocialChannel, string> = { google: 'G', facebook: 'f', twitter: 'X', line: 'L' };
const SOCIAL_TINT: Record<SocialChannel, string> = {
  google: 'bg-white text-[#4285f4]',
  facebook: 'bg-[#1877f2] text-white',
  twitter: 'bg-black text-white ring-1 ring-white/20',
  line: 'bg-[#06c755] text-white',
};

/**
 * The login panel (spec 1 §2 screen 1), inline on /login and inside the popup: username, SMS-code
 * and mobile login, remember password, captcha after a flagged failure, free play, register,
 * forgot password and social sign-in.
 */
export function LoginPanel({ className, focusFirst = true }: { className?: string; focusFirst?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const modes = useModes();
  const flags = useAuthStore((s) => s.config.flags);
  const registerRules = useAuthStore((s) => s.config.registerRules);
  const captchaRequired = useAuthStore((s) => s.captchaRequired);
  // with CAPTCHA3 the platform guards SMS sends with the image captcha (spec 1 §1) and spends it;
  // free play makes an account, so it asks it too, as registration does (issue 11)
  const captchaFlag = hasFlag(flags, 'CAPTCHA3');
  const [freeplayAsking, setFreeplayAsking] = useState(false);
  const [phoneSigningIn, setPhoneSigningIn] = useState(false);
  const socialKept = useAuthStore((s) => s.socialArgs !== null);
  const { submitLogin, acceptLoginReply } = useLoginFlow();

  const [remembered] = useState(readRemembered);
  const [chosenMode, setMode] = useState<LoginMode>('username');
  // a mode the merchant switched off falls back to username login
  const mode = modes.includes(chosenMode) ? chosenMode : 'username';
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [remember, setRemember] = useState(Boolean(remembered?.password));
  const keepSignedIn = useAuthStore((s) => s.keepSignedIn);
  const [dialCode, setDialCode] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [busy, setBusy] = useState(false);
  const userRef = useRef<HTMLInputElement>(null);
  const passRef = useRef<HTMLInputElement>(null);

  const switchMode = (m: LoginMode) => {
    setMode(m);
    setProblem(null);
    setPassword(m === 'username' ? (remembered?.password ?? '') : '');
    setUsername(m === 'username' ? (remembered?.username ?? '') : '');
  };

  const focus = (field: LoginProblem['field']) => (field === 'username' ? userRef : passRef).current?.focus();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = validateLogin(mode, username, password, registerRules);
    if (found) {
      if (found.clear) setUsername('');
      setProblem(found);
      focus(found.field);
      return;
    }
    if (captchaRequired && !captchaPassed(captcha)) {
      setProblem({ code: 'verify_first', field: 'password' });
      return;
    }
    setProblem(null);
    setBusy(true);
    const user = username.trim();
    const data: LoginRequest = {
      username: user,
      password,
      type: mode,
      ...(mode !== 'username' && dialCode ? { countryDialingCode: dialCode } : {}),
      ...(captchaRequired ? captchaPayload(captcha) : {}),
    };
    const outcome = await submitLogin(data);
    // a failed login hides the spinner (spec 1 §4 step 4); success unmounts or navigates
    setBusy(false);
    if (outcome === 'failed') {
      setCaptchaReset((n) => n + 1);
      setCaptcha(null);
      return;
    }
    if (mode === 'username') writeRemembered(user, password, remember);
  };

  /** Sends free play; false when it failed. */
  const startFreeplay = async (captchaFields: CaptchaFields = {}): Promise<boolean> => {
    setBusy(true);
    try {
      const reply = await freeplay(captchaFields);
      await acceptLoginReply(reply, reply.userName, '');
      return true;
    } catch {
      // the funnel showed the message
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onFreeplay = () => {
    if (busy) return;
    if (!captchaFlag) {
      void startFreeplay();
      return;
    }
    // the login form's captcha image goes away with the form: its typed answer with it
    setCaptcha(null);
    setFreeplayAsking(true);
  };

  const onSocial = async (channel: SocialChannel) => {
    let args: SocialArgs | null;
    try {
      args = await signInWithPopup(channel);
    } catch (e) {
      // spec 1 §8 social sign-in errors: the code's text, the code and the reason
      if (e instanceof SocialSignInError) return showSocialSignInError(e);
      throw e;
    }
    if (!args) return;
    setBusy(true);
    await submitLogin(args);
    setBusy(false);
  };

  const signInByPhone = async (args: SocialArgs) => {
    setBusy(true);
    try {
      await submitLogin(args);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    const mobile = username.trim();
    if (!/^[0-9]+$/.test(mobile)) {
      setUsername('');
      setProblem({ code: 'br_enright_cphone', field: 'username', clear: true });
      userRef.current?.focus();
      throw new Error(codeText('br_enright_cphone'));
    }
    if (captchaFlag && !captchaPassed(captcha)) {
      setProblem({ code: 'verify_first', field: 'captcha' });
      throw new Error(codeText('verify_first'));
    }
    setProblem(null);
    try {
      return await requestSmsCode({
        mobileNum: mobile,
        purpose: 'login',
        ...(dialCode ? { countryDialingCode: dialCode } : {}),
        ...(captchaFlag ? captchaPayload(captcha) : {}),
      });
    } finally {
      // the send spent the captcha: a new image for the next send or the login
      setCaptchaReset((n) => n + 1);
      setCaptcha(null);
    }
  };

  const goRegister = () => {
    useAuthStore.getState().closeLogin();
    void navigate('/register');
  };

  const channels = enabledChannels(flags);
  const message = problem ? codeText(problem.code) : null;
  const phone = mode !== 'username';

  if (phoneSigningIn) {
    return (
      <div className={cn('space-y-5', className)} data-testid="login-panel">
        <PhoneSignInStep busy={busy} signIn={signInByPhone} back={() => setPhoneSigningIn(false)} />
      </div>
    );
  }

  if (freeplayAsking) {
    return (
      <div className={cn('space-y-5', className)} data-testid="login-panel">
        <FreeplayCaptchaStep busy={busy} start={startFreeplay} back={() => setFreeplayAsking(false)} />
      </div>
    );
  }

  return (
    <div className={cn('space-y-5', className)} data-testid="login-panel">
      {modes.length > 1 && (
        <div role="tablist" aria-label={t('login.modes')} className="grid grid-flow-col gap-1 rounded-control bg-surface-2/70 p-1">
          {modes.map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={mode === m}
              onClick={() => switchMode(m)}
              className={cn(
                'min-h-11 rounded-[calc(var(--radius-control)-2px)] px-2 text-sm font-semibold transition',
                mode === m ? 'bg-surface text-text shadow-sm' : 'text-muted hover:text-text',
              )}
            >
              {t(`login.mode.${m}`)}
            </button>
          ))}
        </div>
      )}

      {socialKept && (
        <p role="status" className="rounded-control border border-info/30 bg-info/10 px-3 py-2 text-sm text-text">
          {t('bind.keptHint')}
        </p>
      )}

      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('login.formLabel')}>
        {phone && <CountryCodeSelect value={dialCode} onChange={setDialCode} label={t('login.dialCode')} />}
        <TextField
          ref={userRef}
          label={phone ? t('login.mobile') : t('login.username')}
          icon={phone ? 'chat' : 'user'}
          name="username"
          autoComplete={phone ? 'tel' : 'username'}
          inputMode={phone ? 'numeric' : undefined}
          // the popup opens on a user action, so taking the focus there is expected
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusFirst}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          invalid={problem?.field === 'username'}
        />
        {mode === 'sms' ? (
          <TextField
            ref={passRef}
            label={t('login.smsCode')}
            icon="lock"
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={problem?.field === 'password'}
            end={<SmsCodeButton mode="fixed120" send={sendCode} className="shrink-0" />}
          />
        ) : (
          <TextField
            ref={passRef}
            label={t('login.password')}
            icon="lock"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            invalid={problem?.field === 'password'}
            end={
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={showPassword}
                className="-mr-2 grid size-11 shrink-0 place-items-center rounded-control text-muted hover:text-text"
              >
                <Icon name={showPassword ? 'eyeOff' : 'eye'} className="size-5" />
              </button>
            }
          />
        )}

        {(captchaRequired || (mode === 'sms' && captchaFlag)) && (
          // in SMS-code mode the box guards the code send first (spec 1 §8 SMS captcha)
          <CaptchaBox value={captcha} onChange={setCaptcha} resetKey={captchaReset} purpose={mode === 'sms' ? 'sms' : 'form'} />
        )}

        <div className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-4">
            {mode === 'username' && (
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-muted">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(e) => setRemember(e.target.checked)}
                  className="size-4 accent-[var(--c-accent)]"
                />
                {t('login.remember')}
              </label>
            )}
            <label className="flex min-h-11 cursor-pointer items-center gap-2 text-muted">
              <input
                type="checkbox"
                checked={keepSignedIn}
                onChange={(e) => useAuthStore.getState().set({ keepSignedIn: e.target.checked })}
                className="size-4 accent-[var(--c-accent)]"
              />
              {t('login.keepSignedIn')}
            </label>
          </div>
          <button
            type="button"
            onClick={() => useAuthStore.getState().set({ forgotOpen: true })}
            className="min-h-11 font-semibold text-accent hover:underline"
          >
            {t('login.forgot')}
          </button>
        </div>

        {message && (
          <p role="alert" data-testid="login-error" className="flex items-start gap-2 rounded-control bg-danger/10 px-3 py-2 text-sm text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {message}
          </p>
        )}

        <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
          {busy && <Spinner className="size-5" label={t('login.busy')} />}
          {t('login.submit')}
        </Button>
      </form>

      <div className={cn('grid gap-3', hasFlag(flags, 'FREEPLAY3') ? 'grid-cols-2' : 'grid-cols-1')}>
        <Button variant="outline" onClick={goRegister}>
          {t('login.register')}
        </Button>
        {hasFlag(flags, 'FREEPLAY3') && (
          <Button variant="secondary" onClick={onFreeplay} disabled={busy}>
            <Icon name="sparkles" className="size-4" />
            {t('login.freeplay')}
          </Button>
        )}
      </div>

      {channels.length > 0 && (
        <div className="space-y-3">
          <div className="flex items-center gap-3 text-xs text-muted">
            <span className="h-px flex-1 bg-border" />
            {t('login.orWith')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <div className="flex justify-center gap-3">
            {channels.map((c) => (
              <button
                key={c}
                type="button"
                onClick={() => void onSocial(c)}
                aria-label={t(`social.${c}`)}
                title={t(`social.${c}`)}
                className={cn('grid size-12 place-items-center rounded-full text-lg font-black shadow transition hover:scale-105', SOCIAL_TINT[c])}
              >
                <span aria-hidden="true">{SOCIAL_LABEL[c]}</span>
              </button>
            ))}
            {/* the phone sign-in goes through the same sign-in service, so it is offered beside the social buttons */}
            <button
              type="button"
              onClick={() => setPhoneSigningIn(true)}
              disabled={busy}
              aria-label={t('social.phone')}
              title={t('social.phone')}
              className="grid size-12 place-items-center rounded-full bg-surface-2 text-accent shadow ring-1 ring-border transition hover:scale-105"
            >
              <Icon name="chat" className="size-5" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

