import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FLAGS } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { merchants } from '../../db/schema/index.js';

export const merchantStatePatchSchema = z
  .object({
    maintenance: z.boolean().optional(),
    /** Epoch ms; null clears it. */
    maintenanceEnd: z.number().int().nonnegative().nullable().optional(),
    regionRestricted: z.boolean().optional(),
    /** IPs or CIDRs refused with region.restricted. */
    blockedIps: z.array(z.string().regex(/^[0-9a-fA-F:.]+(\/\d{1,3})?$/)).max(500).optional(),
    /** White-label flags to switch; others keep their value. */
    flags: z.partialRecord(z.enum(FLAGS), z.boolean()).optional(),
  })
  .strict();
export type MerchantStatePatch = z.infer<typeof merchantStatePatchSchema>;

export interface MerchantState {
  code: string;
  maintenance: boolean;
  maintenanceEnd: number | null;
  regionRestricted: boolean;
  blockedIps: string[];
  flags: Record<string, boolean>;
}

/** Applies a state patch to one merchant; null when the merchant does not exist. */
export async function updateMerchantState(db: Db, code: string, patch: MerchantStatePatch): Promise<MerchantState | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(merchants).where(eq(merchants.code, code)).for('update');
    if (!current) return null;
    const [row] = await tx
      .update(merchants)
      .set({
        ...(patch.maintenance === undefined ? {} : { maintenance: patch.maintenance }),
        ...(patch.maintenanceEnd === undefined ? {} : { maintenanceEnd: patch.maintenanceEnd }),
        ...(patch.regionRestricted === undefined ? {} : { regionRestricted: patch.regionRestricted }),
        ...(patch.blockedIps === undefined ? {} : { blockedIps: patch.blockedIps }),
        ...(patch.flags === undefined ? {} : { flags: { ...current.flags, ...patch.flags } }),
        updatedAt: sql`now()`,
      })
      .where(eq(merchants.code, code))
      .returning();
    if (!row) return null;
    return {
      code: row.code,
      maintenance: row.maintenance,
      maintenanceEnd: row.maintenanceEnd ?? null,
      regionRestricted: row.regionRestricted,
      blockedIps: row.blockedIps,
      flags: row.flags,
    };
  });
}
