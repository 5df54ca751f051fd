import { useMutation } from '@tanstack/react-query';
import { memberCalls, type CallRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

export type PasswordVerificationRequest = CallRequest<typeof memberCalls.passwordVerification>;

/** POST /wps/member/password/verification (spec 1 §7): the SMS code and the new password. */
export const passwordVerification = (data: PasswordVerificationRequest) => request(memberCalls.passwordVerification, data);

export const usePasswordVerification = () => useMutation({ mutationFn: passwordVerification });
