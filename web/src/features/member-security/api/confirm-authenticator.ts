import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Confirms the enrolment with a code from the authenticator; answers the new security config. */
export const confirmAuthenticator = (authCode: string) => request(accountSecurityCalls.enrolAuthenticatorConfirm, { authCode });
