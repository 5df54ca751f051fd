import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentOptions, PaymentOrder } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { useCreateDeposit } from '../api/create-deposit';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { amountProblem, dailyLimitReached, parseAmount } from '../model/amount';
import { AmountField } from './amount-field';
import { ProviderPicker } from './provider-picker';

/**
 * A deposit (depositv2): a provider, an amount within the merchant's limits; it is created PENDING
 * and an operator decides it. Each submission carries a fresh idempotency key.
 */
export function DepositForm({ options }: { options: PaymentOptions }) {
  const { t } = useTranslation('money');
  const providers = options.providers.filter((p) => p.deposit);
  const limits = options.deposit;
  const [provider, setProvider] = useState(providers[0]?.code ?? '');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [created, setCreated] = useState<PaymentOrder | null>(null);
  const deposit = useCreateDeposit();
  const problem = amountProblem(amount, { min: limits.minAmount, max: limits.maxAmount });
  const limitReached = dailyLimitReached(limits);
  const fmt = (v: number) => formatMoney(v, options.currency);

  const submit = useSubmitOnce(async (idempotencyKey) => {
    setCreated(null);
    const order = await deposit.mutateAsync({ providerCode: provider, amount: parseAmount(amount) ?? 0, idempotencyKey });
    setCreated(order);
    setAmount('');
    setChecked(false);
    return order;
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem || !provider) return;
    void submit();
  };

  if (providers.length === 0) return <p className="text-sm text-muted">{t('deposit.noProvider')}</p>;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('deposit.title')}>
      <ProviderPicker providers={providers} value={provider} onChange={setProvider} />
      <AmountField
        label={t('deposit.amount', { currency: options.currency })}
        currency={options.currency}
        limits={limits}
        value={amount}
        onChange={setAmount}
        problem={problem}
        checked={checked}
      />
      <Button type="submit" size="lg" disabled={deposit.isPending || limitReached} aria-busy={deposit.isPending || undefined}>
        {deposit.isPending ? t('deposit.sending') : t('deposit.submit')}
      </Button>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {created ? t('deposit.created', { amount: fmt(created.amount), reference: created.reference }) : ''}
      </p>
    </form>
  );
}
