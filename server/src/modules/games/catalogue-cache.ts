import fp from 'fastify-plugin';
import { keptByGroup } from '../../lib/kept-loads.js';

/**
 * How long a catalogue page is kept. The catalogue is written by the seed and by operators'
 * tools straight into the database, so another process's (or the database's) change shows within
 * this, as the merchant directory's rows do (plugins/merchant.ts); a write through this process
 * calls `invalidate`.
 */
export const CATALOGUE_TTL_MS = 5_000;
/** Keys come from client queries (vendor, category, name search): at most this many games held in all. */
const MAX_GAMES_HELD = 20_000;

export interface CatalogueCache {
  /**
   * The kept value of a merchant's key, else `load`'s, kept for CATALOGUE_TTL_MS. Requests that
   * miss together share one load. `size` says how many games the value holds (the bound above).
   */
  get<T extends object>(merchantCode: string, key: string, load: () => Promise<T>, size: (value: T) => number): Promise<T>;
  /** Drops a merchant's pages (every merchant's without one): call after writing the catalogue. */
  invalidate(merchantCode?: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The game lists' cache of catalogue pages (modules/games). */
    gameCatalogue: CatalogueCache;
  }
}

export function createCatalogueCache(opts: { ttlMs?: number } = {}): CatalogueCache {
  const pages = keptByGroup<object>({ ttlMs: opts.ttlMs ?? CATALOGUE_TTL_MS, maxSize: MAX_GAMES_HELD });
  return { get: pages.get, invalidate: pages.forget };
}

/** `app.gameCatalogue`, shared by the game calls and whatever writes the catalogue. */
export const gameCataloguePlugin = fp(
  async (app) => {
    app.decorate('gameCatalogue', createCatalogueCache());
  },
  { name: 'game-catalogue' },
);
