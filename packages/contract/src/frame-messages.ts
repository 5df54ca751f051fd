import { z } from 'zod/mini';
import { onFirstUse } from './common/on-first-use.js';

// ---- window messages between a framed page (the lottery page) and the site framing it (ours) ----
// See docs/decisions/0015-lottery-frame-height.md. Each side checks who sent a message: the site
// takes a height only from its own frame's window at the frame's origin, the page takes a viewport
// only from its parent window.

/** The tallest frame the site will size to (px): a runaway page cannot make the site endless. */
export const FRAME_MAX_HEIGHT_PX = 20_000;

/** Page to site: the height of its content (px), sent when it is told its viewport and whenever it changes. */
export const frameHeightMessageSchema = onFirstUse(() => z.object({
  type: z.literal('frame:height'),
  height: z.number().check(z.minimum(0)),
}));
export type FrameHeightMessage = z.infer<typeof frameHeightMessageSchema>;

/**
 * Site to page: the part of the frame the player can see now, in the frame's own coordinates (px
 * from the frame's top, and its height; 0 when the frame is scrolled out of view). The page keeps
 * its sticky bet bar and its toasts inside it, as the frame itself no longer scrolls.
 */
export const siteViewportMessageSchema = onFirstUse(() => z.object({
  type: z.literal('site:viewport'),
  top: z.number().check(z.minimum(0)),
  height: z.number().check(z.minimum(0)),
}));
export type SiteViewportMessage = z.infer<typeof siteViewportMessageSchema>;
