import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * fastify's trustProxy: off, a hop count (the nearest N proxies), or a comma list of the proxies'
 * addresses/CIDRs. `true` (trust every hop) is refused: the visitor would be whatever address the
 * client writes first in X-Forwarded-For, which defeats every per-IP limit.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (['', 'false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message: 'true would trust any X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses/CIDRs',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: 'expected false, a hop count or a comma list of proxy IPs/CIDRs' });
      return z.NEVER;
    }
    return parts;
  });

const base64Pkcs8 = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'expected base64 of a pkcs8 DER private key')
  .min(100, 'too short for an RSA pkcs8 key');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'expected a redis:// or rediss:// URL').optional(),
  // Every Redis key starts with this, so several sites (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - only').default('lotto:'),
  RSA_PRIVATE_KEY: base64Pkcs8.optional(),
  DEFAULT_MERCHANT: z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'expected a merchant code').default('demo'),
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Pages and other non-API routes, per IP per window, counted apart from the API. */
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // Live events (plugins/live-socket.ts): dead sockets are dropped after one missed ping; a
  // subscribed user topic is dropped within this check interval once its session ends.
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(30_000),
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  // Sessions (issue "Account access"): idle expiry slides with use; absolute expiry never moves.
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24),
  // Login throttling, checked before any password hashing.
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  LOGIN_CAPTCHA_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_IP_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(500),
  /** Login and two-factor calls per IP per minute, failed or not. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Providers (server/src/providers): dev keeps messages in the outbox (/dev/outbox).
  SMS_PROVIDER: z.enum(['dev', 'http']).default('dev'),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_KEY: z.string().min(1).optional(),
  EMAIL_PROVIDER: z.enum(['dev', 'smtp']).default('dev'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().min(3).default('Lotto <no-reply@localhost>'),
  // Social sign-in: ID tokens verified against this JWKS (Firebase's securetoken keys by default).
  SOCIAL_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** The expected `aud` (the Firebase project id); unset = only the dev identity provider is trusted. */
  SOCIAL_AUDIENCE: z.string().min(1).optional(),
  /** The expected `iss`; default https://securetoken.google.com/<SOCIAL_AUDIENCE>. */
  SOCIAL_ISSUER: z.string().min(1).optional(),
  /** Dev identity provider (/dev/identity); never active in production. Default on outside production. */
  DEV_IDENTITY: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
    .optional(),
  /** The lottery draw loop of this process (server/src/lottery); default on, off under NODE_ENV=test. */
  LOTTERY_ENGINE: z.enum(['on', 'off']).optional(),
  /** Every lottery game draws every 20 s and locks 5 s before the draw (e2e runs and demos). */
  LOTTERY_FAST: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
    .default(false),
  /** Demo player/agent accounts with published passwords; default on outside production only. */
  SEED_DEMO_ACCOUNTS: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
    .optional(),
});

type RawConfig = z.output<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'LOG_LEVEL' | 'DEV_IDENTITY' | 'SEED_DEMO_ACCOUNTS' | 'LOTTERY_ENGINE'> {
  LOTTERY_ENGINE: 'on' | 'off';
  LOG_LEVEL: NonNullable<RawConfig['LOG_LEVEL']>;
  DEV_IDENTITY: boolean;
  SEED_DEMO_ACCOUNTS: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm start` falls back to defaults.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const c = parsed.data;
  const missing = [
    c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL ? 'SMS_HTTP_URL: required when SMS_PROVIDER=http' : null,
    c.EMAIL_PROVIDER === 'smtp' && !c.SMTP_URL ? 'SMTP_URL: required when EMAIL_PROVIDER=smtp' : null,
  ].filter((p): p is string => p !== null);
  if (missing.length) throw new ConfigError(missing);
  return {
    ...c,
    DATA_DIR: resolve(process.cwd(), c.DATA_DIR),
    WEB_DIST_DIR: resolve(process.cwd(), c.WEB_DIST_DIR),
    LOG_LEVEL: c.LOG_LEVEL ?? (c.NODE_ENV === 'test' ? 'silent' : 'info'),
    // Never in production, whatever the variable says.
    DEV_IDENTITY: c.NODE_ENV !== 'production' && (c.DEV_IDENTITY ?? true),
    // Published demo passwords must not reach a production database unless asked for.
    SEED_DEMO_ACCOUNTS: c.SEED_DEMO_ACCOUNTS ?? c.NODE_ENV !== 'production',
    // Tests drive the engine's tick with their own clock.
    LOTTERY_ENGINE: c.LOTTERY_ENGINE ?? (c.NODE_ENV === 'test' ? 'off' : 'on'),
  };
}
