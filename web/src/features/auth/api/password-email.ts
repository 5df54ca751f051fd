import { useMutation } from '@tanstack/react-query';
import { memberCalls, type PasswordEmailRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** PUT /wps/member/password/email, form encoded (spec 1 §7): the reset link goes to the e-mail. */
export const passwordEmail = (data: PasswordEmailRequest) => request(memberCalls.passwordEmail, data);

export const usePasswordEmail = () => useMutation({ mutationFn: passwordEmail });
