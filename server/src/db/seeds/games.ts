import { eq } from 'drizzle-orm';
import { gamePlatformFor } from '@lotto/contract';
import { gameIconUrl } from '../../lib/game-icons.js';
import type { Db } from '../connection.js';
import { gameProducts, games, gameVendors, type DemoGameKind } from '../schema/index.js';
import { GAME_CATALOGUES, type GameSeed, type ProductSeed, type VendorSeed } from './game-catalogue.js';

export { SELF_LOBBY_DOMAIN } from './game-catalogue.js';

/** First account type id of the seeded products (ours; 9 is the main wallet). */
const FIRST_ACCOUNT_TYPE_ID = 101;

/** Slots and fish play the demo slot, sports and e-sports the virtual sports game, live tables and cards the crash game. */
const demoKindFor = (gameType: ProductSeed['gameType']): DemoGameKind => {
  if (gameType === 'RNG' || gameType === 'FISH') return 'slot';
  if (gameType === 'SPORTS' || gameType === 'ESPORTS') return 'sports';
  return 'crash';
};

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000);

const accountTypeName = (v: VendorSeed, p: ProductSeed) => `${v.vassalage}_${p.gameType}`;

function gameRow(merchantCode: string, v: VendorSeed, p: ProductSeed, productId: number, nodeId: string, g: GameSeed, sortOrder: number) {
  const en = g.names.EN ?? g.code;
  return {
    merchantCode,
    productId,
    gameId: g.code,
    nodeId,
    roomId: g.roomId ?? null,
    gameName: en,
    names: g.names,
    nodeName: en,
    gameClassify: g.classify ?? null,
    platform: gamePlatformFor(v.vassalage, p.gameType),
    appNewWindow: v.openMode === 'window' || v.openMode === 'player',
    supportPlay: g.supportPlay ?? 0,
    freeplay: (g.supportPlay ?? 0) === 0,
    iconUrl: gameIconUrl(merchantCode, nodeId),
    hotRank: g.hot ?? null,
    minBetMinor: g.minBet ?? 100,
    maxBetMinor: g.maxBet ?? 1_000_000,
    lineNum: g.lines ?? 0,
    demoKind: demoKindFor(p.gameType),
    sortOrder,
  };
}

/**
 * Seeds the merchant's game catalogue (vendors, products, games) in one transaction; a no-op when
 * the merchant already has vendors, so existing databases gain the catalogue once.
 */
export async function seedGames(db: Db, merchantCode: string): Promise<boolean> {
  const catalogue = GAME_CATALOGUES[merchantCode];
  if (!catalogue) return false;
  const existing = await db.select({ id: gameVendors.id }).from(gameVendors).where(eq(gameVendors.merchantCode, merchantCode)).limit(1);
  if (existing.length > 0) return false;
  await db.transaction(async (tx) => {
    let accountTypeId = FIRST_ACCOUNT_TYPE_ID;
    for (const [vendorIndex, v] of catalogue.entries()) {
      const [vendor] = await tx
        .insert(gameVendors)
        .values({
          merchantCode,
          vassalage: v.vassalage,
          displayName: v.displayName,
          openMode: v.openMode,
          lobbyDomain: v.lobbyDomain,
          maintenance: v.maintenance ?? false,
          maintenanceStart: v.maintenanceWindowHours ? hoursFromNow(v.maintenanceWindowHours[0]) : null,
          maintenanceEnd: v.maintenanceWindowHours ? hoursFromNow(v.maintenanceWindowHours[1]) : null,
          sortOrder: vendorIndex,
        })
        .returning({ id: gameVendors.id });
      for (const [productIndex, p] of v.products.entries()) {
        const typeId = accountTypeId++;
        // Node ids are numeric strings like the platform's: account type id + position.
        const nodeOf = (i: number) => `${typeId}${String(i).padStart(3, '0')}`;
        const lobbyNodeId = p.lobby ? nodeOf(0) : null;
        const [product] = await tx
          .insert(gameProducts)
          .values({ merchantCode, vendorId: vendor!.id, gameType: p.gameType, accountTypeId: typeId, accountTypeName: accountTypeName(v, p), displayName: p.displayName, lobbyNodeId, sortOrder: productIndex })
          .returning({ id: gameProducts.id });
        const rows = p.games.map((g, i) => gameRow(merchantCode, v, p, product!.id, nodeOf(i + 1), g, i + 1));
        if (p.lobby) {
          const lobby: GameSeed = { code: `${v.vassalage.toLowerCase()}-${p.gameType.toLowerCase()}-lobby`, names: p.lobby, minBet: 100, supportPlay: 1 };
          rows.unshift(gameRow(merchantCode, v, p, product!.id, lobbyNodeId!, lobby, 0));
        }
        if (rows.length) await tx.insert(games).values(rows);
      }
    }
  });
  return true;
}
