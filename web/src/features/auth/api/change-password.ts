import { useMutation } from '@tanstack/react-query';
import { memberCalls, type ChangePasswordRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** PUT /wps/member/password (spec 1 §7), encrypted. */
export const changePassword = (data: ChangePasswordRequest) => request(memberCalls.changePassword, data);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
