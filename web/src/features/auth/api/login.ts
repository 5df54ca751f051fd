import { useMutation } from '@tanstack/react-query';
import { sessionCalls, type LoginRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * POST /wps/session/login (spec 1 §7), encrypted. Alert off: the login flow shows the server's own
 * words for a failure (spec 1 §8 "Other login errors"), which the funnel would replace by the
 * generic text of a known code, and handles two-factor, bind and captcha itself.
 */
export const login = (data: LoginRequest) => request(sessionCalls.login, data, { alert: false });

export const useLogin = () => useMutation({ mutationFn: login });
