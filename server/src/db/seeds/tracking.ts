import { eq } from 'drizzle-orm';
import type { TrackingDomain } from '@lotto/contract';
import type { Db } from '../connection.js';
import { merchants, trackingConfigs, type NewTrackingConfigRow } from '../schema/index.js';

const NO_IDS: TrackingDomain = { gtagId: null, fbPixelId: null, tiktokPixelId: null, appsFlyerId: null, adjustId: null, affiliateCode: null };

/**
 * Each seed merchant's default tracking config (spec 2 §3; docs/decisions/0029-tracking-config.md).
 * No pixel id anywhere, so the demo sites load no outside script. lucky's names the affiliate code
 * of its seeded agent (db/seeds/accounts.ts), so a registration on its site without a code in the
 * URL has it prefilled; with the demo accounts left out there is no such agent, and no code.
 */
function trackingSeeds(withAffiliates: boolean): Omit<NewTrackingConfigRow, 'id'>[] {
  return [
    { merchantCode: 'demo', trackId: 'demo-default', domain: 'localhost', isDefault: true, domains: [NO_IDS] },
    {
      merchantCode: 'lucky',
      trackId: 'lucky-default',
      domain: 'lucky.localhost',
      isDefault: true,
      domains: [{ ...NO_IDS, affiliateCode: withAffiliates ? 'LUCKY88' : null }],
    },
  ];
}

/** Creates the tracking configs of seed merchants that have none (and exist). Idempotent. */
export async function seedTrackingConfigs(db: Db, options: { withAffiliates: boolean }): Promise<void> {
  for (const seed of trackingSeeds(options.withAffiliates)) {
    const [merchant] = await db.select({ code: merchants.code }).from(merchants).where(eq(merchants.code, seed.merchantCode));
    if (!merchant) continue;
    const existing = await db.select({ id: trackingConfigs.id }).from(trackingConfigs).where(eq(trackingConfigs.merchantCode, seed.merchantCode)).limit(1);
    if (existing.length === 0) await db.insert(trackingConfigs).values(seed).onConflictDoNothing();
  }
}
