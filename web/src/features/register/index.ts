/** Public surface of the registration feature (spec 1 §2 #5, §4 Registration, §5). */
export { RegisterPage, registerTabs, type RegisterTab } from './components/register-page';
export { AgreementPage } from './components/agreement-page';
export { SESSION_CHANGED_EVENT, CHANGE_PASSWORD_KEY, DEFAULT_PASSWORD_KEY, accountOf, storeRegisteredSession } from './session';
