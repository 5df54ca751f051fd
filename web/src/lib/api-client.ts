import {
  DEFAULT_DEVICE,
  GATEWAY_VERSION,
  HEADERS,
  REQUEST_TIMEOUT_MS,
  encodeParams,
  encryptPayload,
  fillPath,
  getUrl,
  importRsaPublicKey,
  systemCalls,
  type CallDef,
  type CallReply,
  type CallRequest,
} from '@lotto/contract';
import { ApiError, NETWORK_ERROR_STATUS, TIMEOUT_CODE, TIMEOUT_STATUS } from './api-error';
import { hasBootReply, takeBootReply } from './boot-replies';
import { handleApiError } from './error-funnel';
import { recordServerDate } from './server-clock';
import { getDeviceId, getLanguage, getMerchantCode, getToken } from './storage';

export { ApiError, isApiError } from './api-error';
export { serverNow, serverClockOffset, lastRoundTrip } from './server-clock';

export interface RequestOptions {
  /** Overrides the call's alert flag: false means the error funnel shows no dialog (spec 1 §7). */
  alert?: boolean;
  /** Per-call headers override the defaults (case-insensitive); `false` removes one (spec 3 Requests). */
  headers?: Record<string, string | false>;
  /** Another origin, e.g. a candidate domain for the speed ping; default same origin. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Default 20 s (spec 1 §7). */
  timeoutMs?: number;
  /** GET/DELETE query sent verbatim instead of being built from the data (spec 1 §7 "or a raw string"). */
  rawQuery?: string;
}

/**
 * This site's cookies are sent to this origin only: a sibling domain (speed test, domain retry)
 * answers `Access-Control-Allow-Origin: *`, which browsers refuse for credentialed requests.
 */
function isOtherOrigin(baseUrl: string | undefined): boolean {
  if (!baseUrl) return false;
  try {
    return new URL(baseUrl, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

const LOGIN_PATH = '/wps/session/login';
const REGISTER_PATH = /^\/wps\/member\/register(\/|$)/;

/**
 * Login and every register call carry `loginDeviceId` (spec 1 §7, spec 3 Requests). Register calls
 * are matched by path: the contract's `register.*` ids also name the rules and affiliate reads.
 */
export function needsDeviceId(call: Pick<CallDef, 'id' | 'path' | 'method'>): boolean {
  if (call.method === 'GET') return false;
  return call.id === 'session.login' || call.path === LOGIN_PATH || REGISTER_PATH.test(call.path);
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** Default headers of every call (spec 1 §7 "Headers on every request"). */
export function defaultHeaders(): Record<string, string> {
  const h: Record<string, string> = {
    [HEADERS.device]: DEFAULT_DEVICE,
    [HEADERS.language]: getLanguage(),
    [HEADERS.gatewayVersion]: GATEWAY_VERSION,
    'Content-Type': JSON_TYPE,
  };
  const merchant = getMerchantCode();
  if (merchant) h[HEADERS.merchant] = merchant;
  const token = getToken();
  // the platform takes the raw token, no "Bearer" (spec 3 Requests)
  if (token) h[HEADERS.authorization] = token;
  return h;
}

function mergeHeaders(base: Record<string, string>, extra: Record<string, string | false> | undefined): Record<string, string> {
  const out = { ...base };
  for (const [name, value] of Object.entries(extra ?? {})) {
    for (const k of Object.keys(out)) if (k.toLowerCase() === name.toLowerCase()) delete out[k];
    if (value !== false) out[name] = value;
  }
  return out;
}

const sendsQuery = (call: CallDef) => call.body === 'query' || call.method === 'GET';

/** The URL of a call: its path parameters filled and, for a query call, the rest of the data as the query. */
function urlOf(call: CallDef, payload: Record<string, unknown>, options: RequestOptions): { url: string; rest: Record<string, unknown> } {
  const { path, rest } = fillPath(call.path, payload);
  const url = `${options.baseUrl?.replace(/\/$/, '') ?? ''}${path}`;
  if (!sendsQuery(call)) return { url, rest };
  const raw = options.rawQuery?.replace(/^\?/, '');
  if (raw === undefined) return { url: getUrl(url, rest), rest };
  return { url: raw ? `${url}${url.includes('?') ? '&' : '?'}${raw}` : url, rest };
}

/**
 * Whether this read would be answered now by the answers the page carries (lib/boot-replies.ts),
 * without a request: the same URL, merchant and language, no session, the page still fresh.
 */
export function isCarried<C extends CallDef>(call: C, data?: CallRequest<C>): boolean {
  if (call.method !== 'GET') return false;
  const payload = data && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : {};
  return hasBootReply('GET', urlOf(call, payload, {}).url, defaultHeaders());
}

interface Prepared {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

async function prepare(call: CallDef, data: unknown, options: RequestOptions, signal: AbortSignal): Promise<Prepared> {
  let payload: Record<string, unknown> = data && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : {};
  if (needsDeviceId(call)) payload = { ...payload, loginDeviceId: getDeviceId() };

  const { url, rest } = urlOf(call, payload, options);
  const headers = defaultHeaders();
  let body: BodyInit | undefined;

  if (sendsQuery(call)) {
    // the data is in the URL
  } else if (call.encrypted) {
    // the public key is fetched fresh for each encrypted call (spec 3 Requests)
    const key = await send(systemCalls.rsaKey, {}, { baseUrl: options.baseUrl, signal, timeoutMs: options.timeoutMs });
    const { header, body: sealed } = await encryptPayload(await importRsaPublicKey(String(key)), rest);
    headers[HEADERS.encryption] = header;
    body = JSON.stringify(sealed);
  } else if (call.body === 'form') {
    headers['Content-Type'] = FORM_TYPE;
    body = encodeParams(rest).toString();
  } else if (call.method === 'DELETE' && Object.keys(rest).length === 0) {
    // a plain DELETE (logout) carries no body; only a JSON DELETE with data sends one
    body = undefined;
  } else {
    body = JSON.stringify(rest);
  }

  return {
    url,
    init: {
      method: call.method,
      headers: mergeHeaders(headers, options.headers),
      body,
      credentials: isOtherOrigin(options.baseUrl) ? 'omit' : 'include',
      // never from the browser's cache: a revalidation Chromium sent for a public GET went out
      // without the request's Merchant header and was refused (CI run 14); captcha answers are tied
      // to the request by cookie (spec 3). The server's ETag and 304 serve other clients.
      cache: 'no-store',
    },
  };
}

interface EnvelopeLike {
  success: boolean;
  value?: unknown;
  errorCode?: string;
  message?: string;
}

const isEnvelope = (b: unknown): b is EnvelopeLike =>
  typeof b === 'object' && b !== null && typeof (b as { success?: unknown }).success === 'boolean';

function parseReply(call: CallDef, raw: unknown): unknown {
  const parsed = call.reply.safeParse(raw);
  if (parsed.success) return parsed.data;
  // a foreign platform may add or omit fields; keep working and leave a trace for developers
  console.warn(`[api] reply of ${call.id} does not match the contract`, parsed.error.issues);
  return raw;
}

interface Received {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
}

/** The reply: the one index.html carries for this request (lib/boot-replies.ts), else the network's. */
async function receive(url: string, init: Prepared['init'], signal: AbortSignal): Promise<Received> {
  const carried = takeBootReply(init.method ?? 'GET', url, init.headers);
  if (carried !== null) return { ok: true, status: 200, statusText: 'OK', text: carried };
  const sentAt = Date.now();
  const res = await fetch(url, { ...init, signal });
  const text = await res.text();
  recordServerDate(res.headers.get('Date'), sentAt, Date.now());
  return { ok: res.ok, status: res.status, statusText: res.statusText, text };
}

/** One call without the error funnel; throws ApiError (or the caller's AbortError). */
async function send(call: CallDef, data: unknown, options: RequestOptions): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const outer = options.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });

  const base = { callId: call.id, path: call.path };
  try {
    const { url, init } = await prepare(call, data, options, controller.signal);
    // the caller may have cancelled while the key was fetched or the payload encrypted
    controller.signal.throwIfAborted();
    const res = await receive(url, init, controller.signal);
    const text = res.text;

    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = undefined;
      }
    }

    if (!call.envelope) {
      // /lgw answers raw JSON, no envelope (spec 3 Replies)
      if (!res.ok || (text && body === undefined)) {
        const env = isEnvelope(body) ? body : undefined;
        throw new ApiError({
          ...base,
          status: res.status,
          statusText: res.statusText,
          errorCode: env?.errorCode,
          message: env?.message,
          value: env?.value,
          kind: res.ok ? 'invalid-reply' : 'http',
        });
      }
      return parseReply(call, body);
    }

    if (!isEnvelope(body)) {
      throw new ApiError({ ...base, status: res.status, statusText: res.statusText, kind: res.ok ? 'invalid-reply' : 'http' });
    }
    if (res.ok && body.success) return parseReply(call, body.value);
    throw new ApiError({
      ...base,
      status: res.status,
      statusText: res.statusText,
      errorCode: body.errorCode,
      message: body.message,
      value: body.value,
      kind: 'envelope',
    });
  } catch (e) {
    if (e instanceof ApiError) throw e;
    if (timedOut) {
      throw new ApiError({ ...base, status: TIMEOUT_STATUS, errorCode: TIMEOUT_CODE, statusText: 'Gateway Timeout', kind: 'timeout' });
    }
    // the caller cancelled (route change, TanStack Query): not an error anyone should see
    if (outer?.aborted) throw e;
    throw new ApiError({
      ...base,
      status: NETWORK_ERROR_STATUS,
      message: e instanceof Error ? e.message : undefined,
      kind: e instanceof Error && e.name === 'DecryptionError' ? 'invalid-reply' : 'network',
    });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Makes one contract call: headers, encryption, device id, timeout, envelope (spec 1 §7).
 * Resolves with the envelope's `value` (or the raw `/lgw` JSON); rejects with ApiError after
 * passing it to the error funnel, which decides whether a dialog shows.
 */
export async function request<C extends CallDef>(call: C, data?: CallRequest<C>, options: RequestOptions = {}): Promise<CallReply<C>> {
  try {
    return (await send(call, data, options)) as CallReply<C>;
  } catch (e) {
    if (e instanceof ApiError) handleApiError(e, { alert: options.alert ?? call.alert, silent: call.silent });
    throw e;
  }
}
