import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/connection.js';
import { seedDatabase } from './db/seeds/index.js';
import { frameworkErrorHandler, installErrorHandlers } from './errors.js';
import { databasePlugin } from './plugins/database.js';
import { encryptionPlugin } from './plugins/encryption.js';
import { healthPlugin } from './plugins/health.js';
import { merchantPlugin } from './plugins/merchant.js';
import { redisPlugin } from './plugins/redis.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { compressionPlugin } from './plugins/compression.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { trackingRoutes } from './modules/tracking/tracking.routes.js';
import { sessionRoutes } from './modules/session/session.routes.js';
import { accountSessionsPlugin } from './modules/session/session.plugin.js';
import { memberRoutes } from './modules/member/member.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { devPaymentRoutes } from './modules/dev/payments.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { providersPlugin } from './providers/index.js';
import { devIdentityRoutes } from './providers/identity/dev.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { registerRoutes } from './modules/register/register.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { outboxRoutes } from './modules/dev/outbox.routes.js';
import { liveEventsPlugin } from './plugins/live-events.js';
import { liveSocketPlugin } from './plugins/live-socket.js';
import { lotteryPlugin } from './lottery/plugin.js';
import { rankTablesPlugin } from './modules/rank/kept-rank-tables.js';
import { lotteryRoutes } from './lottery/http/lottery.routes.js';
import { vendorRoutes } from './demo-vendor/vendor.routes.js';
import { gamesRoutes } from './modules/games/games.routes.js';
import { gameCataloguePlugin } from './modules/games/catalogue-cache.js';
import { gameIconRoutes } from './modules/games/game-icon.routes.js';
import { recordsRoutes } from './modules/records/records.routes.js';
import { uplineTransferRoutes } from './modules/upline-transfer/upline-transfer.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { rankRoutes } from './modules/rank/rank.routes.js';
import { pointsRoutes } from './modules/points/points.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { missionsRoutes } from './modules/missions/missions.routes.js';
import { devPromotionRoutes } from './modules/dev/promotions.routes.js';
import { paymentConfirmationRoutes } from './modules/payment-confirmation/payment-confirmation.routes.js';
import { devEventRoutes } from './modules/dev/events.routes.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { keptHomeContentPlugin } from './modules/announcements/kept-home-content.js';
import { createGameLauncher } from './modules/games/game-launch.service.js';
import { contractsRoutes } from './modules/contracts/contracts.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { chatDevRoutes } from './modules/chat/chat.dev.routes.js';
import { rebateRoutes } from './modules/rebate/rebate.routes.js';

export interface BuildOptions {
  /** An already migrated and seeded database (tests); otherwise one is opened from config. */
  database?: Database;
  /** Register extra routes before the app is ready (tests). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** Opens the configured database, applies migrations and seeds missing demo merchants. */
export async function prepareDatabase(config: Config, log?: { info: (o: object, m: string) => void }): Promise<Database> {
  const database = await openDatabase(config);
  await database.migrate();
  const created = await seedDatabase(database.db, { accounts: config.SEED_DEMO_ACCOUNTS });
  if (created.length) log?.info({ merchants: created }, 'seeded demo merchants');
  return database;
}

/** Builds the app: external plugins, then app plugins, then modules (fastify/demo's order). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.encryption', 'req.headers.cookie'],
    },
    // A hop count trusts that many proxies nearest to the server.
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_addr: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // Requests carry ids made by node:crypto, useful in logs.
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // an over-long path parameter or a bad URL answers the envelope too (errors.ts)
    frameworkErrors: frameworkErrorHandler,
  });
  // The request layer sends JSON content-type on every call, bodiless DELETEs included (spec 1 §7).
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    void jsonParser(req, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) database = await prepareDatabase(config, app.log);

  // Before any route exists: a route keeps the error handler of its registration time, so the
  // plugins' own routes (the site's pages, the health probes) answer errors in the envelope too.
  installErrorHandlers(app, { notFound: (req, reply) => app.serveSpa(req, reply) });

  // External plugins.
  await app.register(redisPlugin, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  await app.register(securityPlugin, { config });
  // before any route: it hooks every route registered after it
  await app.register(compressionPlugin);

  // App plugins.
  await app.register(databasePlugin, { database, ownsDatabase });
  await app.register(healthPlugin);
  await app.register(merchantPlugin, { defaultMerchant: config.DEFAULT_MERCHANT });
  await app.register(encryptionPlugin, { configuredPkcs8: config.RSA_PRIVATE_KEY, keyEncryptionKey: config.KEY_ENCRYPTION_KEY });
  await app.register(providersPlugin);
  await app.register(accountSessionsPlugin);
  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR, defaultMerchant: config.DEFAULT_MERCHANT });
  await app.register(liveEventsPlugin);
  await app.register(liveSocketPlugin);
  await app.register(lotteryPlugin);
  await app.register(rankTablesPlugin);

  // Modules.
  await app.register(systemRoutes);
  await app.register(trackingRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(walletRoutes);
  await app.register(paymentsRoutes);
  await app.register(inboxRoutes);
  await app.register(helpRoutes);
  await app.register(captchaRoutes);
  await app.register(verificationRoutes);
  await app.register(registerRoutes);
  await app.register(passwordResetRoutes);
  await app.register(lotteryRoutes);
  await app.register(vendorRoutes, { launcher: createGameLauncher(app.db) });
  await app.register(gameCataloguePlugin);
  await app.register(gamesRoutes);
  await app.register(gameIconRoutes);
  await app.register(recordsRoutes);
  await app.register(uplineTransferRoutes);
  await app.register(agentRoutes);
  await app.register(rankRoutes);
  await app.register(pointsRoutes);
  await app.register(promotionsRoutes);
  await app.register(missionsRoutes);
  await app.register(contractsRoutes);
  await app.register(feedbackRoutes);
  await app.register(referralsRoutes);
  await app.register(chatRoutes);
  await app.register(rebateRoutes);
  await app.register(paymentConfirmationRoutes);
  await app.register(keptHomeContentPlugin);
  await app.register(announcementsRoutes);
  if (config.NODE_ENV !== 'production') await app.register(outboxRoutes);
  if (config.DEV_IDENTITY && config.NODE_ENV !== 'production') await app.register(devIdentityRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devPaymentRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devPromotionRoutes);
  if (config.NODE_ENV !== 'production') await app.register(chatDevRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devEventRoutes);
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}
