import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Changes the nickname the info bar shows (ours, issue 14). */
export const setNickname = (nickname: string) => request(accountSecurityCalls.setNickname, { nickname });
