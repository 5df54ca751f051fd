import fp from 'fastify-plugin';
import type { Winner } from '@lotto/contract';
import { keptByGroup, type KeptByGroup } from '../../lib/kept-loads.js';

/**
 * How long a process answers a merchant's winner board from what it read. The board is the same
 * for every visitor of a merchant and language, every home page asks for it, and it joins seven
 * tables; the site itself asks again only every minute (web get-winner-board.ts), so a win shows
 * at most this much later than it would.
 */
export const KEPT_WINNER_BOARD_MS = 5_000;
/** Boards kept in all (merchant × language × category × length). */
const MAX_BOARDS = 512;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The winner boards this process keeps, by merchant; the key names the language, category and
     * length. A writer whose win must show at once calls `forget`.
     */
    winnerBoards: KeptByGroup<Winner[]>;
  }
}

/** `app.winnerBoards`, read by ODSFE2_getWinnerBoard. */
export const winnerBoardsPlugin = fp(
  async (app) => {
    app.decorate('winnerBoards', keptByGroup<Winner[]>({ ttlMs: KEPT_WINNER_BOARD_MS, max: MAX_BOARDS }));
  },
  { name: 'winner-boards' },
);
