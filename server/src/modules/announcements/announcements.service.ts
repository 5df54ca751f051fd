import {
  HOME_ANNOUNCEMENT_TYPES,
  WINNER_BOARD_DEFAULT_CATEGORY,
  WINNER_BOARD_LIMIT,
  minorToMajor,
  type AnnouncementType,
  type AnnouncementsReply,
  type Language,
  type Notice,
  type Winner,
} from '@lotto/contract';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import type { AnnouncementRow } from '../../db/schema/index.js';
import type { AnnouncementsRepository, WinRow } from './announcements.repository.js';
import { presentBanner, presentNotice, presentPopup } from './announcements.presenter.js';

export interface ListQuery {
  types: readonly AnnouncementType[];
  groupName?: string | undefined;
  execution?: string | undefined;
  platform?: 'W' | undefined;
}

/** A winner board asked for: its language, category (ALL, LOTT or a game type) and length. */
export interface WinnerBoardQuery {
  lang: Language;
  category: string;
  limit: number;
}

/** The board a request names: category ALL and the longest board unless it asks for others (spec 2 §7). */
export function winnerBoardOf(lang: Language, category: string | undefined, limit: number | undefined): WinnerBoardQuery {
  return { lang, category: (category || WINNER_BOARD_DEFAULT_CATEGORY).toUpperCase(), limit: Math.min(limit ?? WINNER_BOARD_LIMIT, WINNER_BOARD_LIMIT) };
}

/**
 * How a winner's account shows on a public board: the first and last characters with three stars
 * between (the real length not told), a mobile-only account by its last four digits.
 */
export function maskAccount(username: string | null, mobile: string | null): string {
  if (username) {
    if (username.length <= 2) return `${username[0]}***`;
    const keep = username.length >= 6 ? 2 : 1;
    return `${username.slice(0, keep)}***${username.slice(-keep)}`;
  }
  if (mobile) return `****${mobile.slice(-4)}`;
  return '***';
}

/**
 * How long after its end an hour of stakes is taken as written for good: a stake's ledger row is
 * stamped when its transaction starts, and no transaction that moves money stays open this long.
 */
export const STAKES_SETTLED_AFTER_MS = 3_600_000;
const HOUR_MS = 3_600_000;

/**
 * A pool's stakes since it started, without reading its whole history on every call: the hours
 * that ended more than STAKES_SETTLED_AFTER_MS ago are summed once per process (each new settled
 * hour added to the kept sum when the clock passes it), and only the stakes after them, at most
 * two hours of them, are read per call. Sums are additive over windows, so the answer is the one
 * sum over the whole history would give.
 */
function stakeSums(repo: AnnouncementsRepository) {
  const settled = new Map<string, { until: number; total: bigint }>();
  return {
    async since(merchantCode: string, currency: string, start: Date, now: number): Promise<bigint> {
      const boundary = Math.max(start.getTime(), Math.floor((now - STAKES_SETTLED_AFTER_MS) / HOUR_MS) * HOUR_MS);
      const key = `${merchantCode}\u0000${currency}\u0000${start.getTime()}`;
      let kept = settled.get(key);
      if (!kept || kept.until > boundary) kept = { until: start.getTime(), total: 0n };
      if (kept.until < boundary) {
        kept = { until: boundary, total: kept.total + (await repo.stakesBetween(merchantCode, currency, new Date(kept.until), new Date(boundary))) };
        settled.set(key, kept);
      }
      return kept.total + (await repo.stakesBetween(merchantCode, currency, new Date(boundary), null));
    },
  };
}

/**
 * `promotions` answers the promotion (PR) list: the running promotions of the promotions module, the
 * one source of promotions (docs/decisions/0017-one-source-of-promotions.md); PR rows of the
 * announcements table are not read.
 */
export function createAnnouncementsService(
  repo: AnnouncementsRepository,
  promotions: (merchant: Merchant, lang: Language) => Promise<Notice[]>,
  clock: () => Date = () => new Date(),
) {
  const stakes = stakeSums(repo);

  /** The asked language's rows of each type, or the merchant's default language's where the asked one has none. */
  async function rowsFor(merchant: Merchant, lang: Language, types: readonly AnnouncementType[]): Promise<AnnouncementRow[]> {
    const now = clock();
    const rows = await repo.live(merchant.code, lang, types, now);
    const missing = types.filter((type) => !rows.some((row) => row.type === type));
    if (missing.length === 0 || lang === merchant.defaultLanguage) return rows;
    const fallback = await repo.live(merchant.code, merchant.defaultLanguage, missing, now);
    return [...rows, ...fallback];
  }

  return {
    /** MCSFE_getListAnnouncements (spec 2 §3, §7): banners of the asked group, notices, popups (platform W), promotions, hot. */
    async list(merchant: Merchant, lang: Language, query: ListQuery): Promise<AnnouncementsReply> {
      const types = query.types.length ? query.types : HOME_ANNOUNCEMENT_TYPES;
      // PR comes from the promotions themselves (below), never from stored announcement rows
      const stored = types.filter((type) => type !== 'PR');
      const rows = stored.length ? await rowsFor(merchant, lang, stored) : [];
      const of = (type: AnnouncementType) => rows.filter((row) => row.type === type);
      const execution = query.execution === 'A' || query.execution === 'F' ? query.execution : null;
      return {
        banners: of('B')
          .filter((row) => !query.groupName || row.groupName === query.groupName)
          .map(presentBanner),
        player: of('PL').map(presentNotice),
        popup: of('PU')
          .filter((row) => row.platform === (query.platform ?? 'W') && (!execution || row.execution === execution))
          .map(presentPopup),
        promotion: types.includes('PR') ? await promotions(merchant, lang) : [],
        hot: of('PL')
          .filter((row) => row.hot)
          .map(presentNotice),
      };
    },

    /** ODSFE2_getWinnerBoard (spec 2 §7): the latest real wins of a category (ALL, LOTT or a game type), the longest board, read once for every language. */
    latestWins: (merchant: Merchant, category: string): Promise<WinRow[]> => repo.latestWins(merchant.code, category, WINNER_BOARD_LIMIT),

    /** The board of those wins a request asks for: its first `limit`, accounts masked, game names in `lang`. */
    winnerBoard(wins: readonly WinRow[], { lang, limit }: WinnerBoardQuery): Winner[] {
      return wins.slice(0, limit).map((win) => ({
        account: maskAccount(win.username, win.mobile),
        gameName: win.names[lang] ?? win.names.EN ?? win.gameName,
        vendor: win.vendor,
        amount: minorToMajor(win.amountMinor),
        currency: win.currency,
        time: win.time.getTime(),
      }));
    },

    /**
     * VIS_getJackpot: the pool's seed plus its share of every real stake since it started
     * (docs/decisions/0014-jackpot-from-the-server.md). No pool for the currency: null, and the site shows none.
     */
    async jackpot(merchant: Merchant, merchantCode: string, currency: string) {
      if (merchantCode !== merchant.code) throw errors.requestInvalid('merchant_code names another merchant.');
      const pool = await repo.pool(merchant.code, currency);
      if (!pool) return null;
      const summed = await stakes.since(merchant.code, currency, pool.startedAt, clock().getTime());
      const amountMinor = pool.seedMinor + ((summed > 0n ? summed : 0n) * BigInt(pool.contributionBasisPoints)) / 10_000n;
      return { amount: minorToMajor(amountMinor), currency };
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
