import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createOutboxWriter } from '../outbox.js';
import {
  DEV_IDENTITY_PROVIDERS,
  PHONE_NUMBER,
  PHONE_SESSION_SECONDS,
  confirmPhoneSession,
  devIdentityKeys,
  phoneSignInCode,
  signDevIdToken,
  signPhoneSession,
} from './dev.js';

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
<button type="submit">Sign in</button><button type="button" id="cancel">Cancel sign-in</button></form><label for="out">ID token</label><textarea id="out" readonly></textarea>
<script src="/dev/identity/sign-in.js"></script></body></html>`;

// The CSP allows only same-origin scripts, so the page's script is its own file.
const SCRIPT = `(function(){var f=document.getElementById('f');var q=new URLSearchParams(location.search);
if(q.get('provider'))document.getElementById('provider').value=q.get('provider');
f.addEventListener('submit',function(e){e.preventDefault();var d=new FormData(f);
var body={provider:d.get('provider')};if(d.get('name'))body.name=d.get('name');if(d.get('email'))body.email=d.get('email');
fetch('/dev/identity/token',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)})
.then(function(r){return r.json()}).then(function(j){var t=j.value&&j.value.idToken;document.getElementById('out').value=t||JSON.stringify(j);
if(t&&window.opener){window.opener.postMessage({type:'lotto-dev-identity',provider:body.provider,idToken:t},location.origin);window.close();}});});
document.getElementById('cancel').addEventListener('click',function(){if(window.opener){window.opener.postMessage({type:'lotto-dev-identity',
error:{code:'auth/user-cancelled',message:'The user did not grant the site the permissions it asked for.'}},location.origin);}window.close();});})();`;

// Phone sign-in: the provider sends the SMS itself (as Firebase does), so it goes to the dev outbox,
// never through the merchant's SMS gateway. Failures answer Firebase's error codes.
const phoneSendSchema = z.object({ phoneNumber: z.string().max(32).optional() });
const phoneConfirmSchema = z.object({ sessionInfo: z.string().max(4096).optional(), code: z.string().max(32).optional() });

const PHONE_FAILURES = {
  'auth/missing-phone-number': 'A phone number is required to send a sign-in code.',
  'auth/invalid-phone-number': 'The phone number must be in E.164 format: + and 6 to 15 digits.',
  'auth/missing-verification-id': 'The phone sign-in session is missing.',
  'auth/invalid-verification-id': 'The phone sign-in session is not valid.',
  'auth/missing-verification-code': 'The SMS verification code is missing.',
  'auth/invalid-verification-code': 'The SMS verification code is not valid.',
  'auth/code-expired': 'The SMS code has expired. Please re-send the verification code to try again.',
} as const;

const refuse = (reply: FastifyReply, code: keyof typeof PHONE_FAILURES) =>
  reply.code(400).header('cache-control', 'no-store').send({ success: false, errorCode: code, message: PHONE_FAILURES[code] });

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

  const outbox = createOutboxWriter(app.db);

  /** Sends a sign-in code to a phone number; answers the session the code is confirmed with. */
  r.post(
    '/dev/identity/phone/send',
    { schema: { body: phoneSendSchema }, config: { rateLimit: { max: 5, timeWindow: 60_000 } } },
    async (request, reply) => {
      const merchant = await app.merchants.resolve(request, { fallbackToHost: true });
      const phoneNumber = request.body.phoneNumber?.trim() ?? '';
      if (!phoneNumber) return refuse(reply, 'auth/missing-phone-number');
      if (!PHONE_NUMBER.test(phoneNumber)) return refuse(reply, 'auth/invalid-phone-number');
      const code = phoneSignInCode();
      const sessionInfo = await signPhoneSession({ phoneNumber, code, merchantCode: merchant.code });
      const site = merchant.siteSettings.siteName || merchant.name;
      await outbox({
        merchantCode: merchant.code,
        channel: 'sms',
        to: phoneNumber,
        subject: null,
        body: `${code} is your sign-in code for ${site}. It expires in ${PHONE_SESSION_SECONDS / 60} minutes.`,
      });
      reply.header('cache-control', 'no-store');
      return { success: true, value: { sessionInfo, expiresIn: PHONE_SESSION_SECONDS } };
    },
  );

  /** Confirms the code of a session: an ID token for the phone number (provider `phone`). */
  r.post(
    '/dev/identity/phone/confirm',
    { schema: { body: phoneConfirmSchema }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (request, reply) => {
      const merchant = await app.merchants.resolve(request, { fallbackToHost: true });
      const { sessionInfo, code } = request.body;
      if (!sessionInfo) return refuse(reply, 'auth/missing-verification-id');
      if (!code?.trim()) return refuse(reply, 'auth/missing-verification-code');
      const checked = await confirmPhoneSession(sessionInfo, code.trim(), merchant.code);
      if (!checked.ok) return refuse(reply, checked.code);
      const idToken = await signDevIdToken(
        { subject: subjectFor('phone', checked.phoneNumber), provider: 'phone', phone: checked.phoneNumber },
        audience,
      );
      reply.header('cache-control', 'no-store');
      return { success: true, value: { idToken, phoneNumber: checked.phoneNumber } };
    },
  );
}
