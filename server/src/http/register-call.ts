import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  HEADERS,
  REQUEST_DEFAULT_LANGUAGE,
  hasFlag,
  isFlag,
  isLanguage,
  okEnvelope,
  type CallDef,
  type Language,
} from '@lotto/contract';
import { errors, invalidRequest } from '../errors.js';
import { requireSiteOpen, type Merchant } from '../plugins/merchant.js';
import { requireSession, type Session } from '../plugins/session.js';
import { bytesOf, encodedAnswer, isKeptAnswer, serializeAnswer, type SerializedAnswer } from './kept-answer.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call id, for logs and hooks. */
    callId?: string;
  }
}

interface BaseContext<C extends CallDef> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The validated request data (path params merged in), decrypted first when the call is encrypted. */
  input: z.output<C['request']>;
  merchant: Merchant;
  /** Language header when valid, else EN (spec 1 §9: EN in the request layer). */
  language: Language;
  /** Device header, default web. */
  device: string;
}

/** A token call runs only with a live session: the handler gets it, and its customer's id. */
export interface TokenCallSession {
  session: Session;
  customerId: number;
}

/** A call without a token has no session here (optionalSession reads one where a public call wants it). */
export interface PublicCallSession {
  session: null;
  customerId: null;
}

/** What a handler gets; `session` and `customerId` are set exactly when the call declares `token: true`. */
export type CallContext<C extends CallDef> = BaseContext<C> & (C['token'] extends true ? TokenCallSession : PublicCallSession);

export type CallHandler<C extends CallDef> = (
  ctx: CallContext<C>,
) => Promise<z.input<C['reply']>> | z.input<C['reply']>;

export interface RegisterCallOptions {
  /**
   * Skip maintenance and region restriction: only the system calls, which the site needs in order
   * to show the maintenance and region-restricted pages.
   */
  bypassSiteGate?: boolean;
  /** Take the merchant from the Host (then DEFAULT_MERCHANT) when the header is absent, e.g. ping. */
  merchantFromHost?: boolean;
  /** Per-route limit overriding the global one (e.g. login, SMS), or false to exempt. */
  rateLimit?: { max: number; timeWindow: number } | false;
  /** Extra fastify route options (bodyLimit, onRequest hooks...). */
  route?: Partial<Pick<RouteOptions, 'bodyLimit' | 'onRequest' | 'preHandler'>>;
}

/**
 * A GET call's input is all in its URL (path parameters and query string), so the same URL always
 * validates to the same input: each GET call keeps the inputs of its last URLs, up to this many
 * (then it starts again), and of URLs up to this long. Validating the lobby's query took about an
 * eighth of a kept game-list answer's busy time (docs/decisions/0043).
 */
const KEPT_INPUTS = 64;
const KEPT_INPUT_URL_MAX = 512;

/** A kept input is shared by every request of its URL: frozen, so no handler can change it for the next. */
function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFrozen(v);
    Object.freeze(value);
  }
  return value;
}

/** `/wps/x/{id}` -> `/wps/x/:id` */
export const toFastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
};

function rawInput(call: CallDef, request: FastifyRequest): unknown {
  if (call.body === 'query') return request.query ?? {};
  return request.body ?? {};
}

/**
 * Registers one contract call: method + path from the CallDef, merchant resolution, maintenance
 * and region gate, module flag, session, decryption, validation with `call.request`, and the
 * envelope (raw JSON for /lgw). The handler returns the reply value; it is parsed with
 * `call.reply` before sending, so a database row never leaves as is.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions = {},
): void {
  if (call.encrypted && call.method !== 'POST' && call.method !== 'PUT') {
    throw new Error(`${call.id}: only POST and PUT calls can be encrypted (spec 3 Requests)`);
  }
  if (call.modId !== null && !isFlag(call.modId)) {
    throw new Error(`${call.id}: module id ${call.modId} is not a known flag`);
  }
  const modId = call.modId;
  const publicGet = call.method === 'GET' && !call.token;
  // the bytes of kept answers (kept-answer.ts), by the value the handler returned
  const keptAnswers = new WeakMap<object, SerializedAnswer>();

  // a GET call's validated inputs by URL (KEPT_INPUTS)
  const inputsByUrl = call.method === 'GET' ? new Map<string, unknown>() : null;
  /** The request's data (path params merged in) validated with `call.request`; a GET's kept by its URL. */
  const validated = (request: FastifyRequest, raw: unknown): unknown => {
    let data = raw;
    const params = (request.params ?? {}) as Record<string, string>;
    if (Object.keys(params).length > 0) {
      if (typeof data !== 'object' || data === null || Array.isArray(data)) data = {};
      data = { ...(data as Record<string, unknown>), ...params };
    }
    const parsed = call.request.safeParse(data);
    if (!parsed.success) throw invalidRequest(parsed.error.issues);
    if (!inputsByUrl || request.url.length > KEPT_INPUT_URL_MAX) return parsed.data;
    if (inputsByUrl.size >= KEPT_INPUTS) inputsByUrl.clear();
    inputsByUrl.set(request.url, deepFrozen(parsed.data));
    return parsed.data;
  };

  app.route({
    method: call.method,
    url: toFastifyPath(call.path),
    config: {
      callId: call.id,
      ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    },
    ...options.route,
    handler: async (request, reply) => {
      const merchant = await app.merchants.resolve(request, { fallbackToHost: options.merchantFromHost });
      if (!options.bypassSiteGate) requireSiteOpen(merchant, request.ip);
      // spec 3 "Module ids" (ours): a call whose module flag is off is refused.
      if (modId !== null && !hasFlag(merchant.flags, modId)) throw errors.functionNotAvailable();
      const session = call.token ? await requireSession(app, request, merchant) : null;

      let input = inputsByUrl?.get(request.url);
      if (input === undefined) {
        let data = rawInput(call, request);
        if (call.encrypted) {
          data = await app.encryption.decrypt(headerValue(request, HEADERS.encryption), data);
        }
        input = validated(request, data);
      }

      const language = headerValue(request, HEADERS.language)?.toUpperCase();
      const value = await handler({
        request,
        reply,
        input: input as z.output<C['request']>,
        merchant,
        session,
        customerId: session?.customerId ?? null,
        language: isLanguage(language) ? language : REQUEST_DEFAULT_LANGUAGE,
        device: headerValue(request, HEADERS.device) ?? 'web',
      } as CallContext<C>);
      if (reply.sent) return reply;
      const keep = publicGet && isKeptAnswer(value) && !reply.hasHeader('cache-control');
      const known = keep ? keptAnswers.get(value) : undefined;
      if (known) return answerRevalidated(request, reply, known, true);

      const shaped = call.reply.safeParse(value);
      if (!shaped.success) {
        // A presenter drifted from the contract: a server bug, never the client's fault.
        request.log.error({ callId: call.id, issues: shaped.error.issues }, 'reply does not match the contract');
        throw errors.internalError();
      }
      const body = call.envelope ? okEnvelope(shaped.data) : shaped.data;
      // a handler that said how its answer is kept (a one-time captcha: no-store) has the last word
      if (reply.hasHeader('cache-control')) return body;
      if (publicGet) {
        const answer = serializeAnswer(body);
        if (keep) keptAnswers.set(value, answer);
        return answerRevalidated(request, reply, answer, keep);
      }
      // A member's answers are theirs and of the moment: never kept by browsers or proxies.
      reply.header('cache-control', 'no-store');
      return body;
    },
  });
}

/**
 * A public GET (catalogue, settings, draws): kept by the browser but revalidated each time
 * (no-cache) against an ETag of the exact answer, so an unchanged answer costs a 304 and no body;
 * a signed-in caller's is private (a shared cache never keeps it).
 * The answer differs by merchant and language: an ETag matches only the same bytes. A kept answer
 * goes out in the compressed form made once for it; any other is compressed by @fastify/compress
 * on its way out (plugins/compression.ts). Both share one ETag per answer whatever the encoding.
 */
function answerRevalidated(request: FastifyRequest, reply: FastifyReply, answer: SerializedAnswer, kept: boolean): FastifyReply {
  // a signed-in caller's answer may carry their own marks (favourites): kept by their browser only
  const personal = request.headers.authorization !== undefined;
  reply
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('etag', answer.etag)
    .header('vary', 'Merchant, Language, Authorization, accept-encoding');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!kept) return reply.send(answer.json);
  const encoded = encodedAnswer(answer, request.headers['accept-encoding']);
  if (encoded) return reply.header('content-encoding', encoded.encoding).send(encoded.body);
  return reply.send(bytesOf(answer));
}
