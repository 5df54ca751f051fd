import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldState, fillRuleHint, type FieldState, type RegisterSetting } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { CaptchaBox, CountryCodeSelect, SmsCodeButton, captchaPassed, captchaPayload, type CaptchaValue } from '../../../components/verification';
import { registerMobile } from '../api/register-mobile';
import { registerOnlyMobile } from '../api/register-only-mobile';
import { sendRegisterSms } from '../api/send-register-sms';
import { useCompleteRegistration } from '../hooks/use-complete-registration';
import { useRegisterLinks, useRegisterOrigin } from '../hooks/use-register-links';
import { digitsOnly } from '../model/fields';
import { firstMobileProblem, mobileRule, passwordRule, type MobileFormField, type MobileFormValues, type MobileProblem } from '../model/mobile-form';
import { AgreementCheck } from './agreement-check';
import { FieldShell, FormMessage, inputClasses } from './field-shell';

/**
 * The mobile-number form (spec 1 §2 #5): mobile, password, confirm, SMS code (fixed 120 s),
 * optional referrer, captcha, age-and-terms box; messages in the order of spec 1 §5.
 * With `withPassword` false it is the mobile-only form (MOBILENUMREG3): no password, and the
 * change-password mode is turned on after registering (spec 1 §4).
 */
export function MobileRegisterForm({ setting, withPassword, siteAffiliateCode }: { setting: RegisterSetting; withPassword: boolean; siteAffiliateCode?: string }) {
  const { t } = useTranslation('register');
  const complete = useCompleteRegistration();
  const links = useRegisterLinks(siteAffiliateCode);
  const registerOrigin = useRegisterOrigin();
  const { register, getValues, setValue, control, handleSubmit, formState } = useForm<MobileFormValues>({
    defaultValues: { countryDialingCode: '', mobileNum: '', password: '', confirmPassword: '', verificationCode: '', recommenderId: '', terms: false },
  });
  const [problem, setProblem] = useState<MobileProblem | null>(null);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [busy, setBusy] = useState(false);
  const mRule = mobileRule(setting.rules);
  const pRule = passwordRule(setting.rules);
  const country = useWatch({ control, name: 'countryDialingCode' });
  const terms = useWatch({ control, name: 'terms' });

  const messageOf = (p: MobileProblem | null) => (p ? t(p.key, p.vars) : null);
  const stateOf = (name: 'mobileNum' | 'password' | 'confirmPassword'): FieldState => {
    if (problem?.field === name) return 'error';
    if (!formState.touchedFields[name]) return 'none';
    const v = getValues(name);
    if (name === 'confirmPassword') return v === '' ? 'none' : v === getValues('password') ? 'right' : 'error';
    return fieldState(name === 'mobileNum' ? mRule : pRule, v);
  };
  const errorFor = (f: MobileFormField) => (problem?.field === f ? (messageOf(problem) ?? undefined) : undefined);

  const sendSms = async () => {
    const mobile = getValues('mobileNum').trim();
    // the mobile is checked before a code is requested (spec 1 §5)
    if (fieldState(mRule, mobile) !== 'right') {
      const p: MobileProblem = { field: 'mobileNum', key: 'mobile.errors.mobile' };
      setProblem(p);
      throw new Error(t(p.key));
    }
    // the platform guards SMS sends with the captcha too, and spends it (spec 1 §1)
    if (!captchaPassed(captcha)) {
      const p: MobileProblem = { field: 'captcha', key: 'mobile.errors.captcha' };
      setProblem(p);
      throw new Error(t(p.key));
    }
    try {
      return await sendRegisterSms({ mobileNum: mobile, countryDialingCode: country || undefined, ...captchaPayload(captcha) });
    } finally {
      setCaptchaReset((k) => k + 1);
    }
  };

  const onSubmit = async (v: MobileFormValues) => {
    const values = { ...v, mobileNum: v.mobileNum.trim(), verificationCode: v.verificationCode.trim(), recommenderId: v.recommenderId.trim() };
    const p = firstMobileProblem(values, { rules: setting.rules, withPassword, captchaPassed: captchaPassed(captcha) });
    setProblem(p);
    if (p) return;
    setBusy(true);
    try {
      const common = {
        countryDialingCode: values.countryDialingCode || undefined,
        mobileNum: values.mobileNum,
        verificationCode: values.verificationCode,
        recommenderId: values.recommenderId || undefined,
        referralCode: links.referralCode,
        affiliateCode: links.affiliateCode,
        registerMethod: 'WEB' as const,
        ...registerOrigin(),
        login: true,
        ...captchaPayload(captcha),
      };
      const reply = withPassword
        ? await registerMobile({ ...common, password: values.password, confirmPassword: values.confirmPassword, agreement: true })
        : await registerOnlyMobile(common);
      complete(reply, withPassword);
    } catch {
      // the funnel showed the message; the captcha must be passed again (spec 1 §8)
      setCaptchaReset((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  const hint = (label: string, rule: { minLength: number; maxLength: number }) =>
    fillRuleHint(t('hint.template', { label, unit: t('hint.unit') }), rule);

  const mobileReg = register('mobileNum');
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="grid grid-cols-1 gap-4" aria-label={t('tabs.mobile')}>
      <FieldShell id="mreg-mobile" label={t('fields.mobileNum')} required state={stateOf('mobileNum')} hint={hint(t('fields.mobileNum'), mRule)} error={errorFor('mobileNum')}>
        <div className="flex gap-2">
          <CountryCodeSelect value={country} onChange={(c) => setValue('countryDialingCode', c)} className="w-28" />
          <input
            id="mreg-mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={mRule.maxLength}
            aria-invalid={stateOf('mobileNum') === 'error' || undefined}
            aria-describedby="mreg-mobile-hint"
            className={inputClasses(stateOf('mobileNum'), 'pr-10')}
            {...mobileReg}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value);
              if (problem?.field === 'mobileNum') setProblem(null);
              void mobileReg.onChange(e);
            }}
          />
        </div>
      </FieldShell>

      {withPassword ? (
        <>
          <FieldShell id="mreg-password" label={t('fields.password')} required state={stateOf('password')} hint={hint(t('fields.password'), pRule)} error={errorFor('password')}>
            <input id="mreg-password" type="password" autoComplete="new-password" maxLength={pRule.maxLength} aria-invalid={stateOf('password') === 'error' || undefined} aria-describedby="mreg-password-hint" className={inputClasses(stateOf('password'), 'pr-10')} {...register('password')} />
          </FieldShell>
          <FieldShell id="mreg-confirm" label={t('fields.verifyPwd')} required state={stateOf('confirmPassword')} error={errorFor('confirmPassword')}>
            <input id="mreg-confirm" type="password" autoComplete="new-password" maxLength={pRule.maxLength} aria-invalid={stateOf('confirmPassword') === 'error' || undefined} className={inputClasses(stateOf('confirmPassword'), 'pr-10')} {...register('confirmPassword')} />
          </FieldShell>
        </>
      ) : null}

      <FieldShell
        id="mreg-code"
        label={t('fields.verificationCode')}
        required
        state={problem?.field === 'verificationCode' ? 'error' : 'none'}
        error={errorFor('verificationCode')}
        trailing={<SmsCodeButton send={sendSms} mode="fixed120" />}
      >
        <input id="mreg-code" type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={10} aria-invalid={problem?.field === 'verificationCode' || undefined} className={inputClasses(problem?.field === 'verificationCode' ? 'error' : 'none')} {...register('verificationCode')} />
      </FieldShell>

      <FieldShell id="mreg-referrer" label={t('fields.recommenderId')} required={false} state="none">
        <input id="mreg-referrer" type="text" autoComplete="off" maxLength={64} className={inputClasses('none')} {...register('recommenderId')} />
      </FieldShell>

      <CaptchaBox value={captcha} onChange={setCaptcha} resetKey={captchaReset} error={errorFor('captcha')} id="mreg-captcha" />

      <AgreementCheck checked={terms} onChange={(c) => setValue('terms', c)} text={t('mobile.terms')} invalid={problem?.field === 'terms'} />

      <FormMessage message={messageOf(problem)} />

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-5" /> : null}
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
