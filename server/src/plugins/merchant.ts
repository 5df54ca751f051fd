import { BlockList, isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@lotto/contract';
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

export interface MerchantDirectory {
  byCode(code: string): Promise<Merchant | null>;
  /** The merchant of this code; refuses a malformed or unknown one with merchant.not.found. */
  require(code: string): Promise<Merchant>;
  /** The merchant whose domain list holds this host (port ignored), or null. */
  codeForHost(host: string | undefined): Promise<string | null>;
  /** The merchant named by the Merchant header; refuses missing, doubled and unknown ones. */
  resolve(request: FastifyRequest, opts?: { fallbackToHost?: boolean }): Promise<Merchant>;
  invalidate(): void;
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
  const byCodeCache = new Map<string, { at: number; row: Merchant | null }>();
  const hostCache = new Map<string, { at: number; code: string | null }>();
  const fresh = (at: number) => Date.now() - at < CACHE_TTL_MS;

  const dir: MerchantDirectory = {
    async byCode(code) {
      const hit = byCodeCache.get(code);
      if (hit && fresh(hit.at)) return hit.row;
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      byCodeCache.set(code, { at: Date.now(), row: row ?? null });
      return row ?? null;
    },
    async codeForHost(host) {
      if (!host) return null;
      const h = hostWithoutPort(host);
      const hit = hostCache.get(h);
      if (hit && fresh(hit.at)) return hit.code;
      const [row] = await db
        .select({ code: merchantDomains.merchantCode })
        .from(merchantDomains)
        .where(eq(merchantDomains.host, h))
        .limit(1);
      hostCache.set(h, { at: Date.now(), code: row?.code ?? null });
      return row?.code ?? null;
    },
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
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(code)) throw errors.merchantNotFound();
      const merchant = await dir.byCode(code);
      if (!merchant) throw errors.merchantNotFound(`Unknown merchant: ${code}`);
      return merchant;
    },
    invalidate() {
      byCodeCache.clear();
      hostCache.clear();
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
