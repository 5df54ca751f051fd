import { FRAME_MAX_HEIGHT_PX, frameHeightMessageSchema, type SiteViewportMessage } from '@lotto/contract';
import type { ViewportBand } from '../../../lib/site-chrome';

/**
 * The site's side of the lottery frame messages (docs/decisions/0015-lottery-frame-height.md): the
 * page in the frame reports its content height, the site sizes the frame to it and tells the page
 * which part of the frame the player sees.
 */

/** The origin a frame's document has when it shows `src` (a path is this site's origin); null when unparsable. */
export function frameOrigin(src: string, base: string): string | null {
  try {
    const origin = new URL(src, base).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

interface MessageLike {
  data: unknown;
  origin: string;
  source: unknown;
}

/**
 * The height a `frame:height` message asks for, or null when the message is not one, or did not come
 * from this frame's own window at the origin of the frame's address (another frame, another tab or
 * a page the frame navigated to elsewhere cannot resize it). Whole pixels up, at most FRAME_MAX_HEIGHT_PX.
 */
export function readFrameHeight(e: MessageLike, frame: { window: unknown; origin: string | null }): number | null {
  if (!frame.window || e.source !== frame.window || !frame.origin || e.origin !== frame.origin) return null;
  const m = frameHeightMessageSchema.safeParse(e.data);
  if (!m.success) return null;
  return Math.min(Math.ceil(m.data.height), FRAME_MAX_HEIGHT_PX);
}

/**
 * The part of the frame the player sees, in the frame's coordinates: the frame's box (window
 * coordinates) cut to the band between the site's header and its bottom dock. A frame out of view
 * sees nothing (height 0).
 */
export function visibleViewport(frame: { top: number; height: number }, band: ViewportBand): SiteViewportMessage {
  const top = Math.max(frame.top, band.top);
  const bottom = Math.min(frame.top + frame.height, band.bottom);
  if (bottom <= top) return { type: 'site:viewport', top: 0, height: 0 };
  return { type: 'site:viewport', top: Math.round(top - frame.top), height: Math.round(bottom - top) };
}
