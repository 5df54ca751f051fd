import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.js';
import { errors } from '../errors.js';

/** The API: counted against RATE_LIMIT_MAX per IP. */
const API = /^\/(wps|lgw|dev)(\/|$|\?)/;
/**
 * Files that are no page: hashed build assets and the client assets of the demo pages (immutable,
 * cached by browsers and CDNs) and generated artwork (cached a week). Not counted against the rate
 * limit, nor are the health probes; everything else (pages, the SPA fallback, the demo vendor's and
 * lottery's pages and calls) is counted against PAGE_RATE_LIMIT_MAX per IP, in a bucket of its own.
 * With a contract call's answer they get the headers of a resource (below).
 */
const FILES = /^\/(assets\/|res\/|vendor\/[^/?]+\/assets\/)/;
const HEALTH = /^\/health\//;

/** Where the analytics pixels' scripts come from; each vendor's script loads its further scripts from the same origin. */
export const TRACKING_SCRIPT_ORIGINS = ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://analytics.tiktok.com'];

/** Outside production, sibling domains are plain http (localhost, 127.0.0.1), so http: is allowed too. */
export const contentSecurityPolicy = (production: boolean) => {
  const remote = production ? ['https:'] : ['https:', 'http:'];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The pixels a merchant's tracking config names (docs/decisions/0029-tracking-config.md): Google tag, Meta, TikTok.
      scriptSrc: ["'self'", ...TRACKING_SCRIPT_ORIGINS],
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
    // helmet's headers, built once: @fastify/helmet built the middleware again for every request
    // (parsing the CSP's directives each time: ~8 % of a small answer's CPU, bench/api-throughput.ts)
    const production = config.NODE_ENV === 'production';
    const pageHeaders = helmet({
      contentSecurityPolicy: contentSecurityPolicy(production),
      // The speed test and domain retry load this site's files from its other domains.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Local runs are plain http; HSTS belongs to the TLS terminator in production.
      strictTransportSecurity: production,
    });
    // A call's answer (JSON) and a file that is no page (a script, a stylesheet, an image) are never
    // a document the browser runs: the headers that govern a page (what it may load, its window,
    // its referrer, old browsers' sniffing and download quirks) do nothing for them, and went out
    // with each (about 600 bytes of headers, uncompressed over HTTP/1.1: docs/decisions/0040). They
    // keep what a resource needs: no sniffing, a policy that allows nothing and no framing should a
    // browser ever show one on its own (an SVG opened by its address), and HSTS in production.
    const resourceHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: production,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    });
    // the route is known before onRequest: a contract call's (register-call.ts) carries its id
    const isResource = (request: FastifyRequest) => request.routeOptions.config.callId !== undefined || FILES.test(request.url);
    app.addHook('onRequest', (request, reply, done) =>
      (isResource(request) ? resourceHeaders : pageHeaders)(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    await app.register(cookie);
    await app.register(formbody);

    const { redis } = app;
    await app.register(rateLimit, {
      global: true,
      max: (_req, key) => (key.startsWith('page:') ? config.PAGE_RATE_LIMIT_MAX : config.RATE_LIMIT_MAX),
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
      // Skip rather than fail requests when Redis is briefly unavailable.
      skipOnError: true,
      allowList: (req) => FILES.test(req.url) || HEALTH.test(req.url),
      keyGenerator: (req) => (API.test(req.url) ? req.ip : `page:${req.ip}`),
      // Thrown into the one error handler, which answers the envelope with 429.
      errorResponseBuilder: (_req, ctx) =>
        errors.tooManyRequests(`Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} s.`),
    });
  },
  { name: 'security', dependencies: ['redis'] },
);
