import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { HEADERS } from '@lotto/contract';
import type { Merchant } from '../../plugins/merchant.js';
import type { Session } from '../../plugins/session.js';
import { tokenHash } from '../../security/tokens.js';
import { optionalSession } from './optional-session.js';

/**
 * How long a process keeps what a signed-in lobby page needs of its caller: the session its token
 * names and the member's favourite games. Each is dropped at once when it changes: a session when
 * it ends (sign-out, revoked, password change or reset), the favourites when the member adds or
 * removes one; both through the live-event hub, so in every process when Redis carries it. The
 * time bounds what no notice covers (a session's own expiry, a notice lost while Redis was down),
 * and what it can leave stale is the favourite marks of a public list, never a member call: those
 * check their session in the database every time.
 */
export const MEMBER_MARKS_TTL_MS = 30_000;
const MAX_SESSIONS_HELD = 20_000;
/** Favourite game ids held in all (a member's set counts its size). */
const MAX_FAVOURITES_HELD = 200_000;

export interface MemberMarks {
  /** The caller of a public catalogue read, for its favourite marks: null for a guest or a token that does not resolve. */
  sessionOf(request: FastifyRequest, merchant: Merchant): Promise<Session | null>;
  /** Every game (row id) the member has marked favourite. */
  favouritesOf(customerId: number): Promise<ReadonlySet<number>>;
  /** Stops listening to the hub. */
  close(): void;
}

/**
 * Keeps the results of `load` by key until the TTL or `drop`; callers that miss together share one
 * load, and a load that was under way when something was dropped is answered but not kept (it may
 * have read what the drop was about).
 */
function keptLoads<K, V extends object>(opts: { max: number; size?: (value: V) => number }) {
  const kept = new LRUCache<K & {}, V>({ ttl: MEMBER_MARKS_TTL_MS, ...(opts.size ? { maxSize: opts.max, sizeCalculation: (v) => Math.max(1, opts.size!(v)) } : { max: opts.max }) });
  const loading = new Map<K, Promise<V | null>>();
  let drops = 0;
  return {
    get(key: K & {}, load: () => Promise<V | null>): Promise<V | null> {
      const hit = kept.get(key) ?? loading.get(key);
      if (hit) return Promise.resolve(hit);
      const started = drops;
      const pending = load()
        .then((value) => {
          if (value && drops === started) kept.set(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === pending) loading.delete(key);
        });
      loading.set(key, pending);
      return pending;
    },
    drop(match: (key: K, value: V) => boolean) {
      drops++;
      for (const [key, value] of kept.entries()) if (match(key, value)) kept.delete(key);
      loading.clear();
    },
  };
}

export function createMemberMarks(app: FastifyInstance, loadFavourites: (customerId: number) => Promise<readonly number[]>): MemberMarks {
  const sessions = keptLoads<string, Session>({ max: MAX_SESSIONS_HELD });
  const favourites = keptLoads<number, ReadonlySet<number>>({ max: MAX_FAVOURITES_HELD, size: (set) => set.size });
  const stopEnds = app.liveEvents.onSessionEnd((sessionId) => sessions.drop((_key, session) => session.sessionId === sessionId));
  const stopChanges = app.liveEvents.onMemberChange((customerId) => favourites.drop((key) => key === customerId));
  return {
    sessionOf(request, merchant) {
      const raw = request.headers[HEADERS.authorization.toLowerCase()];
      const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (!token) return Promise.resolve(null);
      return sessions.get(`${merchant.code}\u0000${tokenHash(token)}`, () => optionalSession(app, request, merchant));
    },
    async favouritesOf(customerId) {
      return (await favourites.get(customerId, async () => new Set(await loadFavourites(customerId)))) ?? new Set();
    },
    close() {
      stopEnds();
      stopChanges();
    },
  };
}
