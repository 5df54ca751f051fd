import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { valueOf } from './envelope';

/**
 * Draws a lottery issue now through the server's own engine (dev-only POST /dev/lottery/:merchant/draw:
 * closes its sale, draws it from its committed seed, settles its bets), so a test sees the
 * settlement without waiting for the schedule. An issue the schedule drew first answers its result.
 */
export async function drawNow(request: APIRequestContext, gameCode: string, numero: string, merchant = 'demo'): Promise<{ winNo: string }> {
  const res = await request.post(`/dev/lottery/${merchant}/draw`, { data: { gameCode, numero } });
  expect(res.ok(), `draw ${gameCode} ${numero}: ${res.status()} ${await res.text()}`).toBe(true);
  return valueOf<{ winNo: string }>(res);
}

/**
 * Waits until the lottery page (framed, or opened on its own) shows an open sale with at least 6 s
 * left: the seeded quick games close sales 10 or 15 s before each draw, and a pick made in that
 * window leaves "Place bet" disabled until the next issue opens. The schedule is the games' own.
 * After drawNow a game has no issue on sale until that issue's own draw time (up to a whole
 * interval): a later test of the same project bets on another game.
 */
export async function waitForOpenSale(game: FrameLocator | Page): Promise<void> {
  await expect(game.locator('.count.open')).toHaveText(/^(\d\d:[1-5]\d|\d\d:0[6-9]|0[1-9]:\d\d)$/, { timeout: 30_000 });
}
