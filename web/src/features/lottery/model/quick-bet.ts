import {
  ELEVEN_FIVE_NUMBERS,
  QUICK_BET_NUMBER_COUNT,
  QUICK_GAMES_FROM_SSC,
  QUICK_GAMES_PER_LIST,
  REFRESH_THROTTLE_MS,
  SSC_DIGITS,
} from '@lotto/contract';

/** The two quick-bet groups (spec 2 §3 "Quick lottery game": gametype or gameGroupCode SSC or 11X5). */
export type QuickGroup = 'SSC' | '11X5';

/** A uniform integer in [0, max): the browser's CSPRNG, so picks are not predictable. */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  if (maxExclusive <= 0) return 0;
  // rejection sampling keeps every value equally likely (no modulo bias)
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const v = buf[0]!;
    if (v < limit) return v % maxExclusive;
  }
};

/** Group of a game, from gameGroupCode or the older gametype field; null when not a quick-bet group. */
export function quickGroupOf(game: { gameGroupCode?: string | null; gametype?: string | null }): QuickGroup | null {
  const raw = (game.gameGroupCode ?? game.gametype ?? '').toUpperCase();
  if (raw === 'SSC') return 'SSC';
  if (raw === '11X5') return '11X5';
  return null;
}

/**
 * A random number set for the quick-bet box (spec 2 §5, §9): SSC is 5 digits 0-9 (repeats allowed,
 * one per position); 11X5 is five distinct numbers of 01-11, sorted, two digits each.
 */
export function drawQuickNumbers(group: QuickGroup, random: RandomInt = cryptoRandomInt): string[] {
  if (group === 'SSC') {
    const span = SSC_DIGITS.max - SSC_DIGITS.min + 1;
    return Array.from({ length: QUICK_BET_NUMBER_COUNT }, () => String(SSC_DIGITS.min + random(span)));
  }
  // partial Fisher-Yates over 01..11: distinct by construction
  const pool = Array.from({ length: ELEVEN_FIVE_NUMBERS.max - ELEVEN_FIVE_NUMBERS.min + 1 }, (_, i) => ELEVEN_FIVE_NUMBERS.min + i);
  for (let i = 0; i < QUICK_BET_NUMBER_COUNT; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool
    .slice(0, QUICK_BET_NUMBER_COUNT)
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'));
}

/** True when a set obeys the group's rule (spec 2 §5); used to check a bet_param before it is sent on. */
export function isValidQuickSet(group: QuickGroup, numbers: readonly string[]): boolean {
  if (numbers.length !== QUICK_BET_NUMBER_COUNT) return false;
  if (group === 'SSC') return numbers.every((n) => /^\d$/.test(n));
  const values = numbers.map((n) => (/^\d{2}$/.test(n) ? Number(n) : NaN));
  return (
    values.every((v) => v >= ELEVEN_FIVE_NUMBERS.min && v <= ELEVEN_FIVE_NUMBERS.max) && new Set(values).size === values.length
  );
}

/** bet_param of /lottery: the picked numbers comma-joined (spec 2 §2). */
export const toBetParam = (numbers: readonly string[]): string => numbers.join(',');

/**
 * The quick games of one list (spec 2 §9): up to 5, the first 3 SSC games, then 11X5 games to
 * fill; when 11X5 runs short the remaining SSC games fill the rest. Other groups never appear.
 */
export function selectQuickGames<G extends { gameGroupCode?: string | null; gametype?: string | null }>(games: readonly G[]): G[] {
  const ssc = games.filter((g) => quickGroupOf(g) === 'SSC');
  const elevenFive = games.filter((g) => quickGroupOf(g) === '11X5');
  const picked = ssc.slice(0, QUICK_GAMES_FROM_SSC);
  picked.push(...elevenFive.slice(0, QUICK_GAMES_PER_LIST - picked.length));
  picked.push(...ssc.slice(QUICK_GAMES_FROM_SSC, QUICK_GAMES_FROM_SSC + QUICK_GAMES_PER_LIST - picked.length));
  return picked;
}

/**
 * A refresh gate (spec 2 §4, §9): the first ask passes, then at most one per `intervalMs`
 * (5 s). `now` is injectable so tests drive it with fake timers.
 */
export function createRefreshThrottle(intervalMs: number = REFRESH_THROTTLE_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    /** True when a refresh may run now (and records it). */
    tryRun(): boolean {
      const t = now();
      if (t - last < intervalMs) return false;
      last = t;
      return true;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
