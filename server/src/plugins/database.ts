import fp from 'fastify-plugin';
import type { Database, Db } from '../db/connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Exposes the opened database; closes it with the app when the app owns it. */
export const databasePlugin = fp<{ database: Database; ownsDatabase: boolean }>(
  async (app, opts) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    const stopListening = opts.database.onConnectionError((err) =>
      app.log.error({ err }, 'database connection lost; the pool reconnects on the next query'),
    );
    app.addHook('onClose', async () => void stopListening());
    if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
