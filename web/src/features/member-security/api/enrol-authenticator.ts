import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Starts an authenticator enrolment: a new secret and its otpauth URI (ours, issue 14). */
export const enrolAuthenticator = (password: string) => request(accountSecurityCalls.enrolAuthenticator, { password });
