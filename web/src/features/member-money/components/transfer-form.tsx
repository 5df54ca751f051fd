import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balance, WalletTransferReply } from '@lotto/contract';
import { Button } from '../../../components/ui/button';
import { formatMoney, formatMoneyWithSymbol, money } from '../../../lib/money';
import { useTransfer } from '../api/transfer';
import { useSubmitOnce } from '../hooks/use-submit-once';
import { amountProblem, parseAmount } from '../model/amount';
import { chooseSource, initialDirection, isMainWallet, targetsOf, walletName, type Direction } from '../model/wallets';
import { Field, SelectField } from './field';

/**
 * A transfer between the main wallet and a vendor wallet, either way (issue 14). Each submission
 * carries a fresh idempotency key; a second click while one is under way does nothing.
 */
export function TransferForm({ balance }: { balance: Balance }) {
  const { t } = useTranslation('money');
  const wallets = balance.balance;
  const [dir, setDir] = useState<Direction>(() => initialDirection(wallets));
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<WalletTransferReply | null>(null);
  const transfer = useTransfer();
  const source = wallets.find((w) => w.accountTypeId === dir.from);
  const targets = targetsOf(wallets, dir.from);
  const problem = amountProblem(amount, { available: source?.availBalance ?? 0 });
  const nameOf = (id: number) => {
    const w = wallets.find((x) => x.accountTypeId === id);
    return w ? walletName(w) : '';
  };

  const submit = useSubmitOnce(async (idempotencyKey) => {
    setDone(null);
    const reply = await transfer.mutateAsync({ fromAccountTypeId: dir.from, toAccountTypeId: dir.to, amount: parseAmount(amount) ?? 0, idempotencyKey });
    setDone(reply);
    setAmount('');
    setChecked(false);
    return reply;
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem || targets.length === 0) return;
    void submit();
  };

  if (!wallets.some((w) => !isMainWallet(w))) {
    return <p className="text-sm text-muted">{t('transfer.noVendor')}</p>;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('transfer.title')}>
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <SelectField
          label={t('transfer.from')}
          value={dir.from}
          onChange={(e) => setDir(chooseSource(wallets, dir, Number(e.target.value)))}
          hint={source ? t('transfer.available', { amount: formatMoneyWithSymbol(source.availBalance, balance.currencySymbol, balance.currency) }) : undefined}
        >
          {wallets.map((w) => (
            <option key={w.accountTypeId} value={w.accountTypeId}>
              {walletName(w)}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('transfer.swap')}
          onClick={() => setDir({ from: dir.to, to: dir.from })}
          className="justify-self-center sm:mb-0.5"
        >
          {/* arrows one way and back: down and up on phones, where the fields stack; left and right beside them */}
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-5 rotate-90 sm:rotate-0">
            <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />
          </svg>
        </Button>
        <SelectField label={t('transfer.to')} value={dir.to} onChange={(e) => setDir({ ...dir, to: Number(e.target.value) })}>
          {targets.map((w) => (
            <option key={w.accountTypeId} value={w.accountTypeId}>
              {walletName(w)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={checked && problem ? t(`amount.${problem}`, { available: formatMoney(source?.availBalance, balance.currency) }) : null}
        end={
          <button
            type="button"
            onClick={() => setAmount(money(source?.availBalance).toFixed(2))}
            className="min-h-9 rounded-control px-2 text-xs font-bold text-accent hover:bg-accent/10"
          >
            {t('transfer.all')}
          </button>
        }
      />
      <Button type="submit" size="lg" disabled={transfer.isPending} aria-busy={transfer.isPending || undefined}>
        {transfer.isPending ? t('transfer.sending') : t('transfer.submit')}
      </Button>
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {done
          ? t('transfer.done', {
              amount: formatMoneyWithSymbol(done.amount, balance.currencySymbol, balance.currency),
              from: nameOf(done.fromAccountTypeId),
              to: nameOf(done.toAccountTypeId),
            })
          : ''}
      </p>
    </form>
  );
}
