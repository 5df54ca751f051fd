import type { FastifyInstance } from 'fastify';
import type { Merchant } from '../../plugins/merchant.js';
import { errors } from '../../errors.js';

const siteName = (m: Merchant): string => m.siteSettings.siteName || m.name;

/** The SMS text for a code (ours; the provider sends it as is). */
export const smsCodeText = (merchant: Merchant, code: string, minutes: number): string =>
  `[${siteName(merchant)}] Your verification code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;

/** Sends one SMS to smsAddress(...) as given (no `+` added here); a provider failure is message.delivery.failed (502), logged without the code. */
export async function sendSms(app: FastifyInstance, merchant: Merchant, to: string, body: string): Promise<void> {
  try {
    await app.providers.sms.send({ merchantCode: merchant.code, to, body });
  } catch (e) {
    app.log.error({ err: e instanceof Error ? e.message : String(e), merchant: merchant.code }, 'sms delivery failed');
    throw errors.messageDeliveryFailed('The message could not be sent. Please try again later.');
  }
}

export async function sendEmail(
  app: FastifyInstance,
  merchant: Merchant,
  to: string,
  subject: string,
  text: string,
): Promise<void> {
  try {
    await app.providers.email.send({ merchantCode: merchant.code, to, subject: `[${siteName(merchant)}] ${subject}`, text });
  } catch (e) {
    app.log.error({ err: e instanceof Error ? e.message : String(e), merchant: merchant.code }, 'e-mail delivery failed');
    throw errors.messageDeliveryFailed('The message could not be sent. Please try again later.');
  }
}
