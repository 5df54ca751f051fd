import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';
import { errors } from '../errors.js';

/** Paths the limiter counts: the API, not static files of the site. */
const LIMITED = /^\/(wps|lgw|dev)(\/|$|\?)/;

/** Outside production, sibling domains are plain http (localhost, 127.0.0.1), so http: is allowed too. */
export const contentSecurityPolicy = (production: boolean) => {
  const remote = production ? ['https:'] : ['https:', 'http:'];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and react-rnd position elements with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Merchant artwork is generated as data:/blob: URLs; speed test loads images from sibling domains.
      imgSrc: ["'self'", 'data:', 'blob:', ...remote],
      fontSrc: ["'self'", 'data:'],
      // Live events over ws(s); the domain-failure retry pings sibling domains of the site.
      connectSrc: ["'self'", 'ws:', 'wss:', ...remote],
      // Games may open in an in-page frame served by the vendor.
      frameSrc: ["'self'", ...remote],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
};

/** helmet (CSP), cookies, url-encoded forms and rate limits (Redis-backed when REDIS_URL is set). */
export const securityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(config.NODE_ENV === 'production'),
      // The speed test and domain retry load this site's files from its other domains.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Local runs are plain http; HSTS belongs to the TLS terminator in production.
      strictTransportSecurity: config.NODE_ENV === 'production',
    });
    await app.register(cookie);
    await app.register(formbody);

    const { redis } = app;
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
      // Skip rather than fail requests when Redis is briefly unavailable.
      skipOnError: true,
      allowList: (req) => !LIMITED.test(req.url),
      keyGenerator: (req) => req.ip,
      // Thrown into the one error handler, which answers the envelope with 429.
      errorResponseBuilder: (_req, ctx) =>
        errors.tooManyRequests(`Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
