import { useTrackingConfig } from '../api/get-tracking-config';
import { affiliateCodeOf } from '../tracker';

/**
 * The affiliate code of this site's domain (its tracking config, spec 2 §3): the registration's
 * when the visitor's URL carries none. Undefined until known, and when the domain names none.
 */
export function useDomainAffiliateCode(): string | undefined {
  return affiliateCodeOf(useTrackingConfig().data);
}
