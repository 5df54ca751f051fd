import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_IMAGE_MIME, CAPTCHA_MIME_HEADER, captchaCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { captchaIdFrom, setCaptchaCookie } from './captcha.service.js';
import { captchaText, storeCaptcha } from './verify.js';

type RenderSvg = (text: string, options: { width: number; height: number; noise: number; color: boolean; background: string; fontSize: number }) => string;
// svg-captcha's default export renders given text; the text itself comes from node:crypto.
const renderSvg = svgCaptcha as unknown as RenderSvg;

/** Dev only: answers of recent captchas by id, so tests and browser tests can solve them. */
export const devCaptchaAnswers = new Map<string, string>();
const DEV_ANSWERS_MAX = 500;

export async function captchaRoutes(app: FastifyInstance) {
  const dev = app.config.NODE_ENV !== 'production';

  registerCall(
    app,
    captchaCalls.image,
    async ({ merchant, reply, request }) => {
      const text = captchaText();
      const { id } = await storeCaptcha(app.db, merchant.code, text);
      setCaptchaCookie(reply, id, request.protocol === 'https');
      if (dev) {
        devCaptchaAnswers.set(id, text);
        if (devCaptchaAnswers.size > DEV_ANSWERS_MAX) {
          const first = devCaptchaAnswers.keys().next().value;
          if (first !== undefined) devCaptchaAnswers.delete(first);
        }
      }
      const svg = renderSvg(text, { width: 120, height: 40, noise: 2, color: true, background: '#f4f5f7', fontSize: 44 });
      // The value is base64 of an SVG image: show it as data:image/svg+xml;base64,<value>.
      reply.header(CAPTCHA_MIME_HEADER, CAPTCHA_IMAGE_MIME);
      return Buffer.from(svg, 'utf8').toString('base64');
    },
    { rateLimit: { max: 60, timeWindow: 60_000 } },
  );

  if (dev) {
    // Dev only: the answer of the captcha this browser holds (tests and browser tests solve it here).
    app.get('/dev/captcha/answer', async (request, reply) => {
      const id = captchaIdFrom(request);
      reply.header('cache-control', 'no-store');
      return { success: true, value: { answer: (id && devCaptchaAnswers.get(id)) ?? null } };
    });
  }

  // GeeTest v3 registration: offline mode (success false) — the reference server holds no GeeTest keys.
  registerCall(app, captchaCalls.geetest, ({ merchant }) => ({
    success: false,
    gt: merchant.geetestId,
    challenge: randomBytes(16).toString('hex'),
    newCaptcha: true,
  }));
}
