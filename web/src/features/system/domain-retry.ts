import { PING_MAX_DOMAINS, PING_TIMEOUT_MS } from '@lotto/contract';

/** Query values carried to the new domain (spec 1 §8: affiliateCode and referral code r). */
export const KEPT_QUERY_KEYS = ['affiliateCode', 'r'] as const;

/** Up to `max` distinct, non-empty domains in random order (Fisher-Yates on a copy). */
export function pickRandomDomains(domains: readonly string[], max: number = PING_MAX_DOMAINS, random: () => number = Math.random): string[] {
  const pool = [...new Set(domains.map((d) => d.trim()).filter(Boolean))];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, Math.max(0, max));
}

/**
 * The origin of a sibling domain: an entry naming its scheme is used as is; a bare host name is
 * reached with this page's scheme and port, as a site's domains share them. No trailing slash.
 */
export function toBaseUrl(domain: string, here: Pick<Location, 'protocol' | 'port'> = window.location): string {
  const d = domain.trim().replace(/\/+$/, '');
  if (/^https?:\/\//i.test(d)) return d;
  const port = here.port && !/:\d+$/.test(d) ? `:${here.port}` : '';
  return `${here.protocol}//${d}${port}`;
}

export interface RaceWinner {
  domain: string;
  baseUrl: string;
  ms: number;
}

export type PingFn = (baseUrl: string, signal: AbortSignal) => Promise<unknown>;

/**
 * Pings every domain at once; the first to answer wins and the others are aborted
 * (spec 3: "the first to answer wins"). Resolves null when none answers within the timeout.
 */
export async function raceFastest(
  domains: readonly string[],
  ping: PingFn,
  timeoutMs: number = PING_TIMEOUT_MS,
  now: () => number = () => Date.now(),
): Promise<RaceWinner | null> {
  if (domains.length === 0) return null;
  const controllers = domains.map(() => new AbortController());
  const timer = setTimeout(() => controllers.forEach((c) => c.abort()), timeoutMs);
  const started = now();
  try {
    return await Promise.any(
      domains.map(async (domain, i) => {
        const baseUrl = toBaseUrl(domain);
        await ping(baseUrl, controllers[i]!.signal);
        return { domain, baseUrl, ms: now() - started };
      }),
    );
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    controllers.forEach((c) => c.abort());
  }
}

/** The new site address: the winner's origin, keeping only affiliateCode and r from the current query. */
export function buildRedirectUrl(baseUrl: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const kept = new URLSearchParams();
  for (const key of KEPT_QUERY_KEYS) {
    const v = current.get(key);
    if (v !== null && v !== '') kept.set(key, v);
  }
  const qs = kept.toString();
  return `${baseUrl.replace(/\/+$/, '')}/${qs ? `?${qs}` : ''}`;
}
