import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PASSWORD_LENGTH,
  changePaymentPasswordRequestSchema,
  setPaymentPasswordRequestSchema,
  type SecurityConfig,
} from '@lotto/contract';
import { changePaymentPassword } from '../api/change-payment-password';
import { SECURITY_CONFIG_QUERY_KEY } from '../api/get-security-config';
import { setPaymentPassword } from '../api/set-payment-password';
import { Card, Field, StatePill, SubmitButton } from './form-kit';
import { useContractForm } from './use-contract-form';

const hintVars = { min: PAYMENT_PASSWORD_LENGTH.min, max: PAYMENT_PASSWORD_LENGTH.max };

function SetForm() {
  const { t } = useTranslation('memberSecurity');
  const queryClient = useQueryClient();
  const { form, busy, errorOf, onSubmit } = useContractForm(
    setPaymentPasswordRequestSchema,
    { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
    async (v) => {
      await setPaymentPassword(v);
      queryClient.setQueryData<SecurityConfig>(SECURITY_CONFIG_QUERY_KEY, (c) => (c ? { ...c, hasPaymentPassword: true } : c));
    },
    t('payment.setDone'),
    false,
    'loginPassword',
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-md" aria-label={t('payment.setTitle')}>
      <p className="text-sm text-muted">{t('payment.why')}</p>
      <Field type="password" autoComplete="current-password" label={t('payment.loginPassword')} error={errorOf('loginPassword')} {...form.register('loginPassword')} />
      <Field type="password" autoComplete="new-password" label={t('payment.new')} hint={t('payment.hint', hintVars)} error={errorOf('paymentPassword')} {...form.register('paymentPassword')} />
      <Field type="password" autoComplete="new-password" label={t('payment.confirm')} error={errorOf('confirmPaymentPassword')} {...form.register('confirmPaymentPassword')} />
      <SubmitButton busy={busy}>{t('payment.setSubmit')}</SubmitButton>
    </form>
  );
}

function ChangeForm() {
  const { t } = useTranslation('memberSecurity');
  const { form, busy, errorOf, onSubmit } = useContractForm(
    changePaymentPasswordRequestSchema,
    { oldPaymentPassword: '', newPaymentPassword: '', confirmNewPaymentPassword: '' },
    changePaymentPassword,
    t('payment.changeDone'),
  );
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:max-w-md" aria-label={t('payment.changeTitle')}>
      <Field type="password" autoComplete="off" label={t('payment.old')} error={errorOf('oldPaymentPassword')} {...form.register('oldPaymentPassword')} />
      <Field type="password" autoComplete="new-password" label={t('payment.new')} hint={t('payment.hint', hintVars)} error={errorOf('newPaymentPassword')} {...form.register('newPaymentPassword')} />
      <Field type="password" autoComplete="new-password" label={t('payment.confirm')} error={errorOf('confirmNewPaymentPassword')} {...form.register('confirmNewPaymentPassword')} />
      <SubmitButton busy={busy}>{t('payment.changeSubmit')}</SubmitButton>
    </form>
  );
}

/** The payment password withdrawals and points redemption ask for (issue 14): set it once, then change it. */
export function PaymentPasswordSection({ config }: { config: SecurityConfig }) {
  const { t } = useTranslation('memberSecurity');
  return (
    <Card
      title={t('payment.title')}
      testId="payment-password"
      status={<StatePill on={config.hasPaymentPassword}>{config.hasPaymentPassword ? t('state.set') : t('state.notSet')}</StatePill>}
    >
      {config.hasPaymentPassword ? <ChangeForm /> : <SetForm />}
    </Card>
  );
}
