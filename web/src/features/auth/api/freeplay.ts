import { useMutation } from '@tanstack/react-query';
import { sessionCalls, type CaptchaFields } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * POST /wps/session/login/freeplay (spec 1 §7): a demo account session. Where the merchant has
 * CAPTCHA3 on, the body carries the captcha as registration's does (ours, issue 11).
 */
export const freeplay = (captcha: CaptchaFields = {}) => request(sessionCalls.freeplay, captcha);

export const useFreeplay = () => useMutation({ mutationFn: freeplay });
