import { verificationCalls, type SmsCodeRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * Sends the registration SMS code (spec 1 §7 /wps/verification/sms/register). No dialog: the
 * SMS button shows the server message itself and the form marks the mobile (spec 1 §8).
 */
export const sendRegisterSms = (body: Omit<SmsCodeRequest, 'purpose'>) =>
  request(verificationCalls.smsRegister, { ...body, purpose: 'register' }, { alert: false });
