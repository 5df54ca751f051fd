import { useMutation } from '@tanstack/react-query';
import { registerCalls, type RegisterAutoUsernameRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/member/register/autoUsername (spec 1 §3 "Auto-register payload"): a new account for a social identity. */
export const autoRegister = (data: RegisterAutoUsernameRequest) => request(registerCalls.autoUsername, data);

export const useAutoRegister = () => useMutation({ mutationFn: autoRegister });
