import fp from 'fastify-plugin';
import { createLotteryEngine, FAST_TIMING, type LotteryEngine } from './engine.js';
import { keptLotteryGames, type KeptLotteryGames } from './games.js';
import { lotterySettledEvent } from './settled-event.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lottery draw engine of this process (server/src/lottery/engine.ts). */
    lottery: LotteryEngine;
    /** The merchants' lottery games, kept per process (server/src/lottery/games.ts). */
    lotteryGames: KeptLotteryGames;
  }
}

/**
 * Creates the engine; its loop starts when the app is ready unless LOTTERY_ENGINE=off (tests
 * drive `app.lottery.tick` with their own clock) and stops when the app closes. Starting runs a
 * tick at once: issues whose draw time passed while the server was down are drawn and settled.
 * Each player's settled bets of an issue go out as one LOTTERY_SETTLED live event on their topic.
 */
export const lotteryPlugin = fp(
  async (app) => {
    const engine = createLotteryEngine({
      db: app.db,
      timingOf: app.config.LOTTERY_FAST ? () => FAST_TIMING : undefined,
      log: app.log,
      onSettled: (batch) => {
        const { topic, event } = lotterySettledEvent(batch);
        app.liveEvents.publish(topic, event);
      },
    });
    app.decorate('lottery', engine);
    app.decorate('lotteryGames', keptLotteryGames(app.db));
    app.addHook('onReady', () => {
      if (app.config.LOTTERY_ENGINE === 'on') {
        engine.start();
        app.log.info({ fast: app.config.LOTTERY_FAST }, 'lottery engine started');
      }
    });
    // preClose: before the database plugin's onClose, so an in-flight tick finishes first.
    app.addHook('preClose', async () => {
      await engine.stop();
    });
  },
  { name: 'lottery', dependencies: ['database', 'live-events'] },
);
