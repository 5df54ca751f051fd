import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { changeMobileRequestSchema, type SecurityConfig } from '@lotto/contract';
import { CountryCodeSelect, SmsCodeButton } from '../../../components/verification';
import { changeMobile } from '../api/change-mobile';
import { SECURITY_CONFIG_QUERY_KEY } from '../api/get-security-config';
import { sendMobileCode } from '../api/send-mobile-code';
import { Card, Field, StatePill, SubmitButton } from './form-kit';
import { useContractForm } from './use-contract-form';

// no dialing code chosen (an empty country list) is sent as none
const schema = z.pipe(
  z.transform((v: unknown) =>
    v && typeof v === 'object' ? { ...v, countryDialingCode: (v as { countryDialingCode?: string }).countryDialingCode || undefined } : v,
  ),
  changeMobileRequestSchema,
);

/**
 * Mobile number and dialing code (UPDATEMOBILEICC3): a code is sent to the new number, then the
 * code and the current password change it (issue 14).
 */
export function MobileSection({ config, onMemberChanged }: { config: SecurityConfig; onMemberChanged: () => void }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const { form, busy, errorOf, onSubmit } = useContractForm(
    schema,
    { countryDialingCode: '', mobileNum: '', verificationCode: '', password: '' },
    async (v) => {
      queryClient.setQueryData<SecurityConfig>(SECURITY_CONFIG_QUERY_KEY, await changeMobile(v));
      onMemberChanged();
    },
    t('mobile.done'),
    false,
    'password',
  );
  const send = async () => {
    // the number is checked before a code is asked for it (spec 1 §5)
    if (!(await form.trigger('mobileNum'))) throw new Error('');
    const { mobileNum, countryDialingCode } = form.getValues();
    return sendMobileCode(mobileNum.trim(), countryDialingCode || undefined);
  };
  return (
    <Card
      title={t('mobile.title')}
      testId="mobile"
      status={<StatePill on={config.mobileVerified}>{config.mobile ? `${config.mobile} · ${config.mobileVerified ? t('state.verified') : t('state.unverified')}` : t('state.notSet')}</StatePill>}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-lg" aria-label={t('mobile.title')}>
        <Field
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          label={t('mobile.number')}
          error={errorOf('mobileNum') ?? errorOf('countryDialingCode')}
          leading={
            <Controller
              control={form.control}
              name="countryDialingCode"
              render={({ field }) => <CountryCodeSelect value={field.value ?? ''} onChange={field.onChange} label={t('mobile.dialingCode')} />}
            />
          }
          {...form.register('mobileNum')}
        />
        <Field
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t('mobile.code')}
          error={errorOf('verificationCode')}
          trailing={<SmsCodeButton mode="configured" send={send} />}
          {...form.register('verificationCode')}
        />
        <Field type="password" autoComplete="current-password" label={t('currentPassword')} error={errorOf('password')} {...form.register('password')} />
        <SubmitButton busy={busy}>{t('mobile.submit')}</SubmitButton>
      </form>
    </Card>
  );
}
