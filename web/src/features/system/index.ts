/** Public surface of the system feature: settings, status, maintenance gate, domain failure. */
export { useSettings, getSettingsQueryOptions, getSettings } from './api/get-settings';
export { useStatus, getStatusQueryOptions, getStatus, STATUS_QUERY_KEY } from './api/get-status';
export { useTemplates, getTemplatesQueryOptions, getTemplates } from './api/get-templates';
export { getRoutersQueryOptions, getRouters } from './api/get-routers';
export { primeCarriedReads } from './api/prime-carried-reads';
export { pingDomain } from './api/ping-domain';
export { useSystemStatus } from './hooks/use-system-status';
export { SystemGate } from './components/system-gate';
export { MaintenanceRouteView } from './components/maintenance-route-view';
export { DomainFailureDialog } from './components/domain-failure-dialog';
export { LazyDomainFailureDialog } from './components/lazy-domain-failure-dialog';
export { showDomainFailure, useDomainFailureStore } from './domain-failure-store';
export { registerDomainFailureHandler } from './register-domain-handler';
export { openCustomerService, openCustomerServiceWindow, firstCustomerService, carriesAccount } from './customer-service';
export { buildRedirectUrl, pickRandomDomains, raceFastest, toBaseUrl } from './domain-retry';
export { SpeedTestPage } from './components/speed-test-page';
export { classifySpeed, measureDomain, type SpeedClass } from './speed-test';
