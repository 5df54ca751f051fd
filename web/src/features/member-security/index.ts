/** Public surface of the security centre (securityCenter page of the member centre). */
export { SecurityCentrePage, type SecurityCentrePageProps } from './components/security-centre-page';
