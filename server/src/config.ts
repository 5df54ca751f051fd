import { resolve } from 'node:path';
import { z } from 'zod';

/** fastify's trustProxy: a boolean, a hop count, or a comma list of addresses/CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    const lower = v.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['', 'false', '0', 'no', 'off'].includes(lower)) return false;
    if (/^\d+$/.test(v)) return Number(v);
    const parts = v.split(',').map((p) => p.trim()).filter(Boolean);
    if (parts.some((p) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p))) {
      ctx.addIssue({ code: 'custom', message: 'expected true/false, a hop count or a comma list of IPs/CIDRs' });
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
  RSA_PRIVATE_KEY: base64Pkcs8.optional(),
  DEFAULT_MERCHANT: z.string().regex(/^[a-z0-9_-]{1,32}$/i, 'expected a merchant code').default('demo'),
  WEB_DIST_DIR: z.string().min(1).default('web/dist'),
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
});

type RawConfig = z.output<typeof configSchema>;

export interface Config extends Omit<RawConfig, 'LOG_LEVEL'> {
  LOG_LEVEL: NonNullable<RawConfig['LOG_LEVEL']>;
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
  return {
    ...c,
    DATA_DIR: resolve(process.cwd(), c.DATA_DIR),
    WEB_DIST_DIR: resolve(process.cwd(), c.WEB_DIST_DIR),
    LOG_LEVEL: c.LOG_LEVEL ?? (c.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
