import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { lotteryCalls, type CallDef, type CallReply } from '@lotto/contract';
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

/**
 * Of some games, the one whose issue on sale has the most time left before its lock, as the platform
 * answers now (GET /lgw/games/opened/numero for the games' ids, GET /lgw/numeros/near for each one's
 * current issue): a test that needs an open sale, not one game in particular, takes it instead of
 * waiting out one game's closed-sale window (the last 10-15 s of each issue, and the quick games
 * with 60 s issues close together). waitForOpenSale still waits when none of them is on sale.
 */
export async function gameOnSale(request: APIRequestContext, games: readonly string[], merchant = 'demo'): Promise<string> {
  const headers = { Merchant: merchant };
  // the lottery gateway's replies are the values themselves, not enveloped (the contract's calls say so)
  const read = async <C extends CallDef>(call: C, query: string): Promise<CallReply<C>> => {
    const res = await request.get(`${call.path}${query}`, { headers });
    expect(res.ok(), `GET ${call.path}${query}: ${res.status()}`).toBe(true);
    return (await res.json()) as CallReply<C>;
  };
  const opened = await read(lotteryCalls.openedNumeros, '');
  const saleLeft = async (code: string): Promise<number> => {
    const game = Object.values(opened).find((g) => g.gameCode === code);
    if (!game) return -1;
    const { currentNumero: issue } = await read(lotteryCalls.nearNumeros, `?gameId=${game.gameId}`);
    // the betting countdown (spec 3): remainTime ms less the lock's lockTime s
    return issue?.isSale ? issue.remainTime - issue.lockTime * 1000 : -1;
  };
  const left = await Promise.all(games.map(saleLeft));
  return games[left.indexOf(Math.max(...left))]!;
}
