import { accountSecurityCalls, type TwoFactorMethodsRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Turns second-factor methods on or off, the current password confirming (ours, issue 14). */
export const setTwoFactorMethods = (data: TwoFactorMethodsRequest) => request(accountSecurityCalls.setTwoFactorMethods, data);
