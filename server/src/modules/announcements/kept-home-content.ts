import fp from 'fastify-plugin';
import type { AnnouncementsReply, Jackpot, Winner } from '@lotto/contract';
import { keptByGroup, type KeptByGroup } from '../../lib/kept-loads.js';
import type { WinRow } from './announcements.repository.js';

/**
 * How long a process answers a merchant's winner board from what it read. The board is the same
 * for every visitor of a merchant and language, every home page asks for it, and it joins seven
 * tables; the site itself asks again only every minute (web get-winner-board.ts), so a win shows
 * at most this much later than it would.
 */
export const KEPT_WINNER_BOARD_MS = 5_000;
/**
 * How long a process answers a merchant's jackpot figure from what it summed. Every home page asks
 * for it each minute, and each sum reads the merchant's stakes of the last hours (the older ones
 * are summed once per process: announcements.service.ts), which a busy merchant writes by the
 * thousand; the figure shown grows at most this much later.
 */
export const KEPT_JACKPOT_MS = 5_000;
/** Jackpot figures kept in all (merchant × currency). */
const MAX_JACKPOTS = 256;

/** Categories' wins kept in all (merchant × category). */
const MAX_BOARDS = 512;

/**
 * A category's latest wins as read (the longest board), and the boards made of them: one per
 * language and length asked for, kept with the wins and gone with them. One read serves every
 * language and length.
 */
export interface KeptWins {
  wins: readonly WinRow[];
  boards: Map<string, Winner[]>;
}

/**
 * How long a process answers a merchant's announcement lists (banners, notices, popups) from what
 * it read. Every page load reads them (the home page's notices, and index.html carries the home
 * banners and popups); they are written by the seed and operators' tools straight into the
 * database, so a change, or an announcement whose start or end time passes, shows within this, as
 * the game catalogue's does (modules/games/catalogue-cache.ts).
 */
export const KEPT_ANNOUNCEMENT_LIST_MS = 5_000;
/** Lists kept in all (merchant × language × the query's types, group, execution and platform). */
const MAX_LISTS = 512;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The winner boards this process keeps, by merchant; the key names the category. A writer whose
     * win must show at once calls `forget`.
     */
    winnerBoards: KeptByGroup<KeptWins>;
    /**
     * The announcement lists this process keeps, by merchant; the key names the language and the
     * query. A writer whose announcement must show at once calls `forget`.
     */
    announcementLists: KeptByGroup<AnnouncementsReply>;
    /**
     * The jackpot figures this process keeps, by merchant; the key names the currency (and the
     * merchant_code asked for). A writer
     * whose stake must show at once calls `forget`.
     */
    jackpots: KeptByGroup<Jackpot>;
  }
}

/** `app.winnerBoards`, `app.announcementLists` and `app.jackpots`, read by ODSFE2_getWinnerBoard, MCSFE_getListAnnouncements and VIS_getJackpot. */
export const keptHomeContentPlugin = fp(
  async (app) => {
    app.decorate('winnerBoards', keptByGroup<KeptWins>({ ttlMs: KEPT_WINNER_BOARD_MS, max: MAX_BOARDS }));
    app.decorate('announcementLists', keptByGroup<AnnouncementsReply>({ ttlMs: KEPT_ANNOUNCEMENT_LIST_MS, max: MAX_LISTS }));
    app.decorate('jackpots', keptByGroup<Jackpot>({ ttlMs: KEPT_JACKPOT_MS, max: MAX_JACKPOTS }));
  },
  { name: 'kept-home-content' },
);
