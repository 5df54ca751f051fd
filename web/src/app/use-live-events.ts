import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BALANCE_EVENT_TYPES, settingTopic, userTopic } from '@lotto/contract';
import { connectLiveEvents, useLiveEvent } from '../lib/live-events';
import { getMerchantCode, getToken } from '../lib/storage';
import { useSession } from '../features/auth';
import { getUnreadCountQueryOptions } from '../features/member-bar';

const INBOX_EVENT = ['INBOX'] as const;
const DEPOSIT_EVENT = ['DEPOSIT'] as const;

/**
 * The shell's live events (spec 3 "Live events"): while a member is logged in, one connection
 * subscribed to their user topic (member info `id`) and the merchant's setting topic. Money events
 * and a reconnection (events may have been missed) ask the shell's balance refresh; INBOX
 * refreshes the unread count; DEPOSIT the member info too, whose level label is the rank deposits
 * count towards. The lottery feature listens for its own LGSGAMESETTING.
 */
export function useLiveEvents(scheduleBalance: () => void): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const customerId = session.loggedIn ? (session.info?.id ?? null) : null;

  useEffect(() => {
    const token = getToken();
    const merchant = getMerchantCode();
    if (!customerId || !token || !merchant) return;
    return connectLiveEvents({
      merchant,
      token,
      topics: [userTopic(customerId), settingTopic(merchant)],
      onReconnected: scheduleBalance,
    });
  }, [customerId, scheduleBalance]);

  useLiveEvent(BALANCE_EVENT_TYPES, scheduleBalance);
  useLiveEvent(INBOX_EVENT, () => void queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }));
  // the auth feature keeps member info under ['member', 'info'] (its MEMBER_INFO_QUERY_KEY)
  useLiveEvent(DEPOSIT_EVENT, () => void queryClient.invalidateQueries({ queryKey: ['member', 'info'] }));
}
