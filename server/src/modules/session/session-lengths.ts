import type { Config } from '../../config.js';
import type { MerchantSiteSettings } from '../../db/schema/index.js';

/** Bounds of a merchant's own session lengths (issue 11). */
export const SESSION_IDLE_MINUTES_BOUNDS = { min: 5, max: 240 } as const;
export const SESSION_ABSOLUTE_HOURS_BOUNDS = { min: 1, max: 72 } as const;

export interface SessionLengths {
  /** Idle expiry (slides with use), ms; never longer than `absoluteMs`. */
  idleMs: number;
  /** Absolute expiry after login, ms. */
  absoluteMs: number;
}

type LengthSettings = Pick<MerchantSiteSettings, 'sessionIdleMinutes' | 'sessionAbsoluteHours'>;

/** A whole number within the bounds, or null when the setting is unset or not a number. */
function bounded(raw: unknown, bounds: { min: number; max: number }): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(raw)));
}

/**
 * The session lengths of a merchant: its site settings `sessionIdleMinutes` (5..240) and
 * `sessionAbsoluteHours` (1..72), each clamped to its bounds, else the server's
 * SESSION_IDLE_MINUTES / SESSION_ABSOLUTE_HOURS; the idle length never exceeds the absolute one.
 */
export function sessionLengthsFor(
  merchant: { siteSettings: unknown },
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionLengths {
  const own = (merchant.siteSettings ?? {}) as LengthSettings;
  const idleMinutes = bounded(own.sessionIdleMinutes, SESSION_IDLE_MINUTES_BOUNDS) ?? config.SESSION_IDLE_MINUTES;
  const absoluteHours = bounded(own.sessionAbsoluteHours, SESSION_ABSOLUTE_HOURS_BOUNDS) ?? config.SESSION_ABSOLUTE_HOURS;
  const absoluteMs = absoluteHours * 3_600_000;
  return { idleMs: Math.min(idleMinutes * 60_000, absoluteMs), absoluteMs };
}
