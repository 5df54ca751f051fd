import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOptions, PaymentOrder } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { amountProblem, dailyLimitReached, parseAmount } from '../model/amount';
import { AmountField } from './amount-field';
import { Field } from './field';
import { ProviderPicker } from './provider-picker';

/**
 * A withdrawal: a provider, an amount within the limits and the main wallet's balance, and the
 * payment password. The server holds the amount at once; an operator decides the order.
 */
export function WithdrawForm({ options, available }: { options: PaymentOptions; available: number }) {
  const { t } = useTranslation('money');
  const providers = options.providers.filter((p) => p.withdraw);
  const limits = options.withdraw;
  const [provider, setProvider] = useState(providers[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<PaymentOrder | null>(null);
  const withdraw = useCreateWithdrawal();
  const problem = amountProblem(amount, { min: limits.minAmount, max: limits.maxAmount, available });
  const limitReached = dailyLimitReached(limits);
  const fmt = (v: number) => formatMoney(v, options.currency);

  const submit = useSubmitOnce(async (idempotencyKey) => {
    setCreated(null);
    const order = await withdraw.mutateAsync({ providerCode: provider, amount: parseAmount(amount) ?? 0, paymentPassword: password, idempotencyKey });
    setCreated(order);
    setAmount('');
    setPassword('');
    setChecked(false);
    return order;
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem || !password || !provider) return;
    void submit();
  };

  if (providers.length === 0) return <p className="text-sm text-muted">{t('withdraw.noProvider')}</p>;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('withdraw.title')}>
      <ProviderPicker providers={providers} value={provider} onChange={setProvider} />
      <AmountField
        label={t('withdraw.amount', { currency: options.currency })}
        currency={options.currency}
        limits={limits}
        value={amount}
        onChange={setAmount}
        problem={problem}
        checked={checked}
        available={available}
      />
      <Field
        label={t('withdraw.password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={checked && !password ? t('withdraw.passwordRequired') : null}
      />
      <Button type="submit" size="lg" disabled={withdraw.isPending || limitReached} aria-busy={withdraw.isPending || undefined}>
        {withdraw.isPending ? t('withdraw.sending') : t('withdraw.submit')}
      </Button>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {created ? t('withdraw.created', { amount: fmt(created.amount), reference: created.reference }) : ''}
      </p>
    </form>
  );
}
