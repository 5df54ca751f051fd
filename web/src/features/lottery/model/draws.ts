/** winNo is comma-separated or a plain digit string (spec 2 §3 "Lottery draw"). */
export function splitWinNo(winNo: string | null | undefined): string[] {
  const v = (winNo ?? '').trim();
  if (!v) return [];
  if (/[,\s]/.test(v)) return v.split(/[,\s]+/).filter(Boolean);
  return v.split('');
}

/** Two-letter monogram of a game name for generated art. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}
