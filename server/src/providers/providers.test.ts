import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createDevEmailProvider } from './email/index.js';
import type { OutboxMessage } from './outbox.js';
import { createDevSmsProvider, createHttpSmsProvider, SmsDeliveryError } from './sms/index.js';

const base = { NODE_ENV: 'test', DATA_DIR: '/x', WEB_DIST_DIR: '/x' };

describe('message providers', () => {
  const received: { auth: string | undefined; body: unknown }[] = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body: JSON.parse(data) as unknown });
      res.statusCode = status;
      res.end('{}');
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('the HTTP SMS adapter posts JSON with the bearer key and fails on a non-2xx answer', async () => {
    const sms = createHttpSmsProvider(url, 'secret-key');
    await sms.send({ merchantCode: 'demo', to: '+8613800000002', body: 'code 123456' });
    expect(received.at(-1)).toEqual({ auth: 'Bearer secret-key', body: { merchant: 'demo', to: '+8613800000002', text: 'code 123456' } });
    status = 500;
    await expect(sms.send({ merchantCode: 'demo', to: '+1', body: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    status = 200;
  });

  it('the dev providers write SMS and e-mail to the outbox', async () => {
    const kept: OutboxMessage[] = [];
    const write = async (m: OutboxMessage) => void kept.push(m);
    await createDevSmsProvider(write).send({ merchantCode: 'demo', to: '+1', body: 'sms' });
    await createDevEmailProvider(write).send({ merchantCode: 'demo', to: 'a@example.com', subject: 'S', text: 'mail' });
    expect(kept).toEqual([
      { merchantCode: 'demo', channel: 'sms', to: '+1', subject: null, body: 'sms' },
      { merchantCode: 'demo', channel: 'email', to: 'a@example.com', subject: 'S', body: 'mail' },
    ]);
  });

  it('configuration: real adapters need their URL; dev identity defaults on and is never on in production', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://x' })).toThrow(ConfigError);
    expect(loadConfig({ ...base, SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' }).SMS_PROVIDER).toBe('http');
    expect(loadConfig(base).DEV_IDENTITY).toBe(true);
    expect(loadConfig({ ...base, DEV_IDENTITY: 'off' }).DEV_IDENTITY).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', KEY_ENCRYPTION_KEY: 'k'.repeat(32), DEV_IDENTITY: 'on' }).DEV_IDENTITY).toBe(false);
    expect(loadConfig(base).SOCIAL_JWKS_URL).toContain('securetoken@system.gserviceaccount.com');
  });
});
