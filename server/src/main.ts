import { ConfigError, describeStartupFailure, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { SEED_ACCOUNTS } from './db/seeds/index.js';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const db = config.DATABASE_URL ? 'PostgreSQL' : `PGlite at ${config.DATA_DIR}`;
  console.log(`Lotto reference server listening on http://${shownHost}:${port} (${db})`);
  const demo = await app.merchants.byCode(config.DEFAULT_MERCHANT);
  console.log(
    demo
      ? `Merchant "${demo.code}" (${demo.name}) is ready: open http://${shownHost}:${port}/`
      : `Warning: default merchant "${config.DEFAULT_MERCHANT}" does not exist in the database`,
  );
  if (config.SEED_DEMO_ACCOUNTS) {
    console.log('Demo accounts (merchant / username / password):');
    for (const a of SEED_ACCOUNTS) {
      console.log(`  ${a.merchantCode.padEnd(6)} ${a.username.padEnd(10)} ${a.password.padEnd(12)} ${a.note}`);
    }
  }
}

main().catch((e: unknown) => {
  // One line naming the service, its host and what failed; the driver's dump only at debug level.
  let config;
  try {
    config = loadConfig(process.env);
  } catch {
    config = { DATA_DIR: '' };
  }
  console.error(describeStartupFailure(e, config));
  if (process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace') console.error(e);
  process.exit(1);
});
