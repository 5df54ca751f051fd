import { registerCalls, type CallRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Mobile-only registration, no password: the code proves the phone (spec 1 §7 "register onlyMobile"). */
export const registerOnlyMobile = (body: CallRequest<typeof registerCalls.onlyMobile>) => request(registerCalls.onlyMobile, body);
