import type { z } from 'zod/mini';
import { refuseControlCharacters } from './shared.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request data travels (spec 1 §7 "Kinds"):
 * query: GET query string (or DELETE with query); json: JSON body (POST, PUT, JSON DELETE);
 * form: url-encoded form POST/PUT.
 */
export type BodyKind = 'query' | 'json' | 'form';

export interface CallDef<
  TReq extends z.ZodMiniType = z.ZodMiniType,
  TRep extends z.ZodMiniType = z.ZodMiniType,
  TToken extends boolean = boolean,
> {
  /** Stable name `domain.action`, used in logs and tests. */
  id: string;
  method: HttpMethod;
  /** Verbatim from the spec; `{name}` marks a path parameter taken from the request data. */
  path: string;
  body: BodyKind;
  /** White-label flag gating the call (spec 3 "Module ids"); null when always on. */
  modId: string | null;
  /** A session token is required (kept as a literal type, so a server handler knows it has a session). */
  token: TToken;
  /** Body sent as `{ value }` with the `Encryption` header (only POST and PUT). */
  encrypted: boolean;
  /** Error dialogs show unless false (spec 1 §7 "alert option", default true). */
  alert: boolean;
  /** Silent relay: never a dialog (spec 3 "Silent relays"). */
  silent: boolean;
  /** `/lgw` answers raw JSON; everything else the envelope (spec 3 Replies). */
  envelope: boolean;
  /** Where the spec does not show the path, the path is ours; this says why. */
  pathNote?: string;
  request: TReq;
  /** Schema of `value` (or of the raw reply when `envelope` is false). */
  reply: TRep;
}

type Options<TReq extends z.ZodMiniType, TRep extends z.ZodMiniType> = Pick<
  CallDef<TReq, TRep>,
  'id' | 'method' | 'path' | 'modId' | 'request' | 'reply'
> &
  Partial<Omit<CallDef<TReq, TRep>, 'id' | 'method' | 'path' | 'modId' | 'request' | 'reply'>>;

/** Declares a call once; defaults follow spec 1 §7 (alert on, no token, not encrypted). */
export function defineCall<TReq extends z.ZodMiniType, TRep extends z.ZodMiniType, const TToken extends boolean = false>(
  o: Omit<Options<TReq, TRep>, 'token'> & { token?: TToken },
): CallDef<TReq, TRep, TToken> {
  const envelope = o.envelope ?? !o.path.startsWith('/lgw');
  return {
    body: o.method === 'GET' ? 'query' : 'json',
    token: false,
    encrypted: false,
    alert: true,
    silent: false,
    envelope,
    ...o,
    // One rule for every call: control characters in any request string are refused (400).
    request: refuseControlCharacters(o.request),
  } as CallDef<TReq, TRep, TToken>;
}

export type CallRequest<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.input<R> : never;
export type CallReply<C> = C extends CallDef<z.ZodMiniType, infer P> ? z.output<P> : never;

/** Fills `{name}` placeholders of a path from the data; returns the path and the rest. */
export function fillPath(
  path: string,
  data: Record<string, unknown> | undefined,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...(data ?? {}) };
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = rest[name];
    delete rest[name];
    // objects never belong in a path; primitives print as themselves
    const text =
      typeof v === 'string'
        ? v
        : typeof v === 'number' || typeof v === 'bigint' || typeof v === 'boolean'
          ? String(v)
          : '';
    return encodeURIComponent(text);
  });
  return { path: filled, rest };
}
