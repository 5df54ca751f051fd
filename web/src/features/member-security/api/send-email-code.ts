import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Sends a code to a new e-mail address (ours, issue 14). */
export const sendEmailCode = (email: string) => request(accountSecurityCalls.sendEmailCode, { email });
