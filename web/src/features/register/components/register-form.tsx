import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  CONFIGURED_MOBILE_DIGITS,
  FIELD_RULE_CODES,
  buildFieldSchema,
  fieldState,
  fillRuleHint,
  type FieldState,
  type RegisterRequest,
  type RegisterSetting,
} from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { CaptchaBox, CountryCodeSelect, SmsCodeButton, captchaPassed, captchaPayload, type CaptchaValue } from '../../../components/verification';
import { isApiError } from '../../../lib/api-error';
import { alertDialog } from '../../../lib/dialogs';
import { errorMessage } from '../../../lib/error-funnel';
import { errorText } from '../../../lib/i18n';
import { passwordRuleText } from '../../../lib/password-rule-text';
import { checkAffiliate } from '../api/check-affiliate';
import { registerAccount } from '../api/register-account';
import { sendRegisterSms } from '../api/send-register-sms';
import { useCompleteRegistration } from '../hooks/use-complete-registration';
import { useRegisterLinks, useRegisterOrigin } from '../hooks/use-register-links';
import { buildFields, digitsOnly, isSecret, type FieldDef, type FieldName } from '../model/fields';
import { AgreementCheck } from './agreement-check';
import { FieldShell, FormMessage, inputClasses } from './field-shell';

type Values = Partial<Record<FieldName, string>>;

/** A message code from the errors namespace, else the code itself (never blank). */
const codeText = (code: string): string => errorText(code) ?? code;

/**
 * The repeat password's rule is to equal the password: once both are typed, a difference is its
 * error (in_confirmation_correct) before any length rule, so a mistyped repeat says what is wrong.
 */
function withRepeatCheck(resolver: Resolver<Values>): Resolver<Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { password, verifyPwd } = values;
    if (!password || !verifyPwd || password === verifyPwd) return result;
    return { values: {}, errors: { ...result.errors, verifyPwd: { type: 'custom', message: 'in_confirmation_correct' } } };
  };
}

/**
 * The configured registration form: fields from the server rules (spec 1 §2 #5, §5), blur
 * validation with right/error states, repeat password, SMS code when REGMOBVERF3, captcha last,
 * agreement, then the submit checks in the order of spec 1 §5 and the affiliate lookup (§4).
 */
export function RegisterForm({
  setting,
  mobileVerification,
  siteAffiliateCode,
}: {
  setting: RegisterSetting;
  mobileVerification: boolean;
  /** The affiliate code of the site's domain: prefilled when the URL carries none (spec 2 §3). */
  siteAffiliateCode?: string;
}) {
  const { t } = useTranslation('register');
  const navigate = useNavigate();
  const complete = useCompleteRegistration();
  const links = useRegisterLinks(siteAffiliateCode);
  const registerOrigin = useRegisterOrigin();
  const [showAffiliate, setShowAffiliate] = useState(true);
  const fields = useMemo(() => buildFields(setting.rules, { mobileVerification, showAffiliate }), [setting.rules, mobileVerification, showAffiliate]);
  const schema = useMemo(() => z.object(Object.fromEntries(fields.map((f) => [f.name, buildFieldSchema(f.rule)]))), [fields]);

  const resolver = useMemo(() => withRepeatCheck(zodResolver(schema) as unknown as Resolver<Values>), [schema]);
  const form = useForm<Values>({ mode: 'onBlur', reValidateMode: 'onBlur', defaultValues: { affiliateCode: links.affiliateCode ?? '' }, resolver });
  const { register, getValues, getFieldState, setValue, setError, clearErrors, handleSubmit, formState } = form;
  const { errors, touchedFields, isSubmitted } = formState;

  // the site's affiliate code may be known only after the form opened: it fills the field the way
  // the URL's does, unless the visitor has been in the field or it holds a code already
  const affiliateCode = links.affiliateCode;
  useEffect(() => {
    if (affiliateCode && !getFieldState('affiliateCode').isTouched && !getValues('affiliateCode')) setValue('affiliateCode', affiliateCode);
  }, [affiliateCode, getFieldState, getValues, setValue]);

  const [message, setMessage] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // the mobile's dialing code travels beside the national number, never glued to it (spec 1 §3 Phone code request)
  const [dialCode, setDialCode] = useState('');

  /** Right or error once the field was left (or the form submitted); optional fields only when filled (spec 1 §5). */
  const stateOf = (f: FieldDef): FieldState => {
    const shown = touchedFields[f.name] || isSubmitted || errors[f.name];
    if (!shown) return 'none';
    if (errors[f.name]) return 'error';
    return fieldState(f.rule, getValues(f.name));
  };

  /** The message of the rule a field broke: its own code's text, else one per problem (spec 1 §5). */
  const fieldErrorText = (code: string, f: FieldDef): string => {
    const label = t(`fields.${f.name}`);
    if (code === FIELD_RULE_CODES.required) return t('fieldError.required', { label });
    // a new password names the merchant's lengths (issue 11)
    if (f.name === 'password') return passwordRuleText(f.rule);
    if (code === FIELD_RULE_CODES.pattern) return t('fieldError.pattern', { label });
    return errorText(code) ?? hintOf(f);
  };

  const hintOf = (f: FieldDef): string => {
    const label = t(`fields.${f.name}`);
    // a server message with (min)/(max) is the merchant's own hint; else label, range and digit label
    const template = f.rule.message && f.rule.message.includes('(min)') ? f.rule.message : t('hint.template', { label, unit: t('hint.unit') });
    return fillRuleHint(template, f.rule);
  };

  const sendSms = async () => {
    const mobileDef = fields.find((f) => f.name === 'mobileNum');
    const mobile = (getValues('mobileNum') ?? '').trim();
    // spec 1 §5: the mobile must be right first; the configured form wants exactly 11 digits
    if (!mobileDef || fieldState(mobileDef.rule, mobile) !== 'right' || mobile.length !== CONFIGURED_MOBILE_DIGITS) {
      setError('mobileNum', { type: 'custom', message: 'br_enright_cphone' });
      throw new Error(codeText('br_enright_cphone'));
    }
    // the platform guards SMS sends with the captcha too, and spends it (spec 1 §1: captcha protects SMS requests)
    if (!captchaPassed(captcha)) {
      setCaptchaError(codeText('verify_first'));
      throw new Error(codeText('verify_first'));
    }
    try {
      return await sendRegisterSms({ countryDialingCode: dialCode || undefined, mobileNum: mobile, ...captchaPayload(captcha) });
    } finally {
      setCaptchaReset((k) => k + 1);
    }
  };

  // spec 1 §8 "SMS send failure": the platform refused the number, so the mobile field is marked
  const onSmsError = (err: unknown) => {
    if (isApiError(err) && err.errorCode !== 'verify_first') setError('mobileNum', { type: 'custom', message: 'br_enright_cphone' });
  };

  // spec 1 §5: a field that is not right blocks with in_please_information; a repeat password that
  // only differs says so (in_confirmation_correct), as it would once every field is right
  const onInvalid = (e: FieldErrors<Values>) => {
    const names = Object.keys(e);
    const onlyRepeat = names.length === 1 && e.verifyPwd?.message === 'in_confirmation_correct';
    setMessage(codeText(onlyRepeat ? 'in_confirmation_correct' : 'in_please_information'));
  };

  const onValid = async (values: Values) => {
    setMessage(null);
    setCaptchaError(undefined);
    const has = (n: FieldName) => fields.some((f) => f.name === n);
    if (has('password') && (values.password ?? '') !== (values.verifyPwd ?? '')) {
      setError('verifyPwd', { type: 'custom', message: 'in_confirmation_correct' });
      return setMessage(codeText('in_confirmation_correct'));
    }
    if (setting.agreement && !agreed) return setMessage(codeText('in_user_agreement'));
    if (!captchaPassed(captcha)) {
      setCaptchaError(codeText('verify_first'));
      return setMessage(codeText('verify_first'));
    }
    setBusy(true);
    try {
      let affiliateCode = has('affiliateCode') ? values.affiliateCode?.trim() || undefined : undefined;
      if (affiliateCode) {
        const ok = await checkAffiliate(affiliateCode).then(
          (r) => (r.valid ? null : new Error('')),
          (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
        );
        if (ok) {
          if (setting.affiliate === 0) {
            // optional affiliate: a code that does not check out is dropped and its field hidden (spec 1 §4)
            setShowAffiliate(false);
            setValue('affiliateCode', '');
            affiliateCode = undefined;
          } else {
            await alertDialog((isApiError(ok) ? errorMessage(ok) : ok.message) || codeText('unknown_error'), 'error');
            void navigate('/');
            return;
          }
        }
      }
      const body: RegisterRequest = {
        ...Object.fromEntries(fields.filter((f) => f.name !== 'affiliateCode').map((f) => [f.name, values[f.name] || undefined])),
        confirmPassword: has('password') ? values.verifyPwd : undefined,
        // the same dialing code the SMS code was sent with, so the code's number matches
        countryDialingCode: values.mobileNum && dialCode ? dialCode : undefined,
        affiliateCode,
        referralCode: links.referralCode,
        registerMethod: 'WEB',
        ...registerOrigin(),
        login: true,
        ...captchaPayload(captcha),
      };
      const reply = await registerAccount(body);
      complete(reply, Boolean(values.password));
    } catch {
      // the error funnel showed the server's message; a failed registration needs a fresh captcha (spec 1 §8)
      setCaptchaReset((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid grid-cols-1 gap-4" aria-label={t('tabs.username')}>
      {fields.map((f) => {
        const id = `reg-${f.name}`;
        const state = stateOf(f);
        const err = errors[f.name]?.message;
        const reg = register(f.name);
        return (
          <FieldShell
            key={f.name}
            id={id}
            label={t(`fields.${f.name}`)}
            required={f.rule.required}
            state={state}
            hint={hintOf(f)}
            error={state === 'error' && err ? fieldErrorText(err, f) : undefined}
            leading={f.name === 'mobileNum' ? <CountryCodeSelect value={dialCode} onChange={setDialCode} className="w-28" /> : undefined}
            trailing={f.name === 'verificationCode' ? <SmsCodeButton send={sendSms} mode="configured" onError={onSmsError} /> : undefined}
          >
            <input
              id={id}
              type={f.type}
              inputMode={f.numeric ? 'numeric' : undefined}
              autoComplete={f.autoComplete}
              maxLength={f.rule.maxLength}
              aria-invalid={state === 'error' || undefined}
              aria-required={f.rule.required || undefined}
              aria-describedby={`${id}-hint`}
              className={inputClasses(state, 'pr-10')}
              {...reg}
              onChange={(e) => {
                if (f.numeric) e.target.value = digitsOnly(e.target.value);
                if (f.name === 'mobileNum') clearErrors('mobileNum');
                void reg.onChange(e);
              }}
              onBlur={(e) => {
                // fields are trimmed (spec 1 §5); passwords are kept as typed
                if (!isSecret(f) && e.target.value !== e.target.value.trim()) setValue(f.name, e.target.value.trim());
                void reg.onBlur(e);
              }}
            />
          </FieldShell>
        );
      })}

      {links.referralCode ? (
        <p className="rounded-control bg-accent/10 px-3 py-2 text-sm" data-testid="referral-code">
          {t('referral', { code: links.referralCode })}
        </p>
      ) : null}

      <CaptchaBox value={captcha} onChange={(v) => { setCaptcha(v); if (v) setCaptchaError(undefined); }} resetKey={captchaReset} error={captchaError} id="reg-captcha" />

      {setting.agreement ? <AgreementCheck checked={agreed} onChange={setAgreed} text={t('agreement.prefix')} invalid={message === codeText('in_user_agreement')} /> : null}

      <FormMessage message={message} />

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <Spinner className="size-5" /> : null}
        {busy ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
