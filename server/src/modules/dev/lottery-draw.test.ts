import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getUrl, lotteryCalls } from '@lotto/contract';
import { customers, lotteryBets, lotteryGames, lotteryIssues } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { placeBet } from '../../lottery/bets.js';
import { drawWinNo } from '../../lottery/draw.js';
import { envelopeOf, useTestApp } from '../../test/harness.js';

/** POST /dev/lottery/:merchant/draw: draws an issue now through the engine (browser tests drive the clock with it). */
describe('dev lottery draw', () => {
  const t = useTestApp('pglite');
  const now = Date.parse('2031-05-06T09:00:20Z');

  const setup = async (at = now) => {
    t.app.lottery.useClock(() => at);
    await t.app.lottery.tick();
    const [game] = await t.db.select().from(lotteryGames).where(and(eq(lotteryGames.merchantCode, 'demo'), eq(lotteryGames.gameCode, 'CQSSC')));
    const [current, next] = await t.app.lottery.ensureIssues(game!);
    const [player] = await t.db.select().from(customers).where(and(eq(customers.merchantCode, 'demo'), eq(customers.username, 'player02')));
    return { current: current!, next: next!, customerId: player!.id };
  };
  const draw = (numero: string, gameCode = 'CQSSC') =>
    t.call({ method: 'POST', url: '/dev/lottery/demo/draw', merchant: null, payload: { gameCode, numero } });

  it('closes the sale, draws the issue from its committed seed and settles its open bets; asked again, changes nothing', async () => {
    const { current, customerId } = await setup();
    const base = { merchantCode: 'demo', customerId, gameCode: 'CQSSC', numero: current.numero, playCode: 'pos1', selection: '3', amountMinor: 100n };
    const placed = await placeBet(t.db, t.app.lottery, { ...base, idempotencyKey: 'dev-draw-1' });
    expect(placed.bet.status).toBe('open');

    const res = await draw(current.numero);
    expect(res.statusCode).toBe(200);
    const value = envelopeOf(res).value as { numero: string; winNo: string; drawnNow: boolean; settledBets: number };
    expect(value.drawnNow).toBe(true);
    expect(value.winNo).toBe(drawWinNo(current.seed, { gameCode: 'CQSSC', kind: 'SSC' }, current.numero));
    expect(value.settledBets).toBeGreaterThanOrEqual(1);
    const [issue] = await t.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, current.id));
    expect(issue).toMatchObject({ winNo: value.winNo });
    expect(issue!.settledAt).not.toBeNull();
    const [bet] = await t.db.select().from(lotteryBets).where(eq(lotteryBets.id, placed.bet.id));
    expect(bet!.status).toMatch(/^(won|lost)$/);

    // its sale is over: no bet is taken on it any more, by the same clock
    const late = await placeBet(t.db, t.app.lottery, { ...base, idempotencyKey: 'dev-draw-2' }).catch((e: unknown) => e);
    expect(late instanceof AppError ? late.code : late).toBe('lottery.sale.closed');
    // asked again, it answers the same result and draws nothing twice
    const again = await draw(current.numero);
    expect(again.statusCode).toBe(200);
    expect(envelopeOf(again).value).toMatchObject({ winNo: value.winNo, drawnNow: false, settledBets: 0 });
    const [after] = await t.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, current.id));
    expect(after!.drawnAt).toEqual(issue!.drawnAt);
  });

  it('[S2-7.1] [S2-3.13] [S2-3.12] once an issue is drawn, the lottery calls answer the next one at once, though the process keeps the slot\'s issues', async () => {
    // an hour before the other tests' clock: an issue none of them drew, and a draw whose tick
    // reaches none of theirs
    const { current, next } = await setup(now - 3_600_000);
    const [game] = await t.db.select().from(lotteryGames).where(and(eq(lotteryGames.merchantCode, 'demo'), eq(lotteryGames.gameCode, 'CQSSC')));
    const asked = async () => {
      const near = lotteryCalls.nearNumeros.reply.parse((await t.call({ method: 'GET', url: getUrl(lotteryCalls.nearNumeros.path, { gameId: game!.id }) })).json());
      const opened = lotteryCalls.openedNumeros.reply.parse((await t.call({ method: 'GET', url: lotteryCalls.openedNumeros.path })).json());
      return { near: near.currentNumero?.numero, opened: opened.CQSSC?.numero };
    };
    expect(await asked()).toEqual({ near: current.numero, opened: current.numero });
    expect(await asked()).toEqual({ near: current.numero, opened: current.numero });
    expect((await draw(current.numero)).statusCode).toBe(200);
    expect(await asked()).toEqual({ near: next.numero, opened: next.numero });
  });

  it('refuses an issue that has not opened and answers not found for one that does not exist', async () => {
    const { next } = await setup();
    const early = await draw(next.numero);
    expect([early.statusCode, envelopeOf(early).errorCode]).toEqual([409, 'lottery.sale.closed']);
    const [row] = await t.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, next.id));
    expect(row!.drawnAt).toBeNull();
    const unknown = await draw('20310506-0001', 'NOPE');
    expect([unknown.statusCode, envelopeOf(unknown).errorCode]).toEqual([404, 'resource.not.found']);
    const malformed = await draw('tomorrow');
    expect(malformed.statusCode).toBe(400);
  });
});
