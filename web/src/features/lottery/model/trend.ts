import { splitWinNo } from './draws';

/** How often each number was drawn over a history, most frequent first, ties by number. */
export function numberFrequency(winNos: readonly (string | null | undefined)[]): { number: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const w of winNos) for (const n of splitWinNo(w)) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts.entries()]
    .map(([number, count]) => ({ number, count }))
    .sort((a, b) => b.count - a.count || Number(a.number) - Number(b.number));
}
