import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { OutboxWriter } from '../outbox.js';

export interface EmailMessage {
  merchantCode: string;
  to: string;
  subject: string;
  /** Plain text. */
  text: string;
}

export interface EmailProvider {
  readonly name: 'dev' | 'smtp';
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}

export class EmailDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailDeliveryError';
  }
}

/** Keeps the e-mail in the outbox (development and tests). */
export function createDevEmailProvider(write: OutboxWriter): EmailProvider {
  return {
    name: 'dev',
    send: (m) => write({ merchantCode: m.merchantCode, channel: 'email', to: m.to, subject: m.subject, body: m.text }),
  };
}

/** Sends through SMTP_URL (smtp:// or smtps://, credentials in the URL) with nodemailer. */
export function createSmtpEmailProvider(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(m) {
      try {
        await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text });
      } catch (e) {
        throw new EmailDeliveryError(`SMTP delivery failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    close: () => transport.close(),
  };
}

export function createEmailProvider(config: Config, write: OutboxWriter): EmailProvider {
  if (config.EMAIL_PROVIDER === 'smtp' && config.SMTP_URL) return createSmtpEmailProvider(config.SMTP_URL, config.EMAIL_FROM);
  return createDevEmailProvider(write);
}
