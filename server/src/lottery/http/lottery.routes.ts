import type { FastifyInstance, FastifyReply } from 'fastify';
import { DRAW_LIST_SIZE, lotteryCalls, majorToMinor, minorToMajor, type OpenedIssue } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { listBets, placeBet } from '../bets.js';
import { lotteryIconRoutes } from './icon.routes.js';
import { lotteryPageRoutes } from './page.routes.js';
import { presentBet, presentDraw, presentGame, presentIssue, presentMenus, presentOpened, presentPopular } from './lottery.presenter.js';
import { areaOfPrizeMode, type AreaFilter } from '../games.js';
import {
  currentIssue,
  gamesByIds,
  lastIssue,
  latestDraws,
  recentGameIds,
  verifyIssue,
} from './lottery.service.js';

/** Every /lgw call of spec 2 §7 (raw JSON replies, spec 3), plus ours: bets and draw verification. */
export async function lotteryRoutes(app: FastifyInstance) {
  const now = () => app.lottery.clock.now();
  // A countdown (remainTime, in ms) differs from one answer to the next: nothing for a browser to
  // keep or revalidate, so no ETag is made for it (register-call: the handler's cache-control rules).
  const ofTheMoment = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

  const opened = async (merchantCode: string, area: AreaFilter, language: Parameters<typeof presentOpened>[2], gameCode?: string) => {
    const t = now();
    const out: Record<string, OpenedIssue> = {};
    for (const g of await app.lotteryGames.of(merchantCode, area)) {
      if (gameCode && g.gameCode !== gameCode) continue;
      const issue = await currentIssue(app.lottery, g, t);
      if (issue) out[g.gameCode] = presentOpened(g, issue, language, t);
    }
    return out;
  };

  // Games keyed by group code (spec 3 Replies). playType does not filter: every game plays both types.
  registerCall(app, lotteryCalls.games, async ({ merchant, input, language }) => {
    const out: Record<string, ReturnType<typeof presentGame>[]> = {};
    for (const g of await app.lotteryGames.of(merchant.code, areaOfPrizeMode(input.prizeMode))) {
      (out[g.groupCode] ??= []).push(presentGame(g, language));
    }
    return out;
  });

  registerCall(app, lotteryCalls.menus, async ({ merchant, input, language }) =>
    presentMenus(await app.lotteryGames.of(merchant.code, areaOfPrizeMode(input.prizeMode)), language),
  );

  registerCall(app, lotteryCalls.popular, async ({ merchant, input, language }) => {
    const games = (await app.lotteryGames.of(merchant.code, areaOfPrizeMode(input.prizeMode)))
      .filter((g) => g.popularRank !== null)
      .sort((a, b) => (a.popularRank ?? 0) - (b.popularRank ?? 0));
    return games.slice(0, input.count ?? games.length).map((g) => presentPopular(g, language));
  });

  // The latest draw of each game, newest first.
  registerCall(app, lotteryCalls.draws, async ({ merchant, input, language }) => {
    const draws = await latestDraws(app.db, await app.lotteryGames.of(merchant.code, areaOfPrizeMode(input.prizeMode)), 1);
    return draws.slice(0, input.size ?? draws.length).map(({ game, issue }) => presentDraw(game, issue, language));
  });

  // One game's draws, newest first; draw list 5 by default (spec 2 §9).
  registerCall(app, lotteryCalls.drawsByCode, async ({ merchant, input, language }) => {
    const game = (await app.lotteryGames.of(merchant.code)).find((g) => g.gameCode === input.gameCode);
    if (!game) throw errors.inStayTuned('This lottery is not offered.');
    const draws = await latestDraws(app.db, [game], input.size ?? DRAW_LIST_SIZE, input.page ?? 1);
    return draws.map(({ issue }) => presentDraw(game, issue, language));
  });

  // The current issue of a game (spec 2 §3 "Lottery issue") with the commitment of its seed (ours).
  registerCall(app, lotteryCalls.nearNumeros, async ({ merchant, input, reply }) => {
    ofTheMoment(reply);
    const game = (await app.lotteryGames.of(merchant.code)).find((g) => g.id === input.gameId);
    if (!game) throw errors.inStayTuned('This lottery is not offered.');
    const t = now();
    const current = await currentIssue(app.lottery, game, t);
    const last = await lastIssue(app.db, game, t);
    return {
      gameId: game.id,
      gameCode: game.gameCode,
      currentNumero: current ? presentIssue(current, t) : null,
      lastNumero: last
        ? { numero: last.numero, winNo: last.winNo, seedHash: last.seedHash, seed: last.winNo === null ? null : last.seed }
        : null,
      seedHash: current?.seedHash ?? null,
    };
  });

  registerCall(app, lotteryCalls.openedNumeros, async ({ merchant, input, language, reply }) => {
    ofTheMoment(reply);
    return opened(merchant.code, areaOfPrizeMode(input.prizeMode), language);
  });

  registerCall(app, lotteryCalls.recentMenus, async ({ merchant, customerId, language }) => {
    const ids = await recentGameIds(app.db, customerId);
    return presentMenus(await gamesByIds(app.db, merchant.code, ids), language);
  });

  registerCall(app, lotteryCalls.vnOpened, async ({ merchant, input, language, reply }) => {
    ofTheMoment(reply);
    return opened(merchant.code, 'VN', language, input.gameCode);
  });

  registerCall(app, lotteryCalls.vnMenu, async ({ merchant, language }) => presentMenus(await app.lotteryGames.of(merchant.code, 'VN'), language));

  // A plain link opens it too (the demo page's "verify" link): the merchant then comes from the host.
  registerCall(
    app,
    lotteryCalls.verifyDraw,
    async ({ merchant, input }) => {
      const v = await verifyIssue(app.db, merchant.code, input.gameCode, input.numero);
      if (!v) throw errors.resourceNotFound('No such draw.');
      return v;
    },
    { merchantFromHost: true },
  );

  registerCall(app, lotteryCalls.placeBet, async ({ merchant, session, customerId, input }) => {
    requireRealAccount(session);
    const placed = await placeBet(app.db, app.lottery, {
      merchantCode: merchant.code,
      customerId,
      gameCode: input.gameCode,
      numero: input.numero,
      playCode: input.playCode,
      selection: input.selection,
      amountMinor: majorToMinor(input.amount),
      idempotencyKey: input.idempotencyKey,
    });
    return {
      bet: presentBet(placed.bet, placed.issue, placed.game),
      balance: placed.balanceAfterMinor === null ? null : minorToMajor(placed.balanceAfterMinor),
    };
  });

  registerCall(app, lotteryCalls.myBets, async ({ merchant, customerId, input }) => {
    const rows = await listBets(app.db, merchant.code, customerId, { gameCode: input.gameCode, limit: input.size });
    return rows.map(({ bet, issue, game }) => presentBet(bet, issue, game));
  });

  // The demo lottery page the launch answers (./page.routes.ts), and the games' artwork.
  await app.register(lotteryPageRoutes);
  await app.register(lotteryIconRoutes);
}
