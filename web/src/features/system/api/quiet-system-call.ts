import type { CallDef, CallReply, CallRequest } from '@lotto/contract';
import { isApiError } from '../../../lib/api-error';
import { request } from '../../../lib/api-client';
import { showDomainFailure } from '../domain-failure-store';

export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';

/**
 * Site-wide reads (settings, status, templates) fail quietly: the shell shows an inline retry instead of
 * a modal over the page. A domain failure still opens its own dialog (spec 1 §8 domain_not_available).
 */
export async function quietSystemCall<C extends CallDef>(call: C, data?: CallRequest<C>): Promise<CallReply<C>> {
  try {
    return await request(call, data, { alert: false });
  } catch (e) {
    if (isApiError(e) && e.errorCode === DOMAIN_NOT_AVAILABLE) showDomainFailure(e.message);
    throw e;
  }
}
