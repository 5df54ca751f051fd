import { useTranslation } from 'react-i18next';
import type { PaymentLimits } from '@lotto/contract';
import { formatMoney } from '../../../lib/money';
import { dailyLimitReached, type AmountProblem } from '../model/amount';
import { Field } from './field';

export interface AmountFieldProps {
  label: string;
  currency: string;
  /** The merchant's limits for this kind of order (minimum, maximum, daily count and today's use). */
  limits: PaymentLimits;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the typed amount (model/amount.ts), shown once the form was checked. */
  problem: AmountProblem | null;
  checked: boolean;
  /** The source wallet's balance, for the "more than you have" message (withdrawals). */
  available?: number;
}

/**
 * The amount of a deposit or withdrawal: the amount with the merchant's limits as its hint, the
 * first problem of what was typed as its error, and the notice once the day's count is used up.
 */
export function AmountField({ label, currency, limits, value, onChange, problem, checked, available }: AmountFieldProps) {
  const { t } = useTranslation('money');
  const fmt = (v: number) => formatMoney(v, currency);
  const bounds = { min: fmt(limits.minAmount), max: fmt(limits.maxAmount) };
  return (
    <>
      <Field
        label={label}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={checked && problem ? t(`amount.${problem}`, { ...bounds, ...(available !== undefined ? { available: fmt(available) } : {}) }) : null}
        hint={t('limits.hint', { ...bounds, used: limits.usedToday, limit: limits.dailyCount })}
      />
      {dailyLimitReached(limits) ? (
        <p role="alert" className="text-sm font-semibold text-warning">
          {t('limits.reached')}
        </p>
      ) : null}
    </>
  );
}
