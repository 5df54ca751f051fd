import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnnouncementType, Language } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import {
  announcements,
  customers,
  gameProducts,
  gameVendors,
  games,
  jackpotPools,
  ledgerEntries,
  lotteryBets,
  lotteryGames,
  lotteryIssues,
  vendorLaunches,
  vendorRounds,
  wallets,
  type AnnouncementRow,
  type JackpotPoolRow,
} from '../../db/schema/index.js';

/** A settled win, whichever game it came from. */
export interface WinRow {
  username: string | null;
  mobile: string | null;
  names: Partial<Record<Language, string>>;
  gameName: string;
  vendor: string | null;
  amountMinor: bigint;
  currency: string;
  time: Date;
}

export interface AnnouncementsRepository {
  /** The merchant's live announcements of these types in one language, in their order. */
  live(merchantCode: string, lang: Language, types: readonly AnnouncementType[], now: Date): Promise<AnnouncementRow[]>;
  byId(merchantCode: string, id: number): Promise<AnnouncementRow | null>;
  /** The latest winning real-money demo-game rounds and lottery bets; category ALL, LOTT or a product game type. */
  latestWins(merchantCode: string, category: string, limit: number): Promise<WinRow[]>;
  pool(merchantCode: string, currency: string): Promise<JackpotPoolRow | null>;
  /**
   * Real stakes (demo-game and lottery bets, less refunds) in wallets of this currency written at
   * or after `from` and before `until` (no end when null), in minor units; the refunds of a window
   * may outweigh its bets, so a window's sum may be negative.
   */
  stakesBetween(merchantCode: string, currency: string, from: Date, until: Date | null): Promise<bigint>;
}

const liveAt = (now: Date) => and(sql`${announcements.startsAt} <= ${now}`, or(isNull(announcements.endsAt), gt(announcements.endsAt, now)));

export function createAnnouncementsRepository(db: Db): AnnouncementsRepository {
  return {
    live: (merchantCode, lang, types, now) =>
      db
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.lang, lang), inArray(announcements.type, [...types]), liveAt(now)))
        .orderBy(asc(announcements.sortOrder), desc(announcements.startsAt), desc(announcements.id)),

    async byId(merchantCode, id) {
      const rows = await db.select().from(announcements).where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)));
      return rows[0] ?? null;
    },

    async latestWins(merchantCode, category, limit) {
      const wantGames = category !== 'LOTT';
      const wantLottery = category === 'ALL' || category === 'LOTT';
      const vendorWins = wantGames
        ? await db
            .select({
              username: customers.username,
              mobile: customers.mobile,
              names: games.names,
              gameName: games.gameName,
              vendor: gameVendors.vassalage,
              amountMinor: vendorRounds.winMinor,
              currency: wallets.currency,
              time: vendorRounds.createdAt,
            })
            .from(vendorRounds)
            .innerJoin(vendorLaunches, eq(vendorLaunches.id, vendorRounds.launchId))
            .innerJoin(customers, eq(customers.id, vendorLaunches.customerId))
            .innerJoin(games, eq(games.id, vendorLaunches.gameRowId))
            .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
            .innerJoin(gameVendors, eq(gameVendors.id, gameProducts.vendorId))
            .innerJoin(wallets, and(eq(wallets.customerId, customers.id), eq(wallets.accountTypeId, 9)))
            .where(
              and(
                eq(vendorLaunches.merchantCode, merchantCode),
                eq(vendorLaunches.trial, false),
                eq(vendorRounds.status, 'settled'),
                gt(vendorRounds.winMinor, sql`0`),
                category === 'ALL' ? undefined : eq(gameProducts.gameType, category),
              ),
            )
            .orderBy(desc(vendorRounds.createdAt), desc(vendorRounds.id))
            .limit(limit)
        : [];
      const lotteryWins = wantLottery
        ? await db
            .select({
              username: customers.username,
              mobile: customers.mobile,
              names: lotteryGames.names,
              gameName: lotteryGames.gameCode,
              vendor: sql<string | null>`null`,
              amountMinor: sql<bigint>`${lotteryBets.payoutMinor}`.mapWith((v: string | number | bigint) => BigInt(v)),
              currency: wallets.currency,
              time: sql<Date>`coalesce(${lotteryBets.settledAt}, ${lotteryBets.createdAt})`.mapWith((v: string | Date) => new Date(v)),
            })
            .from(lotteryBets)
            .innerJoin(customers, eq(customers.id, lotteryBets.customerId))
            .innerJoin(wallets, eq(wallets.id, lotteryBets.walletId))
            .innerJoin(lotteryIssues, eq(lotteryIssues.id, lotteryBets.issueId))
            .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
            .where(and(eq(customers.merchantCode, merchantCode), eq(lotteryBets.status, 'won'), gt(lotteryBets.payoutMinor, sql`0`)))
            .orderBy(desc(lotteryBets.settledAt), desc(lotteryBets.id))
            .limit(limit)
        : [];
      return [...vendorWins, ...lotteryWins].sort((a, b) => b.time.getTime() - a.time.getTime()).slice(0, limit);
    },

    async pool(merchantCode, currency) {
      const rows = await db.select().from(jackpotPools).where(and(eq(jackpotPools.merchantCode, merchantCode), eq(jackpotPools.currency, currency)));
      return rows[0] ?? null;
    },

    async stakesBetween(merchantCode, currency, from, until) {
      // bets are debits (negative amounts); a refunded lottery bet gives its stake back
      const rows = await db
        .select({ total: sql<string | null>`coalesce(-sum(${ledgerEntries.amountMinor}), 0)` })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .innerJoin(customers, eq(customers.id, wallets.customerId))
        .where(
          and(
            eq(customers.merchantCode, merchantCode),
            eq(wallets.currency, currency),
            inArray(ledgerEntries.kind, ['bet', 'lottery_bet', 'lottery_refund']),
            gte(ledgerEntries.createdAt, from),
            until ? lt(ledgerEntries.createdAt, until) : undefined,
          ),
        );
      return BigInt(rows[0]?.total ?? 0);
    },
  };
}
