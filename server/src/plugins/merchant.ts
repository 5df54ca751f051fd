import { BlockList, isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { merchantDomains, merchants, type MerchantRow } from '../db/schema/index.js';
import { errors } from '../errors.js';

export type Merchant = MerchantRow;

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantDirectory;
  }
}

// Brief cache: merchant rows are read on every call; writes in this process invalidate it.
const CACHE_TTL_MS = 5_000;
// Merchant codes come from a request header: at most this many are remembered (an LRU), known or not.
const CODE_CACHE_MAX = 1_000;

export interface MerchantDirectory {
  byCode(code: string): Promise<Merchant | null>;
  /** The merchant of this code; refuses a malformed or unknown one with merchant.not.found. */
  require(code: string): Promise<Merchant>;
  /** The merchant whose domain list holds this host (port ignored), or null. */
  codeForHost(host: string | undefined): Promise<string | null>;
  /** The merchant's configured site host: its primary domain, else its settings' mainDomain. Never the request's. */
  primaryHost(merchant: Merchant): Promise<string>;
  /** The merchant named by the Merchant header; refuses missing, doubled and unknown ones. */
  resolve(request: FastifyRequest, opts?: { fallbackToHost?: boolean }): Promise<Merchant>;
  invalidate(): void;
  /** How many entries the caches hold (both are bounded whatever clients send). */
  cacheSizes(): { codes: number; hosts: number };
}

export const hostWithoutPort = (host: string): string => {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  return h.replace(/:\d+$/, '');
};

/** How many Merchant headers the raw request carried (Node joins duplicates into one value). */
function merchantHeaderCount(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let n = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'merchant') n++;
  return n;
}

export function createMerchantDirectory(db: Db, defaultMerchant: string): MerchantDirectory {
  // Keyed by client input (the Merchant header), so bounded: an LRU of fixed size.
  const byCodeCache = new LRUCache<string, { row: Merchant | null }>({ max: CODE_CACHE_MAX, ttl: CACHE_TTL_MS });
  // Hosts come from the Host header: only the known merchant domains are held (the whole table,
  // reloaded when stale), so an unknown host costs neither memory nor a query.
  type Domains = { byHost: ReadonlyMap<string, string>; primaryByCode: ReadonlyMap<string, string> };
  let domains: { at: number; map: Domains } | null = null;
  let loading: Promise<Domains> | null = null;
  const knownDomains = (): Promise<Domains> => {
    if (domains && Date.now() - domains.at < CACHE_TTL_MS) return Promise.resolve(domains.map);
    loading ??= db
      .select({ host: merchantDomains.host, code: merchantDomains.merchantCode, isPrimary: merchantDomains.isPrimary })
      .from(merchantDomains)
      .then((rows) => {
        const map: Domains = {
          byHost: new Map(rows.map((r) => [r.host, r.code])),
          primaryByCode: new Map(rows.filter((r) => r.isPrimary).map((r) => [r.code, r.host])),
        };
        domains = { at: Date.now(), map };
        return map;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const dir: MerchantDirectory = {
    async byCode(code) {
      const hit = byCodeCache.get(code);
      if (hit) return hit.row;
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      byCodeCache.set(code, { row: row ?? null });
      return row ?? null;
    },
    async codeForHost(host) {
      if (!host) return null;
      return (await knownDomains()).byHost.get(hostWithoutPort(host)) ?? null;
    },
    async primaryHost(merchant) {
      return (await knownDomains()).primaryByCode.get(merchant.code) ?? merchant.siteSettings.mainDomain;
    },
    cacheSizes: () => ({ codes: byCodeCache.size, hosts: domains?.map.byHost.size ?? 0 }),
    async resolve(request, opts) {
      const count = merchantHeaderCount(request);
      const value = request.headers[HEADERS.merchant.toLowerCase()];
      // spec 3 Requests: two Merchant headers are refused with function.not.available.
      if (count > 1 || Array.isArray(value) || (typeof value === 'string' && value.includes(','))) {
        throw errors.functionNotAvailable('Only one Merchant header may be sent.');
      }
      let code = typeof value === 'string' ? value.trim() : '';
      if (!code && opts?.fallbackToHost) {
        code = (await dir.codeForHost(request.headers.host)) ?? defaultMerchant;
      }
      if (!code) throw errors.merchantRequired();
      return dir.require(code);
    },
    async require(code) {
      if (!MERCHANT_CODE_PATTERN.test(code)) throw errors.merchantNotFound();
      const merchant = await dir.byCode(code);
      if (!merchant) throw errors.merchantNotFound(`Unknown merchant: ${code}`);
      return merchant;
    },
    invalidate() {
      byCodeCache.clear();
      domains = null;
    },
  };
  return dir;
}

export const merchantPlugin = fp<{ defaultMerchant: string }>(
  async (app, opts) => {
    app.decorate('merchants', createMerchantDirectory(app.db, opts.defaultMerchant));
  },
  { name: 'merchants', dependencies: ['database'] },
);

/**
 * The site gate of every call and subscription: maintenance (with its end) and region
 * restriction (with the visitor's IP) refuse the merchant's site while they last.
 */
export function requireSiteOpen(m: Merchant, ip: string): void {
  if (maintenanceActive(m)) throw errors.systemMaintenance(undefined, { maintenanceEnd: m.maintenanceEnd });
  if (regionRestrictedFor(m, ip)) throw errors.regionRestricted(undefined, { ip });
}

/** Maintenance is on until its announced end, when one is set. */
export function maintenanceActive(m: Merchant, now = Date.now()): boolean {
  return m.maintenance && (m.maintenanceEnd == null || m.maintenanceEnd > now);
}

/** The restricted switch refuses everyone; the blocked list refuses matching IPs and CIDRs. */
export function regionRestrictedFor(m: Merchant, ip: string): boolean {
  if (m.regionRestricted) return true;
  if (m.blockedIps.length === 0) return false;
  const list = new BlockList();
  for (const entry of m.blockedIps) {
    const [addr, bits] = entry.split('/');
    const family = isIP(addr ?? '');
    if (!addr || !family) continue;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(bits), type);
  }
  const v4mapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIP(v4mapped);
  if (!family) return false;
  return list.check(v4mapped, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Where links in messages (e-mail, SMS) point: the merchant's configured site host, never the
 * request's Host header. Production sites are https behind their TLS terminator; outside
 * production the site is this server itself, on plain http and its own port.
 */
export async function siteOrigin(app: FastifyInstance, merchant: Merchant): Promise<string> {
  const host = await app.merchants.primaryHost(merchant);
  const shownHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  if (app.config.NODE_ENV === 'production') return `https://${shownHost}`;
  return `http://${shownHost}${app.config.PORT === 80 ? '' : `:${app.config.PORT}`}`;
}
