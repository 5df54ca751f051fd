/**
 * What went wrong: `envelope` the platform answered with success false; `http` a non-envelope
 * error status; `timeout` the 20 s limit; `network` no answer at all; `invalid-reply` unreadable JSON.
 */
export type ApiErrorKind = 'envelope' | 'http' | 'timeout' | 'network' | 'invalid-reply';

/** A failed call: HTTP status, the envelope's errorCode and value, and which call failed. */
export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  errorCode?: string;
  value?: unknown;
  callId: string;
  path: string;
  /** HTTP status text (e.g. "Bad Gateway"), for the last-resort message. */
  statusText: string;
  kind: ApiErrorKind;

  constructor(init: {
    status: number;
    message?: string;
    errorCode?: string;
    value?: unknown;
    callId: string;
    path: string;
    statusText?: string;
    kind?: ApiErrorKind;
  }) {
    super(init.message ?? '');
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.value = init.value;
    this.callId = init.callId;
    this.path = init.path;
    this.statusText = init.statusText ?? '';
    this.kind = init.kind ?? 'envelope';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Status 0 marks a request that never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;
/** The request layer's own timeout is reported as a gateway timeout (spec 1 §8: HTTP 504). */
export const TIMEOUT_STATUS = 504;
export const TIMEOUT_CODE = 'timeout_retry_please';
