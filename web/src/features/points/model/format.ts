import { formatMoney, type MoneyInput } from '../../../lib/money';

/** Points as the mall shows them: grouped, with decimals only when there are any (1,250 · 4.8). */
export function formatPoints(v: MoneyInput): string {
  const s = formatMoney(v);
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}
