import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import type { OutboxMessageRow } from '../../db/schema/index.js';
import { listOutbox } from './outbox.repository.js';

const querySchema = z.object({
  to: z.string().trim().min(1).max(254).optional(),
  merchant: z.string().trim().regex(MERCHANT_CODE_PATTERN).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const present = (m: OutboxMessageRow) => ({
  id: m.id,
  merchant: m.merchantCode,
  channel: m.channel,
  to: m.to,
  subject: m.subject,
  body: m.body,
  createdAt: m.createdAt.getTime(),
});

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Dev-only outbox (never registered in production): what the dev SMS and e-mail providers "sent".
 * `GET /dev/outbox?to=&merchant=` answers JSON, newest first; `/dev/outbox/page` is for people.
 */
export async function outboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/dev/outbox', { schema: { querystring: querySchema } }, async (request, reply) => {
    const rows = await listOutbox(app.db, { to: request.query.to, merchantCode: request.query.merchant, limit: request.query.limit });
    reply.header('cache-control', 'no-store');
    return okEnvelope(rows.map(present));
  });

  r.get('/dev/outbox/page', { schema: { querystring: querySchema } }, async (request, reply) => {
    const rows = await listOutbox(app.db, { to: request.query.to, merchantCode: request.query.merchant, limit: request.query.limit });
    const items = rows
      .map(
        (m) => `<li><p class="meta"><span class="ch">${escapeHtml(m.channel.toUpperCase())}</span> to <b>${escapeHtml(m.to)}</b> · ${escapeHtml(m.merchantCode)} · <time>${escapeHtml(m.createdAt.toISOString())}</time></p>${
          m.subject ? `<p class="subject">${escapeHtml(m.subject)}</p>` : ''
        }<pre>${escapeHtml(m.body)}</pre></li>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Dev outbox</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;background:#0f1117;color:#f4f5f7}
h1{font-size:20px}ul{list-style:none;padding:0}li{background:#171a23;border:1px solid #2b3040;border-radius:10px;padding:12px;margin:10px 0}
.meta{margin:0;color:#9aa1b2;font-size:13px}.ch{color:#f5b301;font-weight:700}.subject{margin:6px 0 0;font-weight:600}
pre{white-space:pre-wrap;font-size:15px;margin:8px 0 0}form{display:flex;gap:8px}input,button{font-size:15px;padding:8px;border-radius:8px;border:1px solid #2b3040}</style></head>
<body><h1>Dev outbox</h1><p>Messages the dev SMS and e-mail providers kept instead of sending (newest first, refreshes every 5 s).</p>
<form method="get" action="/dev/outbox/page"><label for="to">Recipient</label><input id="to" name="to" value="${escapeHtml(request.query.to ?? '')}" placeholder="+8613800000001 or name@example.com"><button type="submit">Filter</button></form>
${rows.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
