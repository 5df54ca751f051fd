import type { FastifyInstance } from 'fastify';
import { helpCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { createHelpRepository } from './help.repository.js';
import { createHelpService } from './help.service.js';

/**
 * The help centre (spec 2 §7 /wps/system/helpCenter): a system path, so it answers during
 * maintenance too (the maintenance page may link to it, as the other system calls).
 * The language is the `lang` query (spec 2 §7 "Help: lang"), else the Language header.
 */
export async function helpRoutes(app: FastifyInstance) {
  const service = createHelpService(createHelpRepository(app.db));
  registerCall(app, helpCalls.helpCenter, ({ merchant, input, language }) => service.topics(merchant, input.lang ?? language), {
    bypassSiteGate: true,
  });
}
