import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { HTML_LANG, chatCalls, isLanguage, okEnvelope, otherCalls } from '@lotto/contract';
import { customerServiceScripts } from '../../db/schema/member-support.js';
import { assetUrl, registerClientAssets, renderPageShell, sendPage } from '../../demo-vendor/assets.js';
import { errors, invalidRequest } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';
import { sameText } from '../../security/tokens.js';
import { createChatRepository, presentMessage, type ChatHolder } from './chat.repository.js';

export const CHAT_PAGE_PATH = '/chat/room';
export const CHAT_ASSET_PREFIX = '/chat/assets';
export const CHAT_ASSETS = {
  'chat.js': 'modules/chat/client/chat.ts',
  'chat.css': 'modules/chat/client/chat.css',
  'widget.js': 'modules/chat/client/widget.ts',
} as const;

export const chatMessageSchema = z.object({ ticket: z.string().min(1).max(128), body: z.string().trim().min(1).max(1000) });
const ticketQuery = z.object({ ticket: z.string().min(1).max(128) });

/**
 * The site's own live chat (spec 2 §2 "Chat window", §3 "Chat", §7 CBS_*): a member opens the chat
 * page with a ticket from CBS_launchChat (or the chat-provider token call) and exchanges messages
 * with the operator (dev operator page: chat.dev.routes.ts); the unread count is the operator's
 * messages the member has not seen. The customer-service scripts are the merchant's, per language.
 */
export async function chatRoutes(app: FastifyInstance) {
  const repo = createChatRepository(app.db);
  registerClientAssets(app, CHAT_ASSET_PREFIX, CHAT_ASSETS);

  registerCall(app, chatCalls.unreadCount, async ({ session }) => {
    requireRealAccount(session);
    return { unReadCount: await repo.unreadForMember(session.customerId) };
  });

  // spec 1 §6: a trial account (isAgent 4) may not chat; real accounts may
  registerCall(app, chatCalls.groupPermission, ({ session }) => ({ hasPermission: !['4', '40', '41', '42'].includes(session.isAgent) }));

  registerCall(app, chatCalls.launch, async ({ session, merchant, input, language }) => {
    requireRealAccount(session);
    const { token } = await repo.issueTicket({ merchantCode: merchant.code, customerId: session.customerId });
    const q = new URLSearchParams({ ticket: token, lang: input.language ?? language });
    if (input.title) q.set('title', input.title);
    if (input.headerColor) q.set('color', input.headerColor);
    return { chatUrl: `${CHAT_PAGE_PATH}?${q.toString()}` };
  });

  // spec 1 §7, spec 2 §4: a token for the member's own user id opens the chat page
  registerCall(app, chatCalls.providerToken, async ({ session, merchant, input }) => {
    requireRealAccount(session);
    if (!sameText(input.userId, session.account, { caseInsensitive: true })) throw errors.functionNotAvailable('A chat token is only given for your own account.');
    const { token, expiresAt } = await repo.issueTicket({ merchantCode: merchant.code, customerId: session.customerId });
    return { token, expiresAt: expiresAt.getTime() };
  });

  registerCall(app, otherCalls.customerServiceScript, async ({ merchant, language }) => {
    const rows = await app.db
      .select({ csType: customerServiceScripts.csType, src: customerServiceScripts.src })
      .from(customerServiceScripts)
      .where(and(eq(customerServiceScripts.merchantCode, merchant.code), eq(customerServiceScripts.lang, language)))
      .orderBy(asc(customerServiceScripts.sortOrder), asc(customerServiceScripts.id));
    return { scripts: rows };
  });

  const holderOf = async (token: string): Promise<ChatHolder> => {
    const holder = await repo.holderOf(token);
    if (!holder) throw errors.customerNotLogin('This chat session is over. Open the chat again from the site.');
    return holder;
  };

  app.get(CHAT_PAGE_PATH, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const asked = q.lang?.toUpperCase();
    const lang = isLanguage(asked) ? asked : 'EN';
    const css = await assetUrl(CHAT_ASSET_PREFIX, 'chat.css', CHAT_ASSETS['chat.css']);
    const js = await assetUrl(CHAT_ASSET_PREFIX, 'chat.js', CHAT_ASSETS['chat.js']);
    const color = /^#[0-9a-fA-F]{3,8}$/.test(q.color ?? '') ? (q.color as string) : '#f5b301';
    // without a live ticket the page says the session is over and asks nothing of the API
    const live = q.ticket ? (await repo.holderOf(q.ticket)) !== null : false;
    const html = renderPageShell({
      lang: HTML_LANG[lang],
      title: (q.title ?? '').slice(0, 64) || 'Live chat',
      styles: [css],
      scripts: [js],
      bodyClass: 'chat',
      data: { lang, title: (q.title ?? '').slice(0, 64), color, live: live ? '1' : '0' },
      body: '<main id="app" class="app" aria-busy="true"></main>',
    });
    return sendPage(reply, html);
  });

  const messagesOf = async (request: FastifyRequest) => {
    const q = ticketQuery.safeParse(request.query);
    if (!q.success) throw invalidRequest(q.error.issues);
    const holder = await holderOf(q.data.ticket);
    return (await repo.readConversation(holder, 'MEMBER')).map(presentMessage);
  };
  app.get('/chat/api/messages', { config: { rateLimit: { max: 120, timeWindow: 60_000 } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return okEnvelope({ messages: await messagesOf(request) });
  });
  app.post('/chat/api/messages', { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, async (request, reply) => {
    const b = chatMessageSchema.safeParse(request.body);
    if (!b.success) throw invalidRequest(b.error.issues);
    const holder = await holderOf(b.data.ticket);
    const row = await repo.post(holder, 'MEMBER', b.data.body);
    reply.header('cache-control', 'no-store');
    return okEnvelope(presentMessage(row));
  });
}
