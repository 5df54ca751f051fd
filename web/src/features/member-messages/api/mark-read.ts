import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Marks messages read (ours, issue 14); answers the new unread count. */
export const markRead = (ids: string[]) => request(otherCalls.inboxMarkRead, { ids });
