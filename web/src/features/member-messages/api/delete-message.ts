import { otherCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Deletes one message (ours, issue 14); answers the new unread count. */
export const deleteMessage = (id: string) => request(otherCalls.inboxDelete, { id });
