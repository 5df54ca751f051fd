import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import { DecryptionError, ERROR_CODES, failEnvelope, type ErrorCode } from '@lotto/contract';

/** An error with a stable contract code; its HTTP status comes from ERROR_CODES. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly value?: unknown,
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

export const appError = (code: ErrorCode, message?: string, value?: unknown): AppError =>
  new AppError(code, message, value);

const DEFAULT_MESSAGES: Partial<Record<ErrorCode, string>> = {
  'function.not.available': 'This function is not available.',
  'request.invalid': 'The request is invalid.',
  'request.decrypt.failed': 'The encrypted request could not be read.',
  'merchant.required': 'The Merchant header is required.',
  'merchant.not.found': 'Unknown merchant.',
  'resource.not.found': 'Not found.',
  'system.maintenance': 'The site is under maintenance.',
  'region.restricted': 'Access is not available from your location.',
  'internal.error': 'Something went wrong. Please try again later.',
  TOO_MANY_REQUESTS: 'Too many requests. Please slow down.',
  CUSTOMER_NOT_LOGIN: 'Please log in again.',
  in_sorry_in: 'Please log in first.',
};

type Factory = (message?: string, value?: unknown) => AppError;
type LowerIfShouting<S extends string> = S extends Uppercase<S> ? Lowercase<S> : S;
type Camel<S extends string> = S extends `${infer A}${'.' | '_' | '-'}${infer B}` ? `${A}${Camel<Capitalize<B>>}` : S;
export type ErrorFactories = { [K in ErrorCode as Camel<LowerIfShouting<K>>]: Factory };

const camel = (code: string) =>
  (/^[A-Z0-9_]+$/.test(code) ? code.toLowerCase() : code).replace(/[._-]+(\w)/g, (_m, c: string) =>
    c.toUpperCase(),
  );

/**
 * One factory per code, camel-cased: `errors.functionNotAvailable()`, `errors.tooManyRequests()`,
 * `errors.customerNotLogin()`, `errors.inSorryIn()`; `errorFor(code)` for codes held in data.
 */
export const errors = Object.fromEntries(
  (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => [
    camel(code),
    (message?: string, value?: unknown) => appError(code, message ?? DEFAULT_MESSAGES[code], value),
  ]),
) as ErrorFactories;

export const errorFor = (code: ErrorCode, message?: string, value?: unknown): AppError =>
  appError(code, message ?? DEFAULT_MESSAGES[code], value);

/** "field: problem; other: problem" from zod issues, so clients and people can read it. */
export function describeZodIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 10)
    .map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`)
    .join('; ');
}

export const invalidRequest = (issues: readonly z.core.$ZodIssue[]): AppError =>
  appError('request.invalid', `Invalid request: ${describeZodIssues(issues)}`, {
    fields: [...new Set(issues.map((i) => i.path.join('.')))],
  });

function send(reply: FastifyReply, err: AppError) {
  return reply
    .status(err.statusCode)
    .header('cache-control', 'no-store')
    .send(failEnvelope(err.code, err.message, err.value));
}

// SQLSTATE of a lost or refused connection: class 08, admin/crash shutdown, cannot connect now,
// too many connections, a database not accepting connections.
const DB_AWAY_SQLSTATES = /^(08...|57P0[123]|53300|55000)$/;
const DB_AWAY_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const DB_AWAY_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** The database (or its network) is away: the error, or one it wraps (Drizzle's query error), says so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (DB_AWAY_SQLSTATES.test(code) || DB_AWAY_ERRNO.has(code))) return true;
    if (typeof message === 'string' && DB_AWAY_MESSAGE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** While the database is away every call answers this 503 (the site's maintenance answer). */
export const databaseUnavailable = (): AppError =>
  appError('system.maintenance', 'The service is temporarily unavailable. Please try again shortly.', { retryAfter: 5 });

// Text the database cannot store (U+0000, invalid encoding): input a route's own schema let through.
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);
const isBadText = (error: unknown): boolean => {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && BAD_TEXT_SQLSTATES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** Maps anything thrown to an AppError; unknown errors become internal.error. */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  if (isBadText(error)) return appError('request.invalid', 'Invalid request: text with characters that cannot be stored.');
  if (error instanceof DecryptionError) return errorFor('request.decrypt.failed');
  if (error instanceof ZodError) return invalidRequest(error.issues);
  const fe = error as Partial<FastifyError> & { validation?: unknown };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'invalid' }));
    return appError('request.invalid', `Invalid request: ${describeZodIssues(issues as unknown as z.core.$ZodIssue[])}`);
  }
  if (fe.validation) return appError('request.invalid', `Invalid request: ${fe.message ?? ''}`.trim());
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status === 429) return errorFor('TOO_MANY_REQUESTS');
  if (status >= 400 && status < 500) {
    // Framework-level client errors (malformed JSON, bad content type, body too large) keep their status.
    const e = appError('request.invalid', fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body.' : (fe.message ?? 'The request is invalid.'));
    (e as { statusCode: number }).statusCode = status;
    return e;
  }
  return null;
}

/**
 * Fastify's own refusals before routing (a path parameter over its length limit, a URL that is not
 * valid): the envelope like every other answer, without echoing the address back.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'refused before routing');
  void send(reply, errors.requestInvalid('The address is too long or not valid.'));
}

/** The one error handler and not-found handler; both answer the envelope. */
export function installErrorHandlers(
  app: FastifyInstance,
  /** Returns true when it answered (the SPA fallback); otherwise the 404 envelope goes out. */
  opts: { notFound?: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean> } = {},
) {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known && !(error instanceof AppError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return send(reply.header('retry-after', '5'), known);
    }
    if (known) {
      // 503 is planned unavailability (site or vendor maintenance): a state, not a fault
      if (known.statusCode === 503) request.log.info({ code: known.code }, 'answered unavailable');
      else if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, known);
    }
    // Log the real error; never send its message or stack.
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, errorFor('internal.error'));
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (opts.notFound && (await opts.notFound(request, reply))) return reply;
    return send(reply, errorFor('resource.not.found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
