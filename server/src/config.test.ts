import pg from 'pg';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeStartupFailure, loadConfig } from './config.js';

/** A production environment with the key it requires. */
const PROD = { NODE_ENV: 'production', KEY_ENCRYPTION_KEY: 'k'.repeat(32) };
describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.NODE_ENV).toBe('development');
    expect(c.DEFAULT_MERCHANT).toBe('demo');
    expect(c.DATA_DIR).toMatch(/\/data$/);
    expect(c.WEB_DIST_DIR).toMatch(/web\/dist$/);
    expect(c.TRUST_PROXY).toBe(false);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.LOG_LEVEL).toBe('info');
  });

  it('reads values, treating empty strings as unset', () => {
    const c = loadConfig({ PORT: '9000', NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h:5432/db', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', HOST: '' });
    expect(c.PORT).toBe(9000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.LOG_LEVEL).toBe('silent');
    expect(c.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('refuses TRUST_PROXY=true, which would trust any X-Forwarded-For', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: true would trust any X-Forwarded-For/);
    }
  });

  it('seeds the demo accounts with published passwords outside production only, unless asked', () => {
    expect(loadConfig({}).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadConfig(PROD).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(loadConfig({ ...PROD, SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
    expect(loadConfig({ SEED_DEMO_ACCOUNTS: 'off' }).SEED_DEMO_ACCOUNTS).toBe(false);
  });

  it('lists every problem at once when values are bad', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://r', RSA_PRIVATE_KEY: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'RSA_PRIVATE_KEY']) expect(problems).toContain(name);
    expect((error as ConfigError).problems.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a production start that would store the RSA private key unsealed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/KEY_ENCRYPTION_KEY: required in production/);
    expect(() => loadConfig({ ...PROD, KEY_ENCRYPTION_KEY: 'short' })).toThrow(/KEY_ENCRYPTION_KEY: at least 32 characters/);
    expect(loadConfig(PROD).KEY_ENCRYPTION_KEY).toBe(PROD.KEY_ENCRYPTION_KEY);
    expect(() => loadConfig({ NODE_ENV: 'production', RSA_PRIVATE_KEY: 'A'.repeat(120) })).not.toThrow();
    expect(loadConfig({}).KEY_ENCRYPTION_KEY).toBeUndefined();
  });

  it('keeps production sessions to 30 minutes idle and 12 hours at most unless configured, and its source maps private', () => {
    const prod = loadConfig(PROD);
    expect([prod.SESSION_IDLE_MINUTES, prod.SESSION_ABSOLUTE_HOURS, prod.SERVE_SOURCE_MAPS]).toEqual([30, 12, false]);
    const dev = loadConfig({});
    expect([dev.SESSION_IDLE_MINUTES, dev.SESSION_ABSOLUTE_HOURS, dev.SERVE_SOURCE_MAPS]).toEqual([120, 24, true]);
    const set = loadConfig({ ...PROD, SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8', SERVE_SOURCE_MAPS: 'on' });
    expect([set.SESSION_IDLE_MINUTES, set.SESSION_ABSOLUTE_HOURS, set.SERVE_SOURCE_MAPS]).toEqual([15, 8, true]);
  });
});

describe('a start-up that fails on the database or Redis', () => {
  const config = { DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://lotto:secret@127.0.0.1:1/lotto', REDIS_URL: 'redis://:hunter2@127.0.0.1:2' };

  it('names PostgreSQL, its host and the refusal in one line, without the credentials', async () => {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    const err = await client.connect().then(
      () => null,
      (e: unknown) => e,
    );
    const line = describeStartupFailure(err, config);
    expect(line).toBe('Server failed to start: PostgreSQL at 127.0.0.1:1: connection refused');
  });

  it('names Redis, its host and the refusal in one line, without the password', async () => {
    const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
    redis.on('error', () => undefined);
    const err = await redis.connect().then(
      () => null,
      (e: unknown) => e,
    );
    redis.disconnect();
    const line = describeStartupFailure(err, config);
    expect(line).toMatch(/^Server failed to start: Redis at 127\.0\.0\.1:2: (connection refused|connection closed)/);
    expect(line).not.toContain('hunter2');
  });

  it('names an unknown host and a refused password', () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND', hostname: 'db.internal' });
    expect(describeStartupFailure(notFound, { ...config, DATABASE_URL: 'postgres://u:p@db.internal:5432/x', REDIS_URL: undefined })).toBe(
      'Server failed to start: PostgreSQL at db.internal:5432: host not found',
    );
    const auth = Object.assign(new Error('password authentication failed for user "u"'), { code: '28P01' });
    expect(describeStartupFailure(auth, config)).toBe('Server failed to start: PostgreSQL at 127.0.0.1:1: password authentication failed');
  });
});
