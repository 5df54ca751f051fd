import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  customers,
  gameProducts,
  games,
  ledgerEntries,
  lotteryBets,
  pointAccounts,
  pointConversions,
  pointRedemptions,
  pointRewardTypes,
  pointRewards,
  pointSettings,
  pointTransactions,
  vendorLaunches,
  vendorRounds,
  wallets,
  type PointConversionRow,
  type PointRedemptionRow,
  type PointRewardRow,
  type PointRewardTypeRow,
  type PointSettingsRow,
  type PointTransactionRow,
} from '../../db/schema/index.js';

/** One change of a point balance to write (see postPoints). */
export interface PointChange {
  txTypeId: number;
  amountCp: bigint;
  /** What earned or took the points; unique across all point transactions (null: none). */
  source: string | null;
  reference?: string | null;
}

/** A stake or deposit not yet turned into points: what it was and how much (minor units). */
export interface Earning {
  source: string;
  /** lotto, live, rng, pvp, sport or deposit: which rate applies. */
  rate: 'lotto' | 'live' | 'rng' | 'pvp' | 'sport' | 'deposit';
  amountMinor: bigint;
  reference: string;
}

/** Earnings looked at per refresh; a member with more catches up over the next refreshes. */
const EARNINGS_BATCH = 500;

const notEarned = (sourceSql: SQL) =>
  sql`not exists (select 1 from ${pointTransactions} where ${pointTransactions.source} = ${sourceSql})`;

/** The rate a demo-game product's turnover earns at (spec 2 §3 per-game rates). */
function rateOfGameType(gameType: string): Earning['rate'] {
  if (gameType === 'LIVE') return 'live';
  if (gameType === 'PVP' || gameType === 'CONS') return 'pvp';
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return 'sport';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lotto';
  return 'rng'; // slots, fish and the rest of the electronic games
}

export function createPointsRepository(db: Db) {
  return {
    settingsOf: async (merchantCode: string): Promise<PointSettingsRow | null> =>
      (await db.select().from(pointSettings).where(eq(pointSettings.merchantCode, merchantCode)))[0] ?? null,

    balanceOf: async (customerId: number): Promise<bigint> =>
      (await db.select({ b: pointAccounts.balanceCp }).from(pointAccounts).where(eq(pointAccounts.customerId, customerId)))[0]?.b ?? 0n,

    /** The payment password hash the check reads (payments' createPaymentPasswordCheck). */
    paymentSecretsOf: async (customerId: number) =>
      (await db.select({ paymentPasswordHash: customers.paymentPasswordHash }).from(customers).where(eq(customers.id, customerId)))[0] ?? null,

    rewardTypes: (merchantCode: string): Promise<PointRewardTypeRow[]> =>
      db.select().from(pointRewardTypes).where(eq(pointRewardTypes.merchantCode, merchantCode)).orderBy(asc(pointRewardTypes.sortOrder), asc(pointRewardTypes.type)),

    /** The merchant's active rewards (of one type), in catalogue order, paged. */
    async rewards(merchantCode: string, type: number | undefined, page: number, size: number): Promise<{ rows: PointRewardRow[]; total: number }> {
      const where = and(eq(pointRewards.merchantCode, merchantCode), eq(pointRewards.active, true), type === undefined ? undefined : eq(pointRewards.type, type));
      const rows = await db
        .select()
        .from(pointRewards)
        .where(where)
        .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ n: count() }).from(pointRewards).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    reward: async (merchantCode: string, id: number): Promise<PointRewardRow | null> =>
      (await db.select().from(pointRewards).where(and(eq(pointRewards.id, id), eq(pointRewards.merchantCode, merchantCode), eq(pointRewards.active, true))))[0] ??
      null,

    rewardByCode: async (merchantCode: string, code: string): Promise<PointRewardRow | null> =>
      (await db.select().from(pointRewards).where(and(eq(pointRewards.merchantCode, merchantCode), eq(pointRewards.code, code))))[0] ?? null,

    rewardType: async (merchantCode: string, type: number): Promise<PointRewardTypeRow | null> =>
      (await db.select().from(pointRewardTypes).where(and(eq(pointRewardTypes.merchantCode, merchantCode), eq(pointRewardTypes.type, type))))[0] ?? null,

    /**
     * Stakes and deposits of the member that have not earned points yet: settled lottery bets
     * (won or lost, not void), settled real-money demo-game rounds, and deposits credited.
     */
    async pendingEarnings(customerId: number): Promise<Earning[]> {
      const bets = await db
        .select({ id: lotteryBets.id, amountMinor: lotteryBets.amountMinor })
        .from(lotteryBets)
        .where(and(eq(lotteryBets.customerId, customerId), inArray(lotteryBets.status, ['won', 'lost']), notEarned(sql`'lottery_bet:' || ${lotteryBets.id}`)))
        .orderBy(asc(lotteryBets.id))
        .limit(EARNINGS_BATCH);
      const rounds = await db
        .select({ id: vendorRounds.id, betMinor: vendorRounds.betMinor, gameType: gameProducts.gameType })
        .from(vendorRounds)
        .innerJoin(vendorLaunches, eq(vendorLaunches.id, vendorRounds.launchId))
        .innerJoin(games, eq(games.id, vendorLaunches.gameRowId))
        .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
        .where(
          and(
            eq(vendorLaunches.customerId, customerId),
            eq(vendorLaunches.trial, false),
            eq(vendorRounds.status, 'settled'),
            sql`${vendorRounds.betMinor} > 0`,
            notEarned(sql`'vendor_round:' || ${vendorRounds.id}`),
          ),
        )
        .orderBy(asc(vendorRounds.id))
        .limit(EARNINGS_BATCH);
      const deposits = await db
        .select({ id: ledgerEntries.id, amountMinor: ledgerEntries.amountMinor })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(wallets.customerId, customerId),
            eq(ledgerEntries.kind, 'deposit'),
            sql`${ledgerEntries.amountMinor} > 0`,
            notEarned(sql`'deposit:' || ${ledgerEntries.id}`),
          ),
        )
        .orderBy(asc(ledgerEntries.id))
        .limit(EARNINGS_BATCH);
      return [
        ...bets.map((b): Earning => ({ source: `lottery_bet:${b.id}`, rate: 'lotto', amountMinor: b.amountMinor, reference: `lottery bet ${b.id}` })),
        ...rounds.map((r): Earning => ({ source: `vendor_round:${r.id}`, rate: rateOfGameType(r.gameType), amountMinor: r.betMinor, reference: `game round ${r.id}` })),
        ...deposits.map((d): Earning => ({ source: `deposit:${d.id}`, rate: 'deposit', amountMinor: d.amountMinor, reference: `deposit ${d.id}` })),
      ];
    },

    /**
     * Writes point changes for a member in the caller's transaction: the account row is locked
     * first (every writer does, so balances after each change are exact), each change is one
     * point transaction (a change whose source was already written is skipped), and the balance
     * moves once. Answers null, writing nothing more, when the balance would go below zero; the
     * check constraint refuses it in any case.
     */
    async postPoints(tx: Db, customerId: number, merchantCode: string, changes: readonly PointChange[]): Promise<{ balanceCp: bigint; written: number } | null> {
      await tx.insert(pointAccounts).values({ customerId, merchantCode }).onConflictDoNothing();
      const [account] = await tx.select({ b: pointAccounts.balanceCp }).from(pointAccounts).where(eq(pointAccounts.customerId, customerId)).for('update');
      let balance = account?.b ?? 0n;
      let written = 0;
      for (const c of changes) {
        if (balance + c.amountCp < 0n) return null;
        const [row] = await tx
          .insert(pointTransactions)
          .values({ customerId, txTypeId: c.txTypeId, amountCp: c.amountCp, balanceAfterCp: balance + c.amountCp, source: c.source, reference: c.reference ?? null })
          .onConflictDoNothing()
          .returning({ id: pointTransactions.id });
        if (!row) continue;
        balance += c.amountCp;
        written += 1;
      }
      if (written > 0) {
        await tx.update(pointAccounts).set({ balanceCp: balance, updatedAt: sql`now()` }).where(eq(pointAccounts.customerId, customerId));
      }
      return { balanceCp: balance, written };
    },

    /** Takes `quantity` from the reward's stock; false (nothing taken) when fewer are left. */
    async takeStock(tx: Db, rewardId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(pointRewards)
        .set({ inventory: sql`${pointRewards.inventory} - ${quantity}`, redeemedCount: sql`${pointRewards.redeemedCount} + ${quantity}` })
        .where(and(eq(pointRewards.id, rewardId), gte(pointRewards.inventory, quantity)))
        .returning({ id: pointRewards.id });
      return rows.length > 0;
    },

    /** Inserts a redemption; null when the member's key already has one (a parallel retry). */
    insertRedemption: async (tx: Db, row: typeof pointRedemptions.$inferInsert): Promise<PointRedemptionRow | null> =>
      (await tx.insert(pointRedemptions).values(row).onConflictDoNothing().returning())[0] ?? null,

    redemptionByKey: async (customerId: number, key: string): Promise<PointRedemptionRow | null> =>
      (await db.select().from(pointRedemptions).where(and(eq(pointRedemptions.customerId, customerId), eq(pointRedemptions.idempotencyKey, key))))[0] ?? null,

    /** The member's redemptions requested in [from, to], newest first, with the reward's names. */
    async redemptions(customerId: number, f: { fromMs: number; toMs: number; status?: string; page: number; size: number }) {
      const where = and(
        eq(pointRedemptions.customerId, customerId),
        gte(pointRedemptions.createdAt, new Date(f.fromMs)),
        lte(pointRedemptions.createdAt, new Date(f.toMs)),
        f.status ? eq(pointRedemptions.status, f.status) : undefined,
      );
      const rows = await db
        .select({ redemption: pointRedemptions, reward: pointRewards })
        .from(pointRedemptions)
        .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
        .where(where)
        .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    insertConversion: async (tx: Db, row: typeof pointConversions.$inferInsert): Promise<PointConversionRow | null> =>
      (await tx.insert(pointConversions).values(row).onConflictDoNothing().returning())[0] ?? null,

    conversionByKey: async (customerId: number, key: string): Promise<PointConversionRow | null> =>
      (await db.select().from(pointConversions).where(and(eq(pointConversions.customerId, customerId), eq(pointConversions.idempotencyKey, key))))[0] ?? null,

    /** The member's non-zero point transactions in [from, to], newest first, without the excluded types. */
    async transactions(customerId: number, f: { fromMs: number; toMs: number; excludeTypes: number[]; page: number; size: number }): Promise<{ rows: PointTransactionRow[]; total: number }> {
      const where = and(
        eq(pointTransactions.customerId, customerId),
        ne(pointTransactions.amountCp, 0n),
        gte(pointTransactions.createdAt, new Date(f.fromMs)),
        lte(pointTransactions.createdAt, new Date(f.toMs)),
        f.excludeTypes.length ? notInArray(pointTransactions.txTypeId, f.excludeTypes) : undefined,
      );
      const rows = await db
        .select()
        .from(pointTransactions)
        .where(where)
        .orderBy(desc(pointTransactions.createdAt), desc(pointTransactions.id))
        .limit(f.size)
        .offset((f.page - 1) * f.size);
      const [total] = await db.select({ n: count() }).from(pointTransactions).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
