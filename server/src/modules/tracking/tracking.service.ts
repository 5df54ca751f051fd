import type { TrackingConfig, TrackingDomain } from '@lotto/contract';
import type { TrackingConfigRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { hostWithoutPort } from '../../plugins/merchant.js';
import type { Db } from '../../db/connection.js';
import { createTrackingRepository } from './tracking.repository.js';

/** Every id of an entry, null when unset (the contract's shape, whatever the row holds). */
const presentDomain = (d: Partial<TrackingDomain>): TrackingDomain => ({
  gtagId: d.gtagId ?? null,
  fbPixelId: d.fbPixelId ?? null,
  tiktokPixelId: d.tiktokPixelId ?? null,
  appsFlyerId: d.appsFlyerId ?? null,
  adjustId: d.adjustId ?? null,
  affiliateCode: d.affiliateCode ?? null,
});

export const presentTrackingConfig = (r: TrackingConfigRow): TrackingConfig => ({
  trackId: r.trackId,
  domain: r.domain,
  isDefault: r.isDefault,
  domains: r.domains.map(presentDomain),
});

/**
 * The config of a page's host (port ignored, case ignored): the one whose domain is that host,
 * else the merchant's default, else null (docs/decisions/0029-tracking-config.md).
 */
export function trackingConfigFor<T extends Pick<TrackingConfig, 'domain' | 'isDefault'>>(configs: readonly T[], host: string): T | null {
  const wanted = hostWithoutPort(host);
  return configs.find((c) => c.domain === wanted) ?? configs.find((c) => c.isDefault) ?? null;
}

export function createTrackingService(db: Db) {
  const repo = createTrackingRepository(db);
  return {
    configs: async (merchantCode: string) => (await repo.configs(merchantCode)).map(presentTrackingConfig),
    /**
     * Sets a merchant's whole list (operators' and tests' tool): hosts and track ids are unique and
     * at most one config is the default, else nothing is written and the answer says why.
     */
    async replace(merchantCode: string, configs: readonly TrackingConfig[]): Promise<TrackingConfig[]> {
      const domains = configs.map((c) => c.domain);
      const trackIds = configs.map((c) => c.trackId);
      if (new Set(domains).size !== domains.length) throw errors.requestInvalid('Each host may have one tracking config.');
      if (new Set(trackIds).size !== trackIds.length) throw errors.requestInvalid('Each trackId may be used once.');
      if (configs.filter((c) => c.isDefault).length > 1) throw errors.requestInvalid('At most one tracking config may be the default.');
      const rows = await repo.replace(
        merchantCode,
        configs.map((c) => ({ trackId: c.trackId, domain: c.domain, isDefault: c.isDefault, domains: c.domains.map(presentDomain) })),
      );
      return rows.map(presentTrackingConfig);
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
