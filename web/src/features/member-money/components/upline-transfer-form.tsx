import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UplineTransferReply } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney, money } from '../../../lib/money';
import { useTransferToUpline } from '../api/transfer-to-upline';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { amountProblem, parseAmount } from '../model/amount';
import { Field } from './field';

/**
 * A transfer from the main wallet to the upline agent (spec 2 §2, §6): an amount within the main
 * wallet's balance and the payment password, sent once with a fresh idempotency key.
 */
export function UplineTransferForm({ available, currency }: { available: number; currency: string }) {
  const { t } = useTranslation('money');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<UplineTransferReply | null>(null);
  const send = useTransferToUpline();
  const problem = amountProblem(amount, { available });

  const submit = useSubmitOnce(async (idempotencyKey) => {
    setDone(null);
    const reply = await send.mutateAsync({ amount: parseAmount(amount) ?? 0, paymentPassword: password, idempotencyKey });
    setDone(reply);
    setAmount('');
    setPassword('');
    setChecked(false);
    return reply;
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem || !password) return;
    void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('upline.title')}>
      <Field
        label={t('upline.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={checked && problem ? t(`amount.${problem}`, { available: formatMoney(available, currency) }) : null}
        end={
          <button
            type="button"
            onClick={() => setAmount(money(available).toFixed(2))}
            className="min-h-9 rounded-control px-2 text-xs font-bold text-accent hover:bg-accent/10"
          >
            {t('transfer.all')}
          </button>
        }
      />
      <Field
        label={t('withdraw.password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={checked && !password ? t('withdraw.passwordRequired') : null}
      />
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
        {send.isPending ? t('upline.sending') : t('upline.submit')}
      </Button>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {done ? t('upline.done', { amount: formatMoney(done.amount, currency), upline: done.upline }) : ''}
      </p>
    </form>
  );
}
