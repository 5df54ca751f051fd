import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { customers, missionClaims, missions, promotions, type MissionRow, type PromotionRow } from '../../db/schema/index.js';

/** The merchant's running MISSION promotions (displayed, started, not ended), first by sort order. */
export function runningMissionPromotions(db: Db, merchantCode: string, at: Date): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantCode, merchantCode),
        eq(promotions.promotionType, 'MISSION'),
        eq(promotions.display, true),
        sql`${promotions.startsAt} <= ${at.toISOString()}::timestamptz`,
        sql`(${promotions.endsAt} is null or ${promotions.endsAt} > ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export function missionsOf(db: Db, promotionIds: readonly number[]): Promise<MissionRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missions)
    .where(inArray(missions.promotionId, [...promotionIds]))
    .orderBy(asc(missions.sortOrder), asc(missions.id));
}

/** The mission ids and period keys the member has claimed, as `${missionId}:${periodKey}`. */
export async function claimedKeys(db: Db, customerId: number, missionIds: readonly number[]): Promise<Set<string>> {
  if (missionIds.length === 0) return new Set();
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
    .from(missionClaims)
    .where(and(eq(missionClaims.customerId, customerId), inArray(missionClaims.missionId, [...missionIds])));
  return new Set(rows.map((r) => `${r.missionId}:${r.periodKey}`));
}

/** Inserts the claim, or null when the member has one for this mission and period (the unique index decides). */
export async function insertClaim(
  tx: Db,
  claim: { missionId: number; customerId: number; periodKey: string; rewardMinor: bigint },
): Promise<{ id: number } | null> {
  const [row] = await tx.insert(missionClaims).values(claim).onConflictDoNothing().returning({ id: missionClaims.id });
  return row ?? null;
}

export async function setClaimEntry(tx: Db, claimId: number, ledgerEntryId: number): Promise<void> {
  await tx.update(missionClaims).set({ ledgerEntryId }).where(eq(missionClaims.id, claimId));
}

/** The merchant's members who can rank (players and agents with a username), id to username. */
export async function rankableMembers(db: Db, merchantCode: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: customers.id, username: customers.username })
    .from(customers)
    .where(and(eq(customers.merchantCode, merchantCode), inArray(customers.isAgent, ['0', '1', '2']), isNotNull(customers.username)));
  return new Map(rows.map((r) => [r.id, r.username ?? '']));
}
