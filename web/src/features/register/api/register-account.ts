import { registerCalls, type RegisterRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/member/register, encrypted by the request layer, with loginDeviceId added (spec 1 §7). */
export const registerAccount = (body: RegisterRequest) => request(registerCalls.register, body);
