import { useMutation } from '@tanstack/react-query';
import { memberCalls, type CallRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export type PasswordSmsRequest = CallRequest<typeof memberCalls.passwordSms>;

/** POST /wps/member/password/sms (spec 1 §7): sends the reset code to the account's phone; no token. */
export const passwordSms = (data: PasswordSmsRequest) => request(memberCalls.passwordSms, data);

export const usePasswordSms = () => useMutation({ mutationFn: passwordSms });
