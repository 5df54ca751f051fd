import { registerCalls, type RegisterMobileRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/member/register/mobile (encrypted): the mobile-number form (spec 1 §2 #5, §7). */
export const registerMobile = (body: RegisterMobileRequest) => request(registerCalls.mobile, body);
