import { z } from 'zod';
import { CRASH_MAX_TARGET_X100, CRASH_MIN_TARGET_X100 } from './games.js';

/**
 * Shapes of the demo vendor's own API (the game page talks to it; it is not part of the site's
 * contract). Money is integer minor units; replies use the site's envelope.
 */

/** base64url of 32 bytes. */
export const LaunchTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a launch token');

export const StateQuerySchema = z.object({ token: LaunchTokenSchema });

export const RoundRequestSchema = z.object({
  token: LaunchTokenSchema,
  /** Made by the page (crypto.randomUUID); a retried request with the same id is applied once. */
  roundId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'roundId must be 8-64 letters, digits or dashes'),
  bet: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type RoundRequest = z.infer<typeof RoundRequestSchema>;

/** Starts a live crash round; `target` is an optional auto cash-out in hundredths (101 = 1.01x). */
export const LiveStartSchema = RoundRequestSchema.extend({
  target: z.number().int().min(CRASH_MIN_TARGET_X100).max(CRASH_MAX_TARGET_X100).optional(),
});

/** Cashes out (POST) or looks at (GET) a live crash round. */
export const LiveRoundSchema = z.object({ token: LaunchTokenSchema, roundId: RoundRequestSchema.shape.roundId });

export type { HistoryItem, LiveRoundReply, RoundReply, StateReply } from './api-types.js';
