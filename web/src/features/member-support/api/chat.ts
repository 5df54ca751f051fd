import { queryOptions } from '@tanstack/react-query';
import { chatCalls, type CallRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** CBS_unreadCount: a silent relay (spec 3). */
export const getChatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: [chatCalls.unreadCount.id],
    queryFn: () => request(chatCalls.unreadCount, {}, { alert: false }).then((v) => v.unReadCount),
    staleTime: 30_000,
  });

/** CBS_groupPermission: alert off, the window shows the chat warning itself (spec 2 §7). */
export const getChatPermission = (): Promise<boolean> => request(chatCalls.groupPermission, {}, { alert: false }).then((v) => v.hasPermission);

/** CBS_launchChat: the address of the chat page for this member (spec 2 §7). */
export const launchChat = (data: CallRequest<typeof chatCalls.launch>): Promise<string> => request(chatCalls.launch, data).then((v) => v.chatUrl);
