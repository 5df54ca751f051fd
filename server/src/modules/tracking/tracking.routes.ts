import type { FastifyInstance } from 'fastify';
import { trackingCalls, type TrackingConfig } from '@lotto/contract';
import { keepAnswer } from '../../http/kept-answer.js';
import { registerCall } from '../../http/register-call.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createTrackingService, trackingConfigFor } from './tracking.service.js';

/** The tracking config of the page's host (spec 2 §3; docs/decisions/0029-tracking-config.md). */
export async function trackingRoutes(app: FastifyInstance) {
  const service = createTrackingService(app.db);

  // Read by every page once idle: a merchant's configs are read once per merchant row and kept
  // (kept-answer.ts) for as long as the merchant directory holds that row, as the settings are
  // (system.routes.ts): another process's change shows when the row is reloaded (within seconds),
  // and a write through this process invalidates the directory.
  const configsByRow = new WeakMap<Merchant, Promise<readonly TrackingConfig[]>>();
  const configsOf = (merchant: Merchant): Promise<readonly TrackingConfig[]> => {
    let configs = configsByRow.get(merchant);
    if (!configs) {
      configs = service.configs(merchant.code).then((list) => list.map((c) => keepAnswer(c)));
      // a failed read is not kept: the next request tries again
      configs.catch(() => configsByRow.delete(merchant));
      configsByRow.set(merchant, configs);
    }
    return configs;
  };

  registerCall(app, trackingCalls.config, async ({ merchant, input }) => trackingConfigFor(await configsOf(merchant), input.host));
}
