/** Public surface of the tracking feature (spec 2 §3 "Tracking config"; docs/decisions/0029-tracking-config.md). */
export { getTrackingConfigQueryOptions, pageHost } from './api/get-tracking-config';
export { useDomainAffiliateCode } from './hooks/use-domain-affiliate-code';
export { startTracker, affiliateCodeOf, type Tracker } from './tracker';
