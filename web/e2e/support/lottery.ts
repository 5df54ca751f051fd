import { expect, type APIRequestContext } from '@playwright/test';
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
