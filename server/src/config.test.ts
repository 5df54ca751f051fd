import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_ACCOUNTS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).SEED_DEMO_ACCOUNTS).toBe(true);
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
});
