import { useMutation } from '@tanstack/react-query';
import { verificationCalls, type SmsCodeRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/verification/sms/noLogin (spec 1 §7) for SMS-code login and the two-factor SMS tab. */
export const requestSmsCode = (data: SmsCodeRequest) => request(verificationCalls.smsNoLogin, data);

export const useSmsCode = () => useMutation({ mutationFn: requestSmsCode });
