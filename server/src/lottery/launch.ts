import type { z } from 'zod';
import { LOTTERY_DEFAULT_GAME_CODE, LOTTERY_LAUNCH_DEFAULT_LANGUAGE, playTypeOfMode, type Language, type lottLaunchRequestSchema } from '@lotto/contract';
import type { Db } from '../db/connection.js';
import { errors } from '../errors.js';
import { findGame } from './bets.js';
import { signTicket } from './ticket.js';

export interface LotteryLaunchArgs {
  merchantCode: string;
  customerId: number;
  /** The site session launching: the ticket works while it lives. */
  siteSessionId: number;
  /** The tickets' MAC key (`app.encryption.derivedKey(TICKET_KEY_PURPOSE)`). */
  ticketKey: Buffer;
  language: Language;
  request: z.output<typeof lottLaunchRequestSchema>;
}

/** Where the demo lottery page lives (served by lottery/http/page.routes.ts). */
export const LOTTERY_PAGE_PATH = '/vendor/lottery/play';

/**
 * Answers `value.gameUrl` of a LOTT launch (spec 2 §3): the demo lottery page of the game, or its
 * lobby when the game code is absent or `lobby` (spec 2 §4 "Lottery VN launch": also lottoView
 * lobby). A code the merchant does not offer is in_stay_tuned (spec 2 §8).
 */
export async function launchLottery(db: Db, args: LotteryLaunchArgs): Promise<{ gameUrl: string }> {
  const r = args.request;
  const area = r.lottoArea === 'VN' ? 'VN' : 'LOTT';
  const requested = r.lottoGameCode?.trim() || LOTTERY_DEFAULT_GAME_CODE;
  let gameCode = LOTTERY_DEFAULT_GAME_CODE;
  if (requested.toLowerCase() !== LOTTERY_DEFAULT_GAME_CODE && r.lottoView !== 'lobby') {
    const game = await findGame(db, args.merchantCode, requested);
    if (!game || (area === 'VN') !== (game.area === 'VN')) throw errors.inStayTuned('This lottery is not offered.');
    gameCode = game.gameCode;
  }
  const language = r.language ?? r.lang ?? args.language ?? LOTTERY_LAUNCH_DEFAULT_LANGUAGE;
  // The play type rides in the signed ticket; the picked numbers (bet_param) are added to gameUrl
  // by the site, as the wire notes' launch has no field for them, and checked by the page.
  const ticket = signTicket(args.ticketKey, { m: args.merchantCode, c: args.customerId, s: args.siteSessionId, g: gameCode, l: language, a: area, p: playTypeOfMode(r.lottoMode) });
  const q = new URLSearchParams({ ticket, lang: language });
  if (gameCode !== LOTTERY_DEFAULT_GAME_CODE) q.set('gameCode', gameCode);
  if (r.lottoMode) q.set('mode', r.lottoMode);
  return { gameUrl: `${LOTTERY_PAGE_PATH}?${q.toString()}` };
}
