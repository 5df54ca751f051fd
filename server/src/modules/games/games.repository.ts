import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  MAIN_WALLET_ACCOUNT_TYPE_ID,
  favouriteGames,
  gameProducts,
  games,
  gameVendors,
  recentGames,
  wallets,
  type GameProductRow,
  type GameRow,
  type GameVendorRow,
} from '../../db/schema/index.js';

/** A game with its product (game type, account type) and vendor (vassalage, maintenance). */
export interface GameEntry {
  game: GameRow;
  product: GameProductRow;
  vendor: GameVendorRow;
}

export interface GameListFilter {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBetMinor?: number;
  minLineNum?: number;
}

export interface ProductEntry {
  product: GameProductRow;
  vendor: GameVendorRow;
}

/** `%text%` for ILIKE with the wildcard characters of the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** 'all' and '' mean no category filter (spec 2 §2: the lobby's "all" category). */
const isAllClassify = (c: string | undefined) => !c || c.toUpperCase() === 'ALL';

export function createGamesRepository(db: Db) {
  const visible = (merchantCode: string): SQL[] => [
    eq(games.merchantCode, merchantCode),
    eq(games.enabled, true),
    eq(gameProducts.enabled, true),
    eq(gameVendors.enabled, true),
  ];
  const joined = () =>
    db
      .select({ game: games, product: gameProducts, vendor: gameVendors })
      .from(games)
      .innerJoin(gameProducts, eq(games.productId, gameProducts.id))
      .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id));
  const catalogueOrder = [asc(gameVendors.sortOrder), asc(gameProducts.sortOrder), asc(games.sortOrder), asc(games.id)];
  // the favourites of a signed-in lobby page's caller (kept per process: member-marks.ts)
  const favouritesOf = db
    .select({ id: favouriteGames.gameRowId })
    .from(favouriteGames)
    .where(eq(favouriteGames.customerId, sql.placeholder('customerId')))
    .prepare('favourite_game_ids');

  function listConditions(merchantCode: string, f: GameListFilter): SQL[] {
    const where = visible(merchantCode);
    if (f.gameType) where.push(eq(gameProducts.gameType, f.gameType));
    if (f.vassalage) where.push(eq(gameVendors.vassalage, f.vassalage));
    if (!isAllClassify(f.gameClassify)) where.push(eq(games.gameClassify, f.gameClassify!.toUpperCase()));
    const name = f.gameName?.trim();
    if (name) {
      const pattern = containsPattern(name);
      // Any language's name matches, case-insensitively.
      where.push(
        or(
          ilike(games.gameName, pattern),
          sql`exists (select 1 from jsonb_each_text(${games.names}) as n(lang, name) where n.name ilike ${pattern})`,
        )!,
      );
    }
    if (f.minBetMinor) where.push(sql`${games.minBetMinor} >= ${f.minBetMinor}`);
    if (f.minLineNum) where.push(sql`${games.lineNum} >= ${f.minLineNum}`);
    return where;
  }

  return {
    /** One page and the count of all matches, in one query (the count rides on each row). */
    async listPage(merchantCode: string, f: GameListFilter, page: { pageNo: number; pageSize: number }): Promise<{ rows: GameEntry[]; total: number }> {
      const where = and(...listConditions(merchantCode, f));
      const offset = (page.pageNo - 1) * page.pageSize;
      const found = await db
        .select({ game: games, product: gameProducts, vendor: gameVendors, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(games)
        .innerJoin(gameProducts, eq(games.productId, gameProducts.id))
        .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(page.pageSize)
        .offset(offset);
      const rows = found.map(({ game, product, vendor }) => ({ game, product, vendor }));
      if (found.length > 0 || offset === 0) return { rows, total: found[0]?.total ?? 0 };
      // a page past the end has no row to carry the count
      const [total] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(gameProducts, eq(games.productId, gameProducts.id))
        .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Games with a hot rank, best first. */
    hot(merchantCode: string, gameType: string | undefined, limit: number): Promise<GameEntry[]> {
      const where = [...visible(merchantCode), isNotNull(games.hotRank)];
      if (gameType) where.push(eq(gameProducts.gameType, gameType));
      return joined()
        .where(and(...where))
        .orderBy(asc(games.hotRank), ...catalogueOrder)
        .limit(limit);
    },

    /** An enabled game of the merchant by node id. */
    async byNode(merchantCode: string, nodeId: string): Promise<GameEntry | null> {
      const [row] = await joined()
        .where(and(...visible(merchantCode), eq(games.nodeId, nodeId)))
        .limit(1);
      return row ?? null;
    },

    /** A favourite's game: node id, vendor and game type must all match (spec 2 §3 "Favourite"). */
    async byNodeVendorType(merchantCode: string, nodeId: string, vassalage: string, gameType: string): Promise<GameEntry | null> {
      const [row] = await joined()
        .where(and(...visible(merchantCode), eq(games.nodeId, nodeId), eq(gameVendors.vassalage, vassalage), eq(gameProducts.gameType, gameType)))
        .limit(1);
      return row ?? null;
    },

    /** Every game (row id) the customer has marked favourite. */
    async favouriteGameIds(customerId: number): Promise<number[]> {
      return (await favouritesOf.execute({ customerId })).map((r) => Number(r.id));
    },

    async favouritesPage(merchantCode: string, customerId: number, page: { pageNo: number; pageSize: number }) {
      const where = and(...visible(merchantCode), eq(favouriteGames.customerId, customerId));
      const [total] = await db
        .select({ n: count() })
        .from(favouriteGames)
        .innerJoin(games, eq(favouriteGames.gameRowId, games.id))
        .innerJoin(gameProducts, eq(games.productId, gameProducts.id))
        .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
        .where(where);
      const rows: GameEntry[] = await joined()
        .innerJoin(favouriteGames, eq(favouriteGames.gameRowId, games.id))
        .where(where)
        .orderBy(desc(favouriteGames.createdAt), desc(games.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Idempotent: adding a favourite twice keeps one row. */
    async addFavourite(customerId: number, gameRowId: number): Promise<void> {
      await db.insert(favouriteGames).values({ customerId, gameRowId }).onConflictDoNothing();
    },

    async removeFavourite(customerId: number, gameRowId: number): Promise<void> {
      await db.delete(favouriteGames).where(and(eq(favouriteGames.customerId, customerId), eq(favouriteGames.gameRowId, gameRowId)));
    },

    /** Most recently launched first. */
    recent(merchantCode: string, customerId: number, gameType: string | undefined, limit: number): Promise<GameEntry[]> {
      const where = [...visible(merchantCode), eq(recentGames.customerId, customerId)];
      if (gameType) where.push(eq(gameProducts.gameType, gameType));
      return joined()
        .innerJoin(recentGames, eq(recentGames.gameRowId, games.id))
        .where(and(...where))
        .orderBy(desc(recentGames.lastPlayedAt), desc(games.id))
        .limit(limit);
    },

    async recordRecent(customerId: number, gameRowId: number): Promise<void> {
      await db
        .insert(recentGames)
        .values({ customerId, gameRowId })
        .onConflictDoUpdate({ target: [recentGames.customerId, recentGames.gameRowId], set: { lastPlayedAt: sql`now()` } });
    },

    /** Enabled products with their vendors, in catalogue order. */
    products(merchantCode: string, f: { vassalage?: string; gameType?: string } = {}): Promise<ProductEntry[]> {
      const where = [eq(gameProducts.merchantCode, merchantCode), eq(gameProducts.enabled, true), eq(gameVendors.enabled, true)];
      if (f.vassalage) where.push(eq(gameVendors.vassalage, f.vassalage));
      if (f.gameType) where.push(eq(gameProducts.gameType, f.gameType));
      return db
        .select({ product: gameProducts, vendor: gameVendors })
        .from(gameProducts)
        .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
        .where(and(...where))
        .orderBy(asc(gameVendors.sortOrder), asc(gameProducts.sortOrder), asc(gameProducts.id));
    },

    /** A product by its account type name (the page name of spec 2 §2). */
    async productByName(merchantCode: string, accountTypeName: string): Promise<ProductEntry | null> {
      const [row] = await db
        .select({ product: gameProducts, vendor: gameVendors })
        .from(gameProducts)
        .innerJoin(gameVendors, eq(gameProducts.vendorId, gameVendors.id))
        .where(and(eq(gameProducts.merchantCode, merchantCode), eq(gameProducts.accountTypeName, accountTypeName)))
        .limit(1);
      return row ?? null;
    },

    /** Game ids by node id, for the lobby games of the vendor cards. */
    async gameIdsByNode(merchantCode: string, nodeIds: readonly string[]): Promise<Map<string, string>> {
      if (nodeIds.length === 0) return new Map();
      const rows = await db
        .select({ nodeId: games.nodeId, gameId: games.gameId })
        .from(games)
        .where(and(eq(games.merchantCode, merchantCode), inArray(games.nodeId, [...nodeIds])));
      return new Map(rows.map((r) => [r.nodeId, r.gameId]));
    },

    /** Product ids that have at least one game open to free trial (supportPlay 0). */
    async productsWithTrial(merchantCode: string): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ id: games.productId })
        .from(games)
        .where(and(eq(games.merchantCode, merchantCode), eq(games.enabled, true), eq(games.supportPlay, 0)));
      return new Set(rows.map((r) => r.id));
    },

    /** Live tables (games with a room), optionally of one game, vendor or game type. */
    rooms(merchantCode: string, f: { gameId?: string; vassalage?: string; gameType?: string }): Promise<GameEntry[]> {
      const where = [...visible(merchantCode), isNotNull(games.roomId)];
      if (f.gameId) where.push(eq(games.gameId, f.gameId));
      if (f.vassalage) where.push(eq(gameVendors.vassalage, f.vassalage));
      if (f.gameType) where.push(eq(gameProducts.gameType, f.gameType));
      return joined()
        .where(and(...where))
        .orderBy(...catalogueOrder);
    },

    /** The main wallet balance in minor units (0 when the account has none). */
    async mainBalanceMinor(customerId: number): Promise<bigint> {
      const [row] = await db
        .select({ balance: wallets.balanceMinor })
        .from(wallets)
        .where(and(eq(wallets.customerId, customerId), eq(wallets.accountTypeId, MAIN_WALLET_ACCOUNT_TYPE_ID)));
      return row?.balance ?? 0n;
    },
  };
}

export type GamesRepository = ReturnType<typeof createGamesRepository>;
