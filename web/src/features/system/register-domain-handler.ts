import { registerErrorHandler } from '../../lib/error-funnel';
import { showDomainFailure } from './domain-failure-store';

/** domain_not_available opens the domain-failure dialog with the server message (spec 1 §8). */
export function registerDomainFailureHandler(): () => void {
  return registerErrorHandler('domain_not_available', (err) => showDomainFailure(err.message));
}
