import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../../plugins/merchant.js';
import { tokenOf, type Session } from '../../plugins/session.js';
import { keptLoads } from '../../lib/kept-loads.js';
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

export function createMemberMarks(app: FastifyInstance, loadFavourites: (customerId: number) => Promise<readonly number[]>): MemberMarks {
  const sessions = keptLoads<string, Session>({ ttlMs: MEMBER_MARKS_TTL_MS, max: MAX_SESSIONS_HELD });
  const favourites = keptLoads<number, ReadonlySet<number>>({ ttlMs: MEMBER_MARKS_TTL_MS, maxSize: MAX_FAVOURITES_HELD });
  const stopEnds = app.liveEvents.onSessionEnd((sessionId) => sessions.drop((_key, session) => session.sessionId === sessionId));
  const stopChanges = app.liveEvents.onMemberChange((customerId) => favourites.drop((key) => key === customerId));
  return {
    sessionOf(request, merchant) {
      const token = tokenOf(request);
      if (!token) return Promise.resolve(null);
      return sessions.get(`${merchant.code}\u0000${tokenHash(token)}`, () => optionalSession(app, request, merchant));
    },
    favouritesOf(customerId) {
      return favourites.get(customerId, async (): Promise<ReadonlySet<number>> => new Set(await loadFavourites(customerId)), (set) => set.size);
    },
    close() {
      stopEnds();
      stopChanges();
    },
  };
}
