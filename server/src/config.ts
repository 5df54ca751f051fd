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
  /** Seals the RSA private key stored in the database (security/sealed-secret.ts); required in production unless RSA_PRIVATE_KEY is given. */
  KEY_ENCRYPTION_KEY: z.string().min(32, 'at least 32 characters, e.g. the output of `openssl rand -base64 32`').optional(),
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
  // Defaults: 30 min and 12 h in production (ASVS 4.0 L2 3.3.2), 120 min and 24 h elsewhere.
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().optional(),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().optional(),
  // Open live sockets (/wps/socket) per visitor IP, and per account across its user-topic subscriptions.
  LIVE_MAX_SOCKETS_PER_IP: z.coerce.number().int().positive().default(50),
  LIVE_MAX_SOCKETS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  /** Serve the built front end's `.map` files; default off in production. */
  SERVE_SOURCE_MAPS: z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
    .optional(),
  // Login throttling, checked before any password hashing.
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
  LOGIN_CAPTCHA_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_MAX_ACCOUNT_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(100),
  LOGIN_MAX_IP_FAILURES_PER_HOUR: z.coerce.number().int().positive().default(500),
  /** Past the account limit each login waits this, doubled every 10 failures more (at most 10 s). */
  LOGIN_LOCKOUT_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Login and two-factor calls per IP per minute, failed or not. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Free-play (demo) accounts one address may make per hour. */
  FREEPLAY_MAX_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
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

type Defaulted = 'LOG_LEVEL' | 'DEV_IDENTITY' | 'SEED_DEMO_ACCOUNTS' | 'LOTTERY_ENGINE' | 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS' | 'SERVE_SOURCE_MAPS';

export interface Config extends Omit<RawConfig, Defaulted> {
  SESSION_IDLE_MINUTES: number;
  SESSION_ABSOLUTE_HOURS: number;
  SERVE_SOURCE_MAPS: boolean;
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
    // A database copy must not give the private key of the encrypted calls away (ASVS 6.4.1).
    c.NODE_ENV === 'production' && !c.KEY_ENCRYPTION_KEY && !c.RSA_PRIVATE_KEY
      ? 'KEY_ENCRYPTION_KEY: required in production (it seals the RSA private key stored in the database), unless RSA_PRIVATE_KEY is given'
      : null,
  ].filter((p): p is string => p !== null);
  if (missing.length) throw new ConfigError(missing);
  const production = c.NODE_ENV === 'production';
  return {
    ...c,
    SESSION_IDLE_MINUTES: c.SESSION_IDLE_MINUTES ?? (production ? 30 : 120),
    SESSION_ABSOLUTE_HOURS: c.SESSION_ABSOLUTE_HOURS ?? (production ? 12 : 24),
    // Source maps give the site's source away: only when asked for in production.
    SERVE_SOURCE_MAPS: c.SERVE_SOURCE_MAPS ?? !production,
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

/** What a driver's failure code means, in a few words. */
const STARTUP_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'authentication refused',
  '3D000': 'database does not exist',
  '57P03': 'the database is starting up or shutting down',
};

/** host, hostname and port of a service URL (never its credentials), or null when it cannot be read. */
function urlParts(url: string | undefined, defaultPort: string): { host: string; hostname: string; port: string } | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return { host: u.host, hostname: u.hostname, port: u.port || defaultPort };
  } catch {
    return null;
  }
}

/**
 * One line for a start-up that failed on the database or Redis: the service, its host and what
 * failed, instead of a driver's dump (the URL's credentials never appear).
 */
export function describeStartupFailure(err: unknown, config: Pick<Config, 'DATABASE_URL' | 'REDIS_URL' | 'DATA_DIR'>): string {
  type Raw = { code?: unknown; message?: unknown; errors?: unknown; port?: unknown; hostname?: unknown; stack?: unknown };
  const outer = (err ?? {}) as Raw;
  // Node reports a refused connection to every address of a host as an AggregateError.
  const inner = (Array.isArray(outer.errors) && outer.errors[0] ? outer.errors[0] : outer) as Raw;
  const code = typeof inner.code === 'string' ? inner.code : typeof outer.code === 'string' ? outer.code : '';
  const message = String((typeof inner.message === 'string' && inner.message) || (typeof outer.message === 'string' && outer.message) || err);
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const stack = `${text(outer.stack)}\n${text(inner.stack)}`;
  const port = typeof inner.port === 'number' || typeof inner.port === 'string' ? String(inner.port) : null;
  const redisUrl = urlParts(config.REDIS_URL, '6379');
  const databaseUrl = urlParts(config.DATABASE_URL, '5432');
  /** The failure is a connection to this service (the port refused, or the host name not found). */
  const aimedAt = (u: { hostname: string; port: string } | null) =>
    !!u && ((port !== null && port === u.port) || (typeof inner.hostname === 'string' && inner.hostname === u.hostname));
  const redis = !!redisUrl && (/[\\/]ioredis[\\/]/.test(stack) || message === 'Connection is closed.' || aimedAt(redisUrl));
  const database = !redis && (/[\\/](pg|pg-pool)[\\/]|[\\/]@electric-sql[\\/]/.test(stack) || /^[0-9A-Z]{5}$/.test(code) || aimedAt(databaseUrl));
  const reason =
    STARTUP_REASONS[code] ??
    (message === 'Connection is closed.'
      ? 'connection closed (no Redis server answering there?)'
      : /timeout/i.test(message)
        ? 'connection timed out'
        : message.split('\n')[0]);
  if (redis) return `Server failed to start: Redis at ${redisUrl?.host ?? '(unreadable URL)'}: ${reason}`;
  if (database) {
    const where = config.DATABASE_URL ? `PostgreSQL at ${databaseUrl?.host ?? '(unreadable URL)'}` : `PGlite at ${config.DATA_DIR}`;
    return `Server failed to start: ${where}: ${reason}`;
  }
  return `Server failed to start: ${reason}`;
}
