import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberCalls, MERCHANT_CODE_PATTERN } from '@lotto/contract';
import { AppError } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { createPasswordResetService, resetLinkPath } from './password-reset.service.js';

const RESET_RATE = { max: 10, timeWindow: 60_000 } as const;

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, inner: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:16px}label{display:block;margin:12px 0 4px}
input,button{width:100%;box-sizing:border-box;font-size:16px;padding:10px;min-height:44px;border-radius:8px;border:1px solid #bbb}
button{margin-top:16px;font-weight:700}.err{color:#b91c1c}</style></head><body><h1>${escapeHtml(title)}</h1>${inner}</body></html>`;

const linkQuery = z.object({
  merchant: z.string().trim().regex(MERCHANT_CODE_PATTERN),
  email: z.email().max(254),
});
const linkBody = linkQuery.extend({
  code: z.string().trim().min(1).max(10),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128),
});

function formHtml(q: { merchant: string; email: string }, error?: string): string {
  return page(
    'Reset your password',
    `${error ? `<p class="err" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${resetLinkPath}"><input type="hidden" name="merchant" value="${escapeHtml(q.merchant)}">
<input type="hidden" name="email" value="${escapeHtml(q.email)}">
<label for="code">Code from the e-mail</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<label for="newPassword">New password</label><input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required>
<label for="confirmNewPassword">Repeat the new password</label><input id="confirmNewPassword" name="confirmNewPassword" type="password" autocomplete="new-password" required>
<button type="submit">Set new password</button></form>`,
  );
}

export async function passwordResetRoutes(app: FastifyInstance) {
  const service = createPasswordResetService();

  registerCall(
    app,
    memberCalls.passwordSms,
    ({ input, request, reply, merchant }) => service.sendSms({ app, request, reply, merchant }, input),
    { rateLimit: RESET_RATE },
  );
  registerCall(
    app,
    memberCalls.passwordVerification,
    ({ input, request, reply, merchant }) => service.verifySms({ app, request, reply, merchant }, input),
    { rateLimit: RESET_RATE },
  );
  for (const call of [memberCalls.passwordEmail, memberCalls.passwordEmailPost]) {
    registerCall(
      app,
      call,
      ({ input, request, reply, merchant }) => service.sendEmail({ app, request, reply, merchant }, input),
      { rateLimit: RESET_RATE },
    );
  }

  // The page the e-mail links to (ours): a form, outside the SPA, that needs no script.
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(resetLinkPath, { schema: { querystring: linkQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(formHtml(request.query)),
  );
  r.post(
    resetLinkPath,
    { schema: { body: linkBody }, config: { rateLimit: RESET_RATE } },
    async (request, reply) => {
      const b = request.body;
      const html = (status: number, body: string) =>
        reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
      const merchant = await app.merchants.byCode(b.merchant);
      if (!merchant) return html(404, page('Reset your password', '<p class="err">Unknown site.</p>'));
      if (b.newPassword !== b.confirmNewPassword) return html(400, formHtml(b, 'The two passwords differ.'));
      try {
        await service.verifyEmail(merchant, app, { email: b.email, code: b.code, newPassword: b.newPassword });
      } catch (e) {
        if (e instanceof AppError) return html(e.statusCode, formHtml(b, e.message));
        throw e;
      }
      return html(200, page('Password changed', '<p>Your password has been changed and every session signed out. You can sign in with the new password now.</p>'));
    },
  );
}
