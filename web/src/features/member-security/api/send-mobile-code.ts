import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Sends an SMS code to a new mobile number (UPDATEMOBILEICC3; ours, issue 14). */
export const sendMobileCode = (mobileNum: string, countryDialingCode?: string) =>
  request(accountSecurityCalls.sendMobileCode, { mobileNum, ...(countryDialingCode ? { countryDialingCode } : {}) });
