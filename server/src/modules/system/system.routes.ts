import type { FastifyInstance } from 'fastify';
import { HEADERS, systemCalls } from '@lotto/contract';
import { keepAnswer } from '../../http/kept-answer.js';
import { registerCall, toFastifyPath } from '../../http/register-call.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createSystemRepository } from './system.repository.js';
import { createSystemService, locate } from './system.service.js';
import {
  presentCountry,
  presentCustomerService,
  presentDomainRoute,
  presentSettings,
  presentTemplates,
  presentWhitelabel,
} from './system.presenter.js';

// System calls answer during maintenance and region restriction: the site reads them to show those pages.
const gateFree = { bypassSiteGate: true } as const;

export async function systemRoutes(app: FastifyInstance) {
  const repo = createSystemRepository(app.db);
  const service = createSystemService(repo);

  registerCall(app, systemCalls.rsaKey, () => app.encryption.publicKeySpki, gateFree);

  // Every page load asks for them: made from the merchant's row once, and kept (kept-answer.ts) for
  // as long as the merchant directory holds that row (it reloads it when stale or changed).
  const settingsByRow = new WeakMap<Merchant, ReturnType<typeof presentSettings>>();
  registerCall(
    app,
    systemCalls.settings,
    ({ merchant }) => {
      let settings = settingsByRow.get(merchant);
      if (!settings) {
        settings = keepAnswer(presentSettings(merchant, app.encryption.publicKeySpki));
        settingsByRow.set(merchant, settings);
      }
      return settings;
    },
    gateFree,
  );

  registerCall(
    app,
    systemCalls.status,
    ({ merchant, request, input }) => service.status(merchant, request, input.url),
    gateFree,
  );

  registerCall(app, systemCalls.location, ({ request }) => locate(request), gateFree);

  registerCall(app, systemCalls.whitelabel, ({ merchant }) => presentWhitelabel(merchant), gateFree);

  registerCall(
    app,
    systemCalls.domainRoute,
    async ({ merchant }) => (await repo.domainRoutes(merchant.code)).map(presentDomainRoute),
    gateFree,
  );

  registerCall(app, systemCalls.templates, ({ merchant }) => presentTemplates(merchant), gateFree);

  registerCall(
    app,
    systemCalls.country,
    async ({ merchant }) => (await repo.countries(merchant.code)).map(presentCountry),
    gateFree,
  );

  // Another domain of the site pings this one (spec 3 "domain-failure retry"): CORS open, no credentials.
  registerCall(
    app,
    systemCalls.ping,
    ({ input }) => ({ speed: input.speed, serverTime: Date.now() }),
    {
      ...gateFree,
      merchantFromHost: true,
      // Set before the handler so error answers (bad speed) are readable cross-origin too.
      route: { onRequest: async (_req, reply) => void reply.header('access-control-allow-origin', '*') },
    },
  );
  app.options(toFastifyPath(systemCalls.ping.path), async (_req, reply) =>
    reply
      .status(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, OPTIONS')
      .header(
        'access-control-allow-headers',
        [HEADERS.merchant, HEADERS.device, HEADERS.language, HEADERS.gatewayVersion, 'Content-Type'].join(', '),
      )
      .header('access-control-max-age', '600')
      .send(),
  );

  registerCall(
    app,
    systemCalls.routers,
    async ({ merchant }) => {
      const [cs, routes] = await Promise.all([repo.customerService(merchant.code), repo.domainRoutes(merchant.code)]);
      return { customerService: cs.map(presentCustomerService), domainList: routes.map((r) => r.domainName) };
    },
    gateFree,
  );
}
