import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS, TRIAL_ISAGENT, type IsAgent } from '@lotto/contract';
import { errors } from '../errors.js';
import type { Merchant } from './merchant.js';

/** What a token call's handler learns about the caller; the account module may add fields. */
export interface Session {
  /** The customers row id. */
  customerId: number;
  merchantCode: string;
  account: string;
  /** '0' player, '1' '2' agents, '4' trial... (spec 1 §6). */
  isAgent: IsAgent;
  /** The sessions row, so logout and password change can end exactly this one or the others. */
  sessionId: number;
}

/**
 * Turns a raw token (no Bearer prefix, spec 3 Requests) into a session, or null when unknown or
 * expired; it may throw its own session code (token_ip_different, user.or.token.invalid...).
 */
export type SessionResolver = (
  token: string,
  request: FastifyRequest,
  merchant: Merchant,
  opts?: ResolveOptions,
) => Promise<Session | null>;

export interface ResolveOptions {
  /** false: a check that is not a use (an open live socket), so the idle expiry does not slide. */
  touch?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves the tokens of token calls and live topics. The account module decorates the app with
     * it (modules/session/session.plugin.ts, a plugin named 'session'); a scope may decorate its own.
     */
    sessionResolver: SessionResolver;
  }
}

/**
 * Token calls: no token is in_sorry_in (spec 1 §8). The account module's resolver answers an
 * unknown or expired token with user.or.token.invalid and an ended one with login.not.session;
 * without a resolver (or for another merchant) the answer is CUSTOMER_NOT_LOGIN.
 */
export async function requireSession(app: FastifyInstance, request: FastifyRequest, merchant: Merchant): Promise<Session> {
  return sessionForToken(app, tokenOf(request), request, merchant);
}

/** The raw token a request carries (the Authorization header, no Bearer prefix: spec 3 Requests), or undefined. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.authorization.toLowerCase()];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
}

/** The same checks for a token carried elsewhere than the header (a live-event subscription). */
export async function sessionForToken(
  app: FastifyInstance,
  rawToken: string | undefined,
  request: FastifyRequest,
  merchant: Merchant,
  opts?: ResolveOptions,
): Promise<Session> {
  const token = rawToken?.trim();
  if (!token) throw errors.inSorryIn();
  if (!app.hasDecorator('sessionResolver')) throw errors.customerNotLogin();
  const session = await app.sessionResolver(token, request, merchant, opts);
  if (!session || session.merchantCode !== merchant.code) throw errors.customerNotLogin();
  return session;
}

/** spec 1 §6, §8: a type 4 (trial) account is refused member pages with in_need_true_account. */
export function requireRealAccount(session: Session): void {
  if ((TRIAL_ISAGENT as readonly string[]).includes(session.isAgent)) {
    throw errors.inNeedTrueAccount('Please register a real account to use this feature.');
  }
}
