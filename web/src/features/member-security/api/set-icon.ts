import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Chooses profile icon N of the merchant's PROFILE_ICON_COUNT (ours, issue 14). */
export const setIcon = (iconIndex: number) => request(accountSecurityCalls.setIcon, { iconIndex });
