import { useMutation } from '@tanstack/react-query';
import { sessionCalls, type LoginVerificationRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/session/login/verification (spec 1 §7): alert off, the modal shows the failure itself (spec 1 §8). */
export const loginVerification = (data: LoginVerificationRequest) => request(sessionCalls.loginVerification, data);

export const useLoginVerification = () => useMutation({ mutationFn: loginVerification });
