import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEV_IDENTITY_PROVIDERS, devIdentityKeys, signDevIdToken } from './dev.js';

const tokenRequestSchema = z
  .object({
    subject: z.string().trim().min(1).max(128).optional(),
    email: z.email().max(254).optional(),
    name: z.string().trim().min(1).max(64).optional(),
    phone: z.string().trim().regex(/^\+?\d{5,20}$/).optional(),
    provider: z.string().trim().regex(/^[a-z0-9.]{1,32}$/).default('google'),
    /** Tests: a different audience, or a negative lifetime for an expired token. */
    audience: z.string().min(1).max(128).optional(),
    expiresIn: z.number().int().min(-86_400).max(86_400).optional(),
  })
  .refine((v) => v.subject || v.email || v.name || v.phone, { message: 'give a subject, e-mail, name or phone' });

/** A stable subject for a person typed on the page, so the same e-mail signs in as the same identity. */
const subjectFor = (provider: string, who: string): string =>
  `dev-${createHash('sha256').update(`${provider}\u0000${who.toLowerCase()}`).digest('hex').slice(0, 24)}`;

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev sign-in</title><style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:16px;background:#0f1117;color:#f4f5f7}
label{display:block;margin:12px 0 4px}input,select,button{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border-radius:8px;border:1px solid #2b3040;min-height:44px}
button{background:#f5b301;color:#161200;font-weight:700;margin-top:16px}textarea{width:100%;min-height:120px;margin-top:12px}</style></head>
<body><h1>Dev identity provider</h1><p>Development only: signs an ID token for whoever you type. Never available in production.</p>
<form id="f"><label for="provider">Provider</label><select id="provider" name="provider">${DEV_IDENTITY_PROVIDERS.map(
  (p) => `<option value="${p}">${p}</option>`,
).join('')}</select>
<label for="name">Name</label><input id="name" name="name" autocomplete="name" placeholder="Dev Player">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" placeholder="player@example.com">
<button type="submit">Sign in</button></form><label for="out">ID token</label><textarea id="out" readonly></textarea>
<script src="/dev/identity/sign-in.js"></script></body></html>`;

// The CSP allows only same-origin scripts, so the page's script is its own file.
const SCRIPT = `(function(){var f=document.getElementById('f');var q=new URLSearchParams(location.search);
if(q.get('provider'))document.getElementById('provider').value=q.get('provider');
f.addEventListener('submit',function(e){e.preventDefault();var d=new FormData(f);
var body={provider:d.get('provider')};if(d.get('name'))body.name=d.get('name');if(d.get('email'))body.email=d.get('email');
fetch('/dev/identity/token',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)})
.then(function(r){return r.json()}).then(function(j){var t=j.value&&j.value.idToken;document.getElementById('out').value=t||JSON.stringify(j);
if(t&&window.opener){window.opener.postMessage({type:'lotto-dev-identity',provider:body.provider,idToken:t},location.origin);window.close();}});});})();`;

/**
 * Dev identity provider (only with DEV_IDENTITY on, never in production): its JWKS, a sign-in
 * page that hands a signed ID token to its opener by postMessage, and a JSON token endpoint for tests.
 */
export async function devIdentityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const audience = app.providers.identity.devAudience;
  await devIdentityKeys(); // the key pair is made at start

  r.get('/dev/identity/jwks', async (_req, reply) => reply.header('cache-control', 'no-store').send((await devIdentityKeys()).jwks));

  r.get('/dev/identity/sign-in', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE));
  r.get('/dev/identity/sign-in.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(SCRIPT));

  r.post('/dev/identity/token', { schema: { body: tokenRequestSchema } }, async (request, reply) => {
    const b = request.body;
    const subject = b.subject ?? subjectFor(b.provider, b.email ?? b.phone ?? b.name ?? '');
    const idToken = await signDevIdToken(
      { subject, provider: b.provider, email: b.email, name: b.name, phone: b.phone, audience: b.audience, expiresIn: b.expiresIn },
      audience,
    );
    reply.header('cache-control', 'no-store');
    return { success: true, value: { idToken, subject } };
  });
}
