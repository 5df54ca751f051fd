import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../connection.js';
import { announcements, gameProducts, gameVendors, games, jackpotPools, lotteryGames, merchants, promotions, type NewAnnouncementRow } from '../schema/index.js';
import { MERCHANT_SEEDS } from './demo-data.js';
import { HOME_COPY, NOTICE_KINDS, type NoticeVars } from './home-content-copy.js';
import { SELF_LOBBY_DOMAIN } from './game-catalogue.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Jackpot pools of the seed merchants: a seed figure and the share of real stakes that grows it. */
const JACKPOT_SEEDS: Record<string, { seedMinor: bigint; basisPoints: number }> = {
  demo: { seedMinor: 888_888_800n, basisPoints: 100 },
  lucky: { seedMinor: 2_500_000_000n, basisPoints: 150 },
};

interface MerchantFacts {
  code: string;
  site: string;
  languages: Language[];
  currency: string;
  /** A slot game the demo vendor serves: the G banner launches it. */
  game: { gameId: string; nodeId: string; roomId: string | null; vendor: string; names: Partial<Record<Language, string>>; gameName: string } | null;
  newGames: Partial<Record<Language, string>>[];
  lotteries: Partial<Record<Language, string>>[];
  /** A promotion the P banner opens, when the promotions seed has made one. */
  promotionId: number | null;
}

async function factsOf(db: Db, code: string): Promise<MerchantFacts | null> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, code));
  if (!merchant) return null;
  const slots = await db
    .select({ game: games, vendor: gameVendors.vassalage })
    .from(games)
    .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameProducts.vendorId))
    .where(and(eq(games.merchantCode, code), eq(gameProducts.gameType, 'RNG'), eq(gameVendors.lobbyDomain, SELF_LOBBY_DOMAIN), eq(games.enabled, true), isNotNull(games.demoKind)))
    .orderBy(sql`${games.hotRank} asc nulls last`, asc(games.sortOrder))
    .limit(3);
  const lotto = await db.select({ names: lotteryGames.names }).from(lotteryGames).where(eq(lotteryGames.merchantCode, code)).orderBy(asc(lotteryGames.sortOrder)).limit(2);
  const [promo] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.merchantCode, code), eq(promotions.display, true))).orderBy(asc(promotions.sortOrder), asc(promotions.id)).limit(1);
  const first = slots[0];
  return {
    code,
    site: merchant.name,
    languages: merchant.languages,
    currency: merchant.currency,
    game: first ? { gameId: first.game.gameId, nodeId: first.game.nodeId, roomId: first.game.roomId, vendor: first.vendor, names: first.game.names, gameName: first.game.gameName } : null,
    newGames: slots.slice(1).map((s) => ({ EN: s.game.gameName, ...s.game.names })),
    lotteries: lotto.map((l) => l.names),
    promotionId: promo?.id ?? null,
  };
}

/** One merchant's banners, notices and popups in one language. */
function rowsFor(f: MerchantFacts, lang: Language, now: number): NewAnnouncementRow[] {
  const copy = HOME_COPY[lang];
  const nameIn = (names: Partial<Record<Language, string>> | undefined, fallback: string) => names?.[lang] ?? names?.EN ?? fallback;
  const base = { merchantCode: f.code, lang };
  const banner = (i: number, link: Partial<NewAnnouncementRow>, groupName = 'w_home'): NewAnnouncementRow => ({
    ...base,
    type: 'B',
    groupName,
    title: copy.banners[i]![0],
    content: copy.banners[i]![1],
    sortOrder: i,
    startsAt: new Date(now - 30 * DAY),
    ...link,
  });
  const promotionLink: Partial<NewAnnouncementRow> = f.promotionId ? { linkageType: 'P', linkage: String(f.promotionId) } : { linkageType: 'URL', linkage: '/promotion' };
  const banners: NewAnnouncementRow[] = [
    banner(0, { linkageType: 'URL', linkage: '/register' }),
    banner(1, { linkageType: 'URL', linkage: '/lottery' }),
    f.game
      ? banner(2, { linkageType: 'G', linkage: f.game.gameId, nodeId: f.game.nodeId, roomId: f.game.roomId, vendor: f.game.vendor, title: `${copy.banners[2]![0]}: ${nameIn(f.game.names, f.game.gameName)}` })
      : banner(2, { linkageType: 'URL', linkage: '/electron' }),
    banner(3, { linkageType: 'URL', linkage: '/help#deposit' }),
    banner(4, promotionLink),
    banner(5, promotionLink, 'w_promotion'),
  ];

  const instances: NoticeVars[] = [0, 1].map((n) => ({
    site: f.site,
    date: ymd(new Date(now + (3 + n * 7) * DAY)),
    from: n ? '03:00' : '02:00',
    to: n ? '05:30' : '04:00',
    game: nameIn(f.newGames[n], n ? 'Golden Koi' : 'Dragon Pearl'),
    lottery: nameIn(f.lotteries[n], n ? 'Lucky 11x5' : 'Lucky 5D'),
    minutes: n ? 15 : 30,
    channel: n ? 'USDT (TRC20)' : 'Bank transfer',
    version: n ? '2.5' : '2.4',
  }));
  // newest first: twelve notices, one every 14 hours going back
  const notices: NewAnnouncementRow[] = instances.flatMap((v, n) =>
    NOTICE_KINDS.map((kind, k): NewAnnouncementRow => {
      const age = (n === 0 ? k : NOTICE_KINDS.length + k) * 14 * HOUR;
      return { ...base, type: 'PL', title: copy.notices[kind].title(v), content: copy.notices[kind].body(v), startsAt: new Date(now - age - HOUR), hot: n === 0 && k < 2 };
    }),
  );
  const v = instances[0]!;
  const popups: NewAnnouncementRow[] = copy.popups.map((popup, i) => ({
    ...base,
    type: 'PU',
    platform: 'W',
    execution: i === 0 ? 'A' : 'F',
    title: popup.title(v),
    content: popup.body(v),
    sortOrder: i,
    startsAt: new Date(now - 2 * DAY),
  }));
  return [...banners, ...notices, ...popups];
}

/**
 * Home content of the seed merchants in every language each offers (issue 13): six banners (five
 * w_home, one w_promotion; linkage URL, G and P when a promotion exists), twelve notices and two
 * popups; and each merchant's jackpot pool. Missing merchants' content only.
 */
export async function seedHomeContent(db: Db, now = Date.now()): Promise<void> {
  for (const seed of MERCHANT_SEEDS) {
    const code = seed.merchant.code;
    const [existing] = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.merchantCode, code)).limit(1);
    const facts = await factsOf(db, code);
    if (!facts) continue;
    if (!existing) await db.insert(announcements).values(facts.languages.flatMap((lang) => rowsFor(facts, lang, now)));
    const pool = JACKPOT_SEEDS[code];
    if (pool) {
      await db
        .insert(jackpotPools)
        .values({ merchantCode: code, currency: facts.currency, seedMinor: pool.seedMinor, contributionBasisPoints: pool.basisPoints })
        .onConflictDoNothing();
    }
  }
}
