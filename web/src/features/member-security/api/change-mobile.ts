import { accountSecurityCalls, type ChangeMobileRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Changes the mobile number and dialing code to the verified one (ours, issue 14). */
export const changeMobile = (data: ChangeMobileRequest) => request(accountSecurityCalls.changeMobile, data);
