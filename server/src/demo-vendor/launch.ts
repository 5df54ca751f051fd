import { and, eq } from 'drizzle-orm';
import type { Language } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { gameProducts, games, merchants, vendorLaunches, type DemoGameKind, type GameRow, type VendorLaunchRow } from '../db/schema/index.js';
import { appError, errors } from '../errors.js';
import { isSiteSessionLive } from '../plugins/site-session.js';
import { newToken, tokenHash } from '../security/tokens.js';

export interface VendorLaunchArgs {
  merchantCode: string;
  /** null for a guest's free trial. */
  customerId: number | null;
  /** The site session launching (null only for a guest): the launch plays while it lives. */
  siteSessionId: number | null;
  /** `games.id` of the launched game (its `demoKind` picks the demo page). */
  gameRowId: number;
  trial: boolean;
  language: Language;
}

/** A launch ticket lives this long; the player launches again from the site afterwards. */
export const LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;
/** Play money of a trial launch: 2,000.00 in minor units. */
export const TRIAL_PLAY_MONEY_MINOR = 200_000n;
export const PLAY_PATH = '/vendor/demo/play';

/**
 * Creates a launch ticket of the built-in demo vendor and answers the play URL (a same-origin path)
 * the launch reply carries in `content.game_url`. The token (32 random bytes) travels only in the
 * URL; the database keeps its SHA-256.
 */
export async function createVendorLaunch(db: Db, args: VendorLaunchArgs): Promise<{ url: string }> {
  if (!args.trial && args.customerId === null) throw errors.inSorryIn();
  if (args.customerId !== null && args.siteSessionId === null) throw errors.inSorryIn();
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, args.gameRowId), eq(games.merchantCode, args.merchantCode)));
  if (!game) throw errors.resourceNotFound('Unknown game.');
  const token = newToken();
  await db.insert(vendorLaunches).values({
    tokenHash: tokenHash(token),
    merchantCode: args.merchantCode,
    customerId: args.customerId,
    siteSessionId: args.customerId === null ? null : args.siteSessionId,
    gameRowId: args.gameRowId,
    trial: args.trial,
    playMoneyMinor: args.trial ? TRIAL_PLAY_MONEY_MINOR : 0n,
    language: args.language,
    expiresAt: new Date(Date.now() + LAUNCH_TTL_MS),
  });
  return { url: `${PLAY_PATH}/${token}` };
}

/** Games without a demo kind still open a playable page: the slot. */
export const demoKindOf = (game: Pick<GameRow, 'demoKind'>): DemoGameKind => game.demoKind ?? 'slot';

export interface ResolvedLaunch {
  launch: VendorLaunchRow;
  game: GameRow;
  /** The merchant's currency (trial play money is shown in it too). */
  merchantCurrency: string;
  /** The game's product type (SPORTS or ESPORTS picks the virtual sports variant). */
  productType: string;
}

/**
 * The live launch of a token, or a 401 error saying the game session is unknown or over. A
 * customer's launch also ends with the site session that made it (logout, password change, a
 * disabled account, expiry).
 */
export async function resolveLaunch(db: Db, token: string): Promise<ResolvedLaunch> {
  const [row] = await db
    .select({ launch: vendorLaunches, game: games, merchantCurrency: merchants.currency, productType: gameProducts.gameType })
    .from(vendorLaunches)
    .innerJoin(games, eq(games.id, vendorLaunches.gameRowId))
    .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
    .innerJoin(merchants, eq(merchants.code, vendorLaunches.merchantCode))
    .where(eq(vendorLaunches.tokenHash, tokenHash(token)));
  if (!row) throw appError('user.or.token.invalid', 'This game session is unknown. Launch the game again from the site.');
  if (row.launch.expiresAt.getTime() <= Date.now()) {
    throw appError('user.or.token.invalid', 'This game session has expired. Launch the game again from the site.');
  }
  if (row.launch.customerId !== null && !(await isSiteSessionLive(db, row.launch.siteSessionId, row.launch.customerId))) {
    throw appError('login.not.session', 'This game session ended with your site session. Log in and launch the game again.');
  }
  return row;
}
