import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { trackingConfigs, type NewTrackingConfigRow, type TrackingConfigRow } from '../../db/schema/index.js';

export interface TrackingRepository {
  /** A merchant's tracking configs, oldest first. */
  configs(merchantCode: string): Promise<TrackingConfigRow[]>;
  /** Replaces every tracking config of a merchant in one transaction. */
  replace(merchantCode: string, rows: readonly Omit<NewTrackingConfigRow, 'merchantCode'>[]): Promise<TrackingConfigRow[]>;
}

export function createTrackingRepository(db: Db): TrackingRepository {
  return {
    configs: (code) => db.select().from(trackingConfigs).where(eq(trackingConfigs.merchantCode, code)).orderBy(asc(trackingConfigs.id)),
    replace: (code, rows) =>
      db.transaction(async (tx) => {
        await tx.delete(trackingConfigs).where(eq(trackingConfigs.merchantCode, code));
        if (rows.length === 0) return [];
        return tx
          .insert(trackingConfigs)
          .values(rows.map((r) => ({ ...r, merchantCode: code })))
          .returning();
      }),
  };
}
