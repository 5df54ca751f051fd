import { accountSecurityCalls, type ChangeEmailRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Changes the e-mail address to the verified one (ours, issue 14). */
export const changeEmail = (data: ChangeEmailRequest) => request(accountSecurityCalls.changeEmail, data);
