import type { FastifyRequest } from 'fastify';
import { maintenanceActive, regionRestrictedFor, hostWithoutPort, type Merchant } from '../../plugins/merchant.js';
import { keptLoads } from '../../lib/kept-loads.js';
import type { SystemRepository } from './system.repository.js';
import { presentStatus } from './system.presenter.js';

/**
 * The visitor's address: the socket peer, or X-Forwarded-For only when TRUST_PROXY says the peer
 * is a proxy (fastify's trustProxy computes request.ip accordingly).
 */
export const visitorIp = (request: FastifyRequest): string => {
  const ip = request.ip;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
};

/** No GeoIP database ships with the reference server, so the country is unknown. */
export const locate = (request: FastifyRequest) => ({ ip: visitorIp(request), countryCode: null });

/** The merchant's rows the status is made of, as the repository reads them. */
type StatusRows = { [K in 'customerService' | 'resources' | 'domainRoutes' | 'domains']: Awaited<ReturnType<SystemRepository[K]>> };

/** The host the client says it was loaded from: a bare host or a full URL (spec 1 §7). */
export function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return hostWithoutPort(new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`).host);
  } catch {
    return null;
  }
}

/**
 * How long a process keeps the merchant's rows the status is made of (customer service, resources,
 * domain routes, domains). Every page load reads the status (index.html carries it); the rows are
 * written by the seed and operators' tools straight into the database, so a change shows within
 * this, as the game catalogue's does (modules/games/catalogue-cache.ts).
 */
export const KEPT_STATUS_ROWS_MS = 5_000;

export function createSystemService(repo: SystemRepository) {
  const kept = keptLoads<string, StatusRows>({ ttlMs: KEPT_STATUS_ROWS_MS, max: 512 });
  const statusRows = (code: string) =>
    kept.get(code, async () => {
      const [customerService, resources, domainRoutes, domains] = await Promise.all([
        repo.customerService(code),
        repo.resources(code),
        repo.domainRoutes(code),
        repo.domains(code),
      ]);
      return { customerService, resources, domainRoutes, domains };
    });

  return {
    async status(merchant: Merchant, request: FastifyRequest, url: string | undefined) {
      const { customerService, resources, domainRoutes, domains } = await statusRows(merchant.code);
      // The main domain is the requested host when it is one of the merchant's, else its primary.
      const host = hostOf(url);
      const own = domains.find((d) => d.host === host);
      const primary = domains.find((d) => d.isPrimary) ?? domains[0];
      const mainDomain = own?.host ?? primary?.host ?? merchant.siteSettings.mainDomain;
      const location = locate(request);
      return presentStatus({
        merchant,
        maintenance: maintenanceActive(merchant),
        regionRestriction: regionRestrictedFor(merchant, location.ip),
        location,
        customerService,
        resources,
        domainRoutes,
        mainDomain,
      });
    },
  };
}
