import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNotNull, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { DAY_MS, END_OF_DAY_OFFSET_MS, gameCalls, lotteryCalls, type CallDef } from '@lotto/contract';
import type { z } from 'zod';
import { gameProducts, games, gameVendors, ledgerEntries, lotteryGames, vendorRounds, type DemoGameKind } from '../../db/schema/index.js';
import type { LightMyRequestResponse } from 'fastify';
import { valueOf, type TestApp } from '../../test/harness.js';
import { GLS, playUrl, send, type Params } from '../games/games-test-kit.js';

/** Helpers shared by the records and rank tests: real plays through the product's own calls. */

export { send };

/** UTC midnight of the day of `ms` (the tests pick their days in UTC, as a browser there would). */
export const dayStart = (ms: number): number => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** The range the date picker sends for the days `from`..`to` (day starts): spec 2 §5. */
export const daysRange = (from: number, to: number) => ({ startTime: from, endTime: to + END_OF_DAY_OFFSET_MS });

/** Today as the date picker's default range. */
export const today = () => daysRange(dayStart(Date.now()), dayStart(Date.now()));

/** The value of a successful reply (the body shown when it is not). */
export function valueOfCall<C extends CallDef>(call: C, res: LightMyRequestResponse): z.output<C['reply']> {
  expect(res.statusCode, res.body).toBe(200);
  return valueOf(call, res);
}

export interface PlayableGame {
  nodeId: string;
  gameId: string;
  vassalage: string;
  minBetMinor: number;
  maxBetMinor: number;
}

/** A seeded, playable game of a merchant of this type and demo kind. */
export async function gameOf(
  t: TestApp,
  merchant: string,
  gameType: string,
  demoKind: DemoGameKind,
  opts: { trial?: boolean } = {},
): Promise<PlayableGame> {
  const rows = await t.db
    .select({ nodeId: games.nodeId, gameId: games.gameId, vassalage: gameVendors.vassalage, minBetMinor: games.minBetMinor, maxBetMinor: games.maxBetMinor })
    .from(games)
    .innerJoin(gameProducts, eq(gameProducts.id, games.productId))
    .innerJoin(gameVendors, eq(gameVendors.id, gameProducts.vendorId))
    .where(
      and(
        eq(games.merchantCode, merchant),
        eq(gameProducts.gameType, gameType),
        eq(games.demoKind, demoKind),
        isNotNull(gameVendors.lobbyDomain),
        eq(gameVendors.maintenance, false),
        gte(games.minBetMinor, 1),
        opts.trial ? eq(games.supportPlay, 0) : undefined,
      ),
    );
  // the smallest minimum bet first (amounts can be met to the cent), then the widest limits
  const best = rows.sort((a, b) => a.minBetMinor - b.minBetMinor || b.maxBetMinor - a.maxBetMinor)[0];
  if (!best) throw new Error(`no ${gameType} ${demoKind} game for ${merchant}`);
  return best;
}

/** Launches a game for real money through the launch call; answers the demo vendor's launch token. */
export async function launchReal(t: TestApp, token: string, g: PlayableGame, merchant = 'demo'): Promise<string> {
  const res = await send(t, gameCalls.launch, { ...GLS, nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'EN' }, { token, merchant });
  const url = playUrl(valueOfCall(gameCalls.launch, res));
  if (!url) throw new Error('launch answered no play URL');
  return url.split('/').pop() ?? '';
}

/** A member's free trial (accountType 0: play money) of a game; answers its launch token. */
export async function launchTrial(t: TestApp, token: string, g: PlayableGame, merchant = 'demo'): Promise<string> {
  const res = await send(t, gameCalls.launch, { ...GLS, accountType: 0, nodeId: g.nodeId, gameId: g.gameId, vassalage: g.vassalage, language: 'EN' }, { token, merchant });
  const url = playUrl(valueOfCall(gameCalls.launch, res));
  if (!url) throw new Error('trial launch answered no play URL');
  return url.split('/').pop() ?? '';
}

const newRoundId = () => `rec-${randomUUID()}`;

/** Plays one instant (slot) round; answers its round id and win, minor units. */
export async function playSlot(t: TestApp, launchToken: string, betMinor: number): Promise<{ roundId: string; winMinor: number }> {
  const roundId = newRoundId();
  const res = await t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload: { token: launchToken, roundId, bet: betMinor } });
  expect(res.statusCode, res.body).toBe(200);
  return { roundId, winMinor: res.json<{ value: { win: number } }>().value.win };
}

/** Plays slot rounds whose stakes add up to `totalMinor`, each within the game's limits. */
export async function playStakes(t: TestApp, launchToken: string, g: PlayableGame, totalMinor: number): Promise<string[]> {
  const ids: string[] = [];
  let left = totalMinor;
  while (left > 0) {
    // never leave a remainder below the minimum bet
    let bet = Math.min(left, g.maxBetMinor);
    if (left - bet > 0 && left - bet < g.minBetMinor) bet = left - g.minBetMinor;
    ids.push((await playSlot(t, launchToken, bet)).roundId);
    left -= bet;
  }
  return ids;
}

/** Places one virtual sports bet (home win in the first match of the current matchday); answers its round id and win. */
export async function playSports(t: TestApp, launchToken: string, betMinor: number): Promise<{ roundId: string; winMinor: number }> {
  const state = await t.call({ method: 'GET', url: `/vendor/demo/api/state?token=${launchToken}`, merchant: null });
  expect(state.statusCode, state.body).toBe(200);
  const matchday = state.json<{ value: { sports: { matchday: { id: number } } } }>().value.sports.matchday.id;
  const roundId = newRoundId();
  const pick = { matchday, match: 0, outcome: 'home' };
  const res = await t.call({ method: 'POST', url: '/vendor/demo/api/round', merchant: null, payload: { token: launchToken, roundId, bet: betMinor, pick } });
  expect(res.statusCode, res.body).toBe(200);
  return { roundId, winMinor: res.json<{ value: { win: number } }>().value.win };
}

/** Starts a live crash round and leaves it in play (open). */
export async function startCrash(t: TestApp, launchToken: string, betMinor: number): Promise<string> {
  const roundId = newRoundId();
  const res = await t.call({ method: 'POST', url: '/vendor/demo/api/crash/start', merchant: null, payload: { token: launchToken, roundId, bet: betMinor } });
  expect(res.statusCode, res.body).toBe(200);
  return roundId;
}

/** The stored round of a round id (to move it in time, or to read it). */
export async function roundRow(t: TestApp, roundId: string) {
  const [row] = await t.db.select().from(vendorRounds).where(eq(vendorRounds.roundId, roundId));
  if (!row) throw new Error(`no round ${roundId}`);
  return row;
}

/** Moves a played round, with its ledger entries, to another moment (to test date ranges). */
export async function moveRound(t: TestApp, roundId: string, atMs: number): Promise<void> {
  const row = await roundRow(t, roundId);
  await t.db.update(vendorRounds).set({ createdAt: new Date(atMs) }).where(eq(vendorRounds.id, row.id));
  await t.db
    .update(ledgerEntries)
    .set({ createdAt: new Date(atMs) })
    .where(like(ledgerEntries.idempotencyKey, `vendor:${row.launchId}:${roundId}:%`));
}

/** Holds the lottery clock 5 s into the current minute (CQSSC sells from second 0 to 50). */
export function lotteryOnSale(t: TestApp): void {
  const now = Date.now();
  const at = now - (now % 60_000) + 5_000;
  const clock = at > now ? at - 60_000 : at;
  t.app.lottery.useClock(() => clock);
}

/** Places a `pos1: 7` bet on a lottery game's current issue through the lottery calls; answers its numero. */
export async function placeLotteryBet(t: TestApp, token: string, amount: number, gameCode = 'CQSSC', merchant = 'demo'): Promise<{ numero: string }> {
  const [game] = await t.db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(and(eq(lotteryGames.merchantCode, merchant), eq(lotteryGames.gameCode, gameCode)));
  const near = await send(t, lotteryCalls.nearNumeros, { gameId: game!.id }, { merchant });
  expect(near.statusCode, near.body).toBe(200);
  const numero = lotteryCalls.nearNumeros.reply.parse(near.json()).currentNumero!.numero;
  const body: Params = { gameCode, numero, playCode: 'pos1', selection: '7', amount, idempotencyKey: `rec-${randomUUID()}` };
  const res = await send(t, lotteryCalls.placeBet, body, { token, merchant });
  expect(res.statusCode, res.body).toBe(200);
  return { numero };
}

/** Draws and settles a CQSSC issue now (the dev endpoint the browser tests use). */
export async function drawLottery(t: TestApp, numero: string, merchant = 'demo'): Promise<void> {
  const res = await t.call({ method: 'POST', url: `/dev/lottery/${merchant}/draw`, merchant: null, payload: { gameCode: 'CQSSC', numero } });
  expect(res.statusCode, res.body).toBe(200);
}
