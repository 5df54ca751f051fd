import { z } from 'zod';
import { CRASH_MAX_TARGET_X100, CRASH_MIN_TARGET_X100 } from './games.js';
import { MATCHES_PER_MATCHDAY } from './sports.js';

/**
 * Shapes of the demo vendor's own API (the game page talks to it; it is not part of the site's
 * contract). Money is integer minor units; replies use the site's envelope.
 */

/** base64url of 32 bytes. */
export const LaunchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a launch token');

export const StateQuerySchema = z.object({ token: LaunchTokenSchema });

/** A bet of a round: who (launch token), which round, how much. */
const BetRequestSchema = z.object({
  token: LaunchTokenSchema,
  /** Made by the page (crypto.randomUUID); a retried request with the same id is applied once. */
  roundId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'roundId must be 8-64 letters, digits or dashes'),
  bet: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** A virtual sports bet's pick: the matchday id, the match (0-5) and the outcome. */
export const SportsPickSchema = z.strictObject({
  matchday: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  match: z.number().int().min(0).max(MATCHES_PER_MATCHDAY - 1),
  outcome: z.enum(['home', 'draw', 'away']),
});

/** An instant round: a slot spin, or a sports bet with its pick. */
export const RoundRequestSchema = BetRequestSchema.extend({ pick: SportsPickSchema.optional() });
export type RoundRequest = z.infer<typeof RoundRequestSchema>;

/** Starts a live crash round; `target` is an optional auto cash-out in hundredths (101 = 1.01x). */
export const LiveStartSchema = BetRequestSchema.extend({
  target: z.number().int().min(CRASH_MIN_TARGET_X100).max(CRASH_MAX_TARGET_X100).optional(),
});

/** Cashes out (POST) or looks at (GET) a live crash round. */
export const LiveRoundSchema = z.object({ token: LaunchTokenSchema, roundId: BetRequestSchema.shape.roundId });

export type { HistoryItem, LiveRoundReply, RoundReply, SportsOutcome, StateReply } from './api-types.js';
