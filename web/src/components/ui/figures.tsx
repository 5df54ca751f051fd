import type { ReactNode } from 'react';
import { cn } from './cn';
import { formatMoney, money, type MoneyInput } from '../../lib/money';

/** An amount with its sign coloured: a gain green, a loss red. */
export function Signed({ value, currency }: { value: MoneyInput; currency?: string }) {
  const d = money(value);
  const text = formatMoney(value, currency);
  return (
    <span className={cn('font-semibold tabular-nums', d.isPositive() && !d.isZero() && 'text-success', d.isNegative() && !d.isZero() && 'text-danger')}>
      {d.isPositive() && !d.isZero() ? `+${text}` : text}
    </span>
  );
}

/** Labelled figures (the sums of a filter, say) in a grid of tiles; each figure is `figure-<key>` for tests. */
export function Figures({ label, items, testId }: { label: string; items: { key: string; label: string; value: ReactNode }[]; testId?: string }) {
  return (
    <dl aria-label={label} data-testid={testId} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.key} className="rounded-control bg-surface-2/60 px-3 py-2.5">
          <dt className="text-xs text-muted">{i.label}</dt>
          <dd className="mt-0.5 text-base font-bold tabular-nums" data-testid={`figure-${i.key}`}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
