import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { failEnvelope, okEnvelope } from '@lotto/contract';

/** How long a readiness probe waits on the database or Redis before calling it down. */
const PROBE_TIMEOUT_MS = 2_000;

type State = 'up' | 'down' | 'not configured';

async function probe(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a load balancer or orchestrator, outside the merchant pipeline and rate limits:
 * `/health/live` answers 200 while the process serves requests (restart it when it does not);
 * `/health/ready` answers 200 when the database and Redis (when configured) answer, else 503, so
 * traffic goes elsewhere until they are back.
 */
export const healthPlugin = fp(
  async (app) => {
    app.get('/health/live', async (_request, reply) => reply.header('cache-control', 'no-store').send(okEnvelope({ status: 'live' })));
    app.get('/health/ready', async (_request, reply) => {
      const { redis: client } = app;
      const [database, redis] = await Promise.all([
        probe(() => app.db.execute(sql`select 1`)),
        client ? probe(() => client.ping()) : Promise.resolve<State>('not configured'),
      ]);
      const checks = { database, redis };
      reply.header('cache-control', 'no-store');
      if (database === 'down' || redis === 'down') {
        return reply.status(503).header('retry-after', '5').send(failEnvelope('system.maintenance', 'Not ready: a dependency is unavailable.', checks));
      }
      return reply.send(okEnvelope({ status: 'ready', ...checks }));
    });
  },
  { name: 'health', dependencies: ['database', 'redis'] },
);
