import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { feedbackCalls } from '@lotto/contract';
import { feedbackEntries } from '../../db/schema/member-support.js';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import { localFileStorage, type FileStorage } from '../../providers/storage/file-storage.js';
import { dataUrlBytes, imageTypeOf } from '../../providers/storage/image-type.js';
import { captchaIdFrom, clearCaptchaCookie } from '../captcha/captcha.service.js';
import { verifyCaptcha } from '../captcha/verify.js';
import { optionalSession } from '../games/optional-session.js';

/** A 5 MB image as base64 in JSON, with room for the other fields (spec 2 §9). */
const FEEDBACK_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * PUT /wps/feedback (spec 2 §3, §5, §7): visitors and members send a question with the image
 * captcha answered; members may add a png or jpeg (checked by its bytes), kept in the file storage
 * under DATA_DIR. A wrong captcha, or a file that is not an image, stores nothing.
 */
export async function feedbackRoutes(app: FastifyInstance, opts: { storage?: FileStorage } = {}) {
  const storage = opts.storage ?? localFileStorage(path.join(app.config.DATA_DIR, 'uploads'));

  registerCall(
    app,
    feedbackCalls.submit,
    async ({ request, reply, merchant, input }) => {
      const session = await optionalSession(app, request, merchant);
      // visitors send no image (spec 2 §5); a member's image must really be a png or jpeg
      if (input.file && !session) throw errors.inSorryIn('Please log in to attach an image.');
      const bytes = input.file ? dataUrlBytes(input.file) : null;
      const fileType = bytes ? imageTypeOf(bytes) : null;
      if (bytes && !fileType) throw errors.feedbackImageInvalid('The file is not a png or jpeg image.');

      const captchaId = captchaIdFrom(request);
      const solved = await verifyCaptcha(app.db, merchant.code, captchaId, input.captcha);
      if (captchaId) clearCaptchaCookie(reply);
      if (!solved) throw errors.verifyFirst('The captcha is not correct.', { captcha: true });

      let fileKey: string | null = null;
      if (bytes && fileType) {
        const month = new Date().toISOString().slice(0, 7);
        fileKey = `feedback/${merchant.code.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${month}/${randomBytes(16).toString('hex')}.${fileType === 'png' ? 'png' : 'jpg'}`;
        await storage.put(fileKey, bytes);
      }
      try {
        await app.db.insert(feedbackEntries).values({
          merchantCode: merchant.code,
          customerId: session?.customerId ?? null,
          // a member's feedback carries their account name, whatever the form said (spec 2 §5)
          sender: session?.account ?? (input.sender || null),
          type: input.type,
          content: input.content,
          fileKey,
          fileType,
        });
      } catch (e) {
        if (fileKey) await storage.remove(fileKey);
        throw e;
      }
      return null;
    },
    { rateLimit: { max: 10, timeWindow: 60_000 }, route: { bodyLimit: FEEDBACK_BODY_LIMIT } },
  );
}
