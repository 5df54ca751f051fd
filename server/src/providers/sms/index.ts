import type { Config } from '../../config.js';
import type { OutboxWriter } from '../outbox.js';

export interface SmsMessage {
  merchantCode: string;
  /** E.164-like: country dialing code and number, digits only with a leading +. */
  to: string;
  body: string;
}

/** Sends one SMS; throws SmsDeliveryError when the gateway refuses it. */
export interface SmsProvider {
  readonly name: 'dev' | 'http';
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** Keeps the SMS in the outbox (development and tests). */
export function createDevSmsProvider(write: OutboxWriter): SmsProvider {
  return {
    name: 'dev',
    send: (m) => write({ merchantCode: m.merchantCode, channel: 'sms', to: m.to, subject: null, body: m.body }),
  };
}

/**
 * Posts `{ merchant, to, text }` as JSON to SMS_HTTP_URL with `Authorization: Bearer SMS_HTTP_KEY`;
 * any 2xx is delivered. A small adapter most SMS gateways (or a relay in front of one) accept.
 */
export function createHttpSmsProvider(
  url: string,
  key: string | undefined,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'http',
    async send(m) {
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
          body: JSON.stringify({ merchant: m.merchantCode, to: m.to, text: m.body }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (e) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}`);
    },
  };
}

export function createSmsProvider(config: Config, write: OutboxWriter): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return createHttpSmsProvider(config.SMS_HTTP_URL, config.SMS_HTTP_KEY);
  }
  return createDevSmsProvider(write);
}
