import { memberCalls, type ChangePasswordRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** PUT /wps/member/password (spec 1 §7), encrypted; other sessions of the member end. */
export const changePassword = (data: ChangePasswordRequest) => request(memberCalls.changePassword, data);
