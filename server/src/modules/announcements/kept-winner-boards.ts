import fp from 'fastify-plugin';
import type { Winner } from '@lotto/contract';
import { keptPerMerchant } from '../../lib/kept-loads.js';

/**
 * How long a process answers a merchant's winner board from what it read. The board is the same
 * for every visitor of a merchant and language, every home page asks for it, and it joins seven
 * tables; the site itself asks again only every minute (web get-winner-board.ts), so a win shows
 * at most this much later than it would.
 */
export const KEPT_WINNER_BOARD_MS = 5_000;
/** Boards kept in all (merchant × language × category × length). */
const MAX_BOARDS = 512;

export interface KeptWinnerBoards {
  /** The kept board of a merchant's `variant` (language, category, length), else `load`'s; callers that miss together share one read. */
  of(merchantCode: string, variant: string, load: () => Promise<Winner[]>): Promise<Winner[]>;
  /** Drops a merchant's kept boards (every merchant's without one): for a writer whose win must show at once. */
  forget(merchantCode?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The winner boards this process keeps (modules/announcements). */
    winnerBoards: KeptWinnerBoards;
  }
}

export function keptWinnerBoards(ttlMs = KEPT_WINNER_BOARD_MS): KeptWinnerBoards {
  const boards = keptPerMerchant<Winner[]>({ ttlMs, max: MAX_BOARDS });
  return { of: (merchantCode, variant, load) => boards.get(merchantCode, variant, load), forget: boards.forget };
}

/** `app.winnerBoards`, read by ODSFE2_getWinnerBoard. */
export const winnerBoardsPlugin = fp(
  async (app) => {
    app.decorate('winnerBoards', keptWinnerBoards());
  },
  { name: 'winner-boards' },
);
