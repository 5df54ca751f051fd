import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialArgs } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { CountryCodeSelect, SmsCodeButton, withPlus } from '../../../components/verification';
import { codeText } from '../code-text';
import { SOCIAL_CODE_EXPIRED, showSocialSignInError } from '../social-error';
import { SocialSignInError, phoneIdentity, type PhoneSession } from '../social-sign-in';
import { TextField } from './text-field';

export interface PhoneSignInStepProps {
  busy: boolean;
  /** Signs in with the social args the confirmed code gave (the login flow: login, bind choice). */
  signIn: (args: SocialArgs) => Promise<void>;
  back: () => void;
}

type Problem = { field: 'mobile' | 'code'; code: string };

/**
 * The phone-based social sign-in (spec 1 §1, §7 "SMS send and confirm"): the third-party service
 * sends a code to the number and confirms it for an ID token, which signs in as the other social
 * buttons do. Its failures show the code's text, the code and the reason; confirming without the
 * SMS session of a sent code shows auth/code-expired (spec 1 §8). Takes the login form's place.
 */
export function PhoneSignInStep({ busy, signIn, back }: PhoneSignInStepProps) {
  const { t } = useTranslation('auth');
  const [dialCode, setDialCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState(false);
  // the SMS session of the last code sent (Firebase's confirmation result); none until one is sent
  const session = useRef<PhoneSession | null>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const fail = (p: Problem) => {
    setProblem(p);
    (p.field === 'mobile' ? mobileRef : codeRef).current?.focus();
    return codeText(p.code);
  };

  /** The number as the service wants it: the dialing code and the digits, with a +. */
  const phoneNumber = () => `${withPlus(dialCode) || '+'}${mobile.trim()}`;

  const sendCode = async () => {
    if (!/^[0-9]+$/.test(mobile.trim())) throw new Error(fail({ field: 'mobile', code: 'br_enright_cphone' }));
    setProblem(null);
    try {
      session.current = await phoneIdentity.sendCode(phoneNumber());
    } catch (e) {
      if (!(e instanceof SocialSignInError)) throw e;
      showSocialSignInError(e);
      // the dialog says why: the button just goes back to "get code"
      throw new Error('');
    }
    codeRef.current?.focus();
    return {};
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || confirming) return;
    if (!/^[0-9]+$/.test(mobile.trim())) return void fail({ field: 'mobile', code: 'br_enright_cphone' });
    if (!code.trim()) return void fail({ field: 'code', code: 'enter_verification_code' });
    setProblem(null);
    const sent = session.current;
    // a code typed with no SMS session to confirm it in: the expired-code message (spec 1 §8)
    if (!sent) return showSocialSignInError(new SocialSignInError(SOCIAL_CODE_EXPIRED));
    setConfirming(true);
    try {
      const args = await phoneIdentity.confirm(sent, code.trim());
      await signIn(args);
    } catch (err) {
      if (!(err instanceof SocialSignInError)) throw err;
      showSocialSignInError(err);
    } finally {
      setConfirming(false);
    }
  };

  // the session belongs to the number the code went to: another number needs its own code
  const changeNumber = (apply: () => void) => {
    session.current = null;
    apply();
  };

  const working = busy || confirming;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t('phone.formLabel')} data-testid="phone-sign-in">
      <p className="flex items-start gap-2 text-sm text-muted">
        <Icon name="chat" className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('phone.hint')}
      </p>
      <CountryCodeSelect value={dialCode} onChange={(c) => changeNumber(() => setDialCode(c))} label={t('login.dialCode')} />
      <TextField
        ref={mobileRef}
        label={t('login.mobile')}
        icon="chat"
        name="mobile"
        autoComplete="tel"
        inputMode="numeric"
        value={mobile}
        onChange={(e) => changeNumber(() => setMobile(e.target.value))}
        error={problem?.field === 'mobile' ? codeText(problem.code) : null}
        end={<SmsCodeButton mode="fixed120" send={sendCode} className="shrink-0" />}
      />
      <TextField
        ref={codeRef}
        label={t('login.smsCode')}
        icon="lock"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={problem?.field === 'code' ? codeText(problem.code) : null}
      />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={back}>
          {t('phone.back')}
        </Button>
        <Button type="submit" disabled={working} aria-busy={working}>
          {working && <Spinner className="size-5" label={t('phone.busy')} />}
          {t('phone.submit')}
        </Button>
      </div>
    </form>
  );
}
