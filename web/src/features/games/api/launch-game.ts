import { gameCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';
import type { RealLaunchRequest, TrialLaunchRequest } from '../launch-plan';
import { playUrlOf } from '../launch-plan';

/** GET /wps/game/launchGame with launchMode GLS and a Language header (spec 2 §3, §7; spec 3 Replies). */
export const launchGame = async (req: RealLaunchRequest): Promise<string | null> =>
  playUrlOf(await request(gameCalls.launch, req, { headers: { Language: req.language } }));

/** GCS_gameTrialLaunch (spec 2 §7): nodeId, gameId, platform; answers like a launch (spec 3). */
export const launchTrial = async (req: TrialLaunchRequest): Promise<string | null> =>
  playUrlOf(await request(gameCalls.trialLaunch, req, { headers: { Language: req.language } }));
