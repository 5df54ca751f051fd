import { PING_TIMEOUT_MS, systemCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** GET <domain>/wps/system/test/ping?speed=<timestamp> (spec 1 §7), 10 s timeout (spec 1 §9). */
export const pingDomain = (baseUrl: string, signal?: AbortSignal) =>
  request(systemCalls.ping, { speed: String(Date.now()) }, { baseUrl, signal, timeoutMs: PING_TIMEOUT_MS, alert: false });
