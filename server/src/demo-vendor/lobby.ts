import { and, asc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import {
  gameProducts,
  gameVendors,
  games,
  resources,
  vendorLobbyTickets,
  type ResourceRow,
  type VendorLobbyTicketRow,
} from '../db/schema/index.js';
import { errors } from '../errors.js';
import { siteSessionLive } from '../plugins/site-session.js';
import { newToken, tokenHash } from '../security/tokens.js';

/**
 * Single sign-on into a provider's game lobby (spec 2 §4, docs/decisions/0004-provider-lobby-sign-on.md).
 * The site asks for an `stoken` (random, 60 s, single use) and opens the lobby address with it; the
 * lobby exchanges it ONCE for a lobby session (a new random token, 2 h) that an HttpOnly cookie
 * carries. Only SHA-256 hashes are stored; the session token never appears in a URL or a page. The
 * ticket is bound to the site session that minted it and dies with it (logout, password change,
 * expiry, a disabled account).
 */

export const STOKEN_TTL_MS = 60 * 1000;
export const LOBBY_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
export const LOBBY_PATH = '/vendor/demo/lobby';

/** The merchant's GAME_LOBBY resource of a provider, or undefined. */
export async function providerLobby(db: Db, merchantCode: string, provider: string): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.merchantCode, merchantCode), eq(resources.resourceType, 'GAME_LOBBY'), eq(resources.provider, provider)));
  return row;
}

/** Mints an stoken for a logged-in real account; refused when the merchant has no lobby for the provider. */
export async function mintLobbyToken(
  db: Db,
  args: { merchantCode: string; customerId: number; siteSessionId: number; provider: string; language: Language },
): Promise<{ stoken: string; expiresIn: number }> {
  if (!(await providerLobby(db, args.merchantCode, args.provider))) throw errors.functionNotAvailable('This provider has no game lobby.');
  const stoken = newToken();
  await db.insert(vendorLobbyTickets).values({
    tokenHash: tokenHash(stoken),
    kind: 'stoken',
    merchantCode: args.merchantCode,
    customerId: args.customerId,
    siteSessionId: args.siteSessionId,
    provider: args.provider,
    language: args.language,
    expiresAt: new Date(Date.now() + STOKEN_TTL_MS),
  });
  return { stoken, expiresIn: STOKEN_TTL_MS / 1000 };
}

const lobbyOver = () => errors.userOrTokenInvalid('This lobby link was used or has expired. Open the lobby again from the site.');

/** The ticket's site session has not ended or expired (by the database clock) and its account is active. */
const siteSessionAlive = (db: Db) => siteSessionLive(db, vendorLobbyTickets.siteSessionId, vendorLobbyTickets.customerId);

/**
 * Exchanges an stoken for a lobby session: ONE guarded update re-keys the row, so a second use (or
 * a race of two) finds nothing. The stoken must name this merchant's provider, be unexpired and its
 * site session still alive.
 */
export async function exchangeLobbyToken(
  db: Db,
  args: { stoken: string; merchantCode: string; provider: string },
): Promise<{ session: string; ticket: VendorLobbyTicketRow }> {
  const session = newToken();
  const [ticket] = await db
    .update(vendorLobbyTickets)
    .set({ tokenHash: tokenHash(session), kind: 'lobby', expiresAt: new Date(Date.now() + LOBBY_SESSION_TTL_MS) })
    .where(
      and(
        eq(vendorLobbyTickets.tokenHash, tokenHash(args.stoken)),
        eq(vendorLobbyTickets.kind, 'stoken'),
        eq(vendorLobbyTickets.merchantCode, args.merchantCode),
        eq(vendorLobbyTickets.provider, args.provider),
        gt(vendorLobbyTickets.expiresAt, sql`now()`),
        siteSessionAlive(db),
      ),
    )
    .returning();
  if (!ticket) throw lobbyOver();
  return { session, ticket };
}

/** The live lobby session of a token, for the same merchant and provider, while its site session lives. */
export async function resolveLobbySession(db: Db, args: { session: string; merchantCode: string; provider: string }): Promise<VendorLobbyTicketRow> {
  const [ticket] = await db
    .select()
    .from(vendorLobbyTickets)
    .where(
      and(
        eq(vendorLobbyTickets.tokenHash, tokenHash(args.session)),
        eq(vendorLobbyTickets.kind, 'lobby'),
        eq(vendorLobbyTickets.merchantCode, args.merchantCode),
        eq(vendorLobbyTickets.provider, args.provider),
        gt(vendorLobbyTickets.expiresAt, sql`now()`),
        siteSessionAlive(db),
      ),
    );
  if (!ticket) throw lobbyOver();
  return ticket;
}

export interface LobbyGame {
  nodeId: string;
  gameId: string;
  name: string;
  gameType: string;
  /** Offers free play (spec 2 §2: supportPlay 0). */
  trial: boolean;
}

/** The provider's enabled games of the merchant, lobby nodes left out (the lobby lists the games themselves). */
export async function lobbyGames(db: Db, merchantCode: string, provider: string, language: Language): Promise<LobbyGame[]> {
  const rows = await db
    .select({ game: games, gameType: gameProducts.gameType })
    .from(games)
    .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameProducts.vendorId))
    .where(
      and(
        eq(games.merchantCode, merchantCode),
        eq(gameVendors.vassalage, provider),
        eq(games.enabled, true),
        eq(gameProducts.enabled, true),
        or(isNull(gameProducts.lobbyNodeId), ne(gameProducts.lobbyNodeId, games.nodeId)),
      ),
    )
    .orderBy(asc(gameProducts.sortOrder), asc(games.sortOrder), asc(games.id));
  return rows.map(({ game, gameType }) => ({
    nodeId: game.nodeId,
    gameId: game.gameId,
    name: game.names[language] ?? game.names.EN ?? game.gameName,
    gameType,
    trial: game.supportPlay === 0 && game.freeplay,
  }));
}
