import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeEmailRequestSchema, type SecurityConfig } from '@lotto/contract';
import { SmsCodeButton } from '../../../components/verification';
import { changeEmail } from '../api/change-email';
import { SECURITY_CONFIG_QUERY_KEY } from '../api/get-security-config';
import { sendEmailCode } from '../api/send-email-code';
import { Card, Field, StatePill, SubmitButton } from './form-kit';
import { useContractForm } from './use-contract-form';

/** E-mail address: a code is sent to the new address, then the code and the current password change it (issue 14). */
export function EmailSection({ config, onMemberChanged }: { config: SecurityConfig; onMemberChanged: () => void }) {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const { form, busy, errorOf, onSubmit } = useContractForm(
    changeEmailRequestSchema,
    { email: '', verificationCode: '', password: '' },
    async (v) => {
      queryClient.setQueryData<SecurityConfig>(SECURITY_CONFIG_QUERY_KEY, await changeEmail(v));
      onMemberChanged();
    },
    t('email.done'),
    false,
    'password',
  );
  const send = async () => {
    if (!(await form.trigger('email'))) throw new Error('');
    return sendEmailCode(form.getValues('email').trim());
  };
  return (
    <Card
      title={t('email.title')}
      testId="email"
      status={<StatePill on={config.emailVerified}>{config.email ? `${config.email} · ${config.emailVerified ? t('state.verified') : t('state.unverified')}` : t('state.notSet')}</StatePill>}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-lg" aria-label={t('email.title')}>
        <Field type="email" autoComplete="email" label={t('email.address')} error={errorOf('email')} {...form.register('email')} />
        <Field
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t('email.code')}
          error={errorOf('verificationCode')}
          trailing={<SmsCodeButton mode="configured" send={send} />}
          {...form.register('verificationCode')}
        />
        <Field type="password" autoComplete="current-password" label={t('currentPassword')} error={errorOf('password')} {...form.register('password')} />
        <SubmitButton busy={busy}>{t('email.submit')}</SubmitButton>
      </form>
    </Card>
  );
}
