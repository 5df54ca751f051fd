import type { z } from 'zod';
import { FORCE_EN_ON_ID_VENDORS, GAME_ACCOUNT_TYPE, type GameLaunchReply, type Language, type glsLaunchRequestSchema } from '@lotto/contract';
import type { Db } from '../../db/connection.js';
import { errors } from '../../errors.js';
import { createVendorLaunch } from '../../demo-vendor/launch.js';
import { unfinishedRealGame } from '../../demo-vendor/live-crash.js';
import { createGamesRepository, type GameEntry, type GamesRepository } from './games.repository.js';

type GlsLaunch = z.output<typeof glsLaunchRequestSchema>;

export interface LaunchDeps {
  db: Db;
  repo: GamesRepository;
}

/** JDB, AE and DG play in English when the language is ID (spec 2 §4). */
export const launchLanguage = (vassalage: string, language: Language): Language =>
  language === 'ID' && (FORCE_EN_ON_ID_VENDORS as readonly string[]).includes(vassalage) ? 'EN' : language;

/**
 * The game a launch names, refused as spec 2 §4 says: no id or an unknown game is in_stay_tuned,
 * a vendor under maintenance vendor_under_maintenance, a vendor without lobby domain game_maintenance.
 */
async function launchableGame(
  repo: GamesRepository,
  merchantCode: string,
  ids: { nodeId?: string; gameId?: string; roomId?: string; vassalage?: string },
): Promise<GameEntry> {
  if (!ids.nodeId) throw errors.inStayTuned('This game is coming soon. Stay tuned.');
  const entry = await repo.byNode(merchantCode, ids.nodeId);
  // Ids that name another game, room or vendor than the node are not a game we offer.
  const mismatch =
    entry &&
    ((ids.gameId && ids.gameId !== entry.game.gameId) ||
      (ids.roomId && ids.roomId !== entry.game.roomId) ||
      (ids.vassalage && ids.vassalage !== entry.vendor.vassalage));
  if (!entry || mismatch) throw errors.inStayTuned('This game is coming soon. Stay tuned.');
  if (entry.vendor.maintenance) {
    // The dialog shows the window from value.content.data, epoch ms (spec 1 §8).
    const { maintenanceStart, maintenanceEnd } = entry.vendor;
    throw errors.vendorUnderMaintenance(`${entry.vendor.displayName} is under maintenance.`, {
      content: { data: { maintainTime: maintenanceStart?.getTime() ?? null, endTime: maintenanceEnd?.getTime() ?? null } },
    });
  }
  if (entry.vendor.lobbyDomain === null) throw errors.gameMaintenance(`${entry.vendor.displayName} games are unavailable right now.`);
  return entry;
}

/** Free trial needs a game with supportPlay 0 (spec 2 §2). */
function requireTrial(entry: GameEntry): void {
  if (entry.game.supportPlay !== 0 || !entry.game.freeplay) {
    throw errors.functionNotAvailable('This game has no free trial.');
  }
}

/**
 * Real-game launch (GLS) of a logged-in real account: accountType 1 plays with the main wallet and
 * needs at least the game's minimum bet and no real-money round in play in another game;
 * accountType 0 is free play. Records the recent game.
 */
export async function launchGame(
  deps: LaunchDeps,
  args: { merchantCode: string; customerId: number; siteSessionId: number; input: GlsLaunch; language: Language },
): Promise<GameLaunchReply> {
  const entry = await launchableGame(deps.repo, args.merchantCode, args.input);
  const trial = args.input.accountType === GAME_ACCOUNT_TYPE.free;
  if (trial) {
    requireTrial(entry);
  } else {
    // Spec 3 "Replies": a real-money round still in play in another game refuses the launch.
    const unfinished = await unfinishedRealGame(deps.db, args.customerId, entry.game.id);
    if (unfinished !== null) {
      throw errors.gameRoundUnfinished(`A round of ${unfinished} is still in play. Finish it before opening another game.`);
    }
    if ((await deps.repo.mainBalanceMinor(args.customerId)) < BigInt(entry.game.minBetMinor)) {
      throw errors.launchGameBalanceNotEnough('Your balance is below the minimum bet of this game. Please deposit.');
    }
  }
  const { url } = await createVendorLaunch(deps.db, {
    merchantCode: args.merchantCode,
    customerId: args.customerId,
    siteSessionId: args.siteSessionId,
    gameRowId: entry.game.id,
    trial,
    language: launchLanguage(entry.vendor.vassalage, args.input.language ?? args.language),
  });
  await deps.repo.recordRecent(args.customerId, entry.game.id);
  return { content: { game_url: url } };
}

/** Free trial (GCS_gameTrialLaunch): guests too; the session's customer when there is one. */
export async function launchTrial(
  deps: LaunchDeps,
  args: { merchantCode: string; customerId: number | null; siteSessionId: number | null; nodeId: string; gameId?: string; language: Language },
): Promise<GameLaunchReply> {
  const entry = await launchableGame(deps.repo, args.merchantCode, args);
  requireTrial(entry);
  const { url } = await createVendorLaunch(deps.db, {
    merchantCode: args.merchantCode,
    customerId: args.customerId,
    siteSessionId: args.siteSessionId,
    gameRowId: entry.game.id,
    trial: true,
    language: launchLanguage(entry.vendor.vassalage, args.language),
  });
  return { content: { game_url: url } };
}

/** The launch use cases on one database: what the demo vendor's provider lobby launches with. */
export function createGameLauncher(db: Db) {
  const deps: LaunchDeps = { db, repo: createGamesRepository(db) };
  return {
    launchGame: (args: Parameters<typeof launchGame>[1]) => launchGame(deps, args),
    launchTrial: (args: Parameters<typeof launchTrial>[1]) => launchTrial(deps, args),
  };
}
