import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@lotto/contract';
import { assetUrl, registerClientAssets, renderPageShell, sendPage } from '../../demo-vendor/assets.js';
import { errors, invalidRequest } from '../../errors.js';
import { createChatRepository, presentMessage } from './chat.repository.js';

const OPERATOR_ASSETS = { 'operator.js': 'modules/chat/client/operator.ts', 'chat.css': 'modules/chat/client/chat.css' } as const;
const merchantQuery = z.object({ merchant: z.string().min(1).max(32).default('demo') });
const threadParams = z.object({ customerId: z.coerce.number().int().positive() });
const replyBody = z.object({ body: z.string().trim().min(1).max(1000) });

/**
 * The operator's side of the live chat, outside production only (like the other /dev pages):
 * /dev/chat/operator?merchant=demo lists the merchant's conversations and answers them.
 */
export async function chatDevRoutes(app: FastifyInstance) {
  const repo = createChatRepository(app.db);
  registerClientAssets(app, '/dev/chat/assets', OPERATOR_ASSETS);

  app.get('/dev/chat/operator', async (_request, reply) => {
    const css = await assetUrl('/dev/chat/assets', 'chat.css', OPERATOR_ASSETS['chat.css']);
    const js = await assetUrl('/dev/chat/assets', 'operator.js', OPERATOR_ASSETS['operator.js']);
    return sendPage(reply, renderPageShell({ lang: 'en', title: 'Live chat operator', styles: [css], scripts: [js], bodyClass: 'chat operator', body: '<main id="app" class="app operator"></main>' }));
  });

  app.get('/dev/chat/threads', async (request) => {
    const q = merchantQuery.safeParse(request.query);
    if (!q.success) throw invalidRequest(q.error.issues);
    const threads = await repo.threads(q.data.merchant);
    return okEnvelope(threads.map((t) => ({ ...t, lastAt: t.lastAt ? new Date(t.lastAt).getTime() : null })));
  });

  const holder = async (merchant: unknown, params: unknown) => {
    const q = merchantQuery.safeParse(merchant);
    const p = threadParams.safeParse(params);
    if (!q.success || !p.success) throw errors.requestInvalid('merchant and customer id are required');
    const h = await repo.customerOf(q.data.merchant, p.data.customerId);
    if (!h) throw errors.resourceNotFound('No such member.');
    return h;
  };

  app.get('/dev/chat/threads/:customerId/messages', async (request) => {
    const h = await holder(request.query, request.params);
    return okEnvelope((await repo.readConversation(h, 'OPERATOR')).map(presentMessage));
  });

  app.post('/dev/chat/threads/:customerId/messages', async (request) => {
    const h = await holder(request.query, request.params);
    const b = replyBody.safeParse(request.body);
    if (!b.success) throw invalidRequest(b.error.issues);
    return okEnvelope(presentMessage(await repo.post(h, 'OPERATOR', b.data.body)));
  });
}
