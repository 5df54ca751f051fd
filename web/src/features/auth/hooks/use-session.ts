import { useEffect, useSyncExternalStore } from 'react';
import { isTrialAccount, skipsUnreadAndBalance } from '@lotto/contract';
import { getIsAgent, isLoggedIn, subscribeStorage } from '../../../lib/storage';
import { useMemberInfoQuery } from '../api/get-member-info';
import { useBalanceQuery } from '../api/get-balance';
import { storeMemberInfo } from '../session';
import { useAuthStore } from '../auth-store';

/** True while a session token is stored; re-renders on login and sign-out. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribeStorage, isLoggedIn, () => false);
}

/** isAgent as stored in the session (spec 1 §6): a string, null for guests. */
export function useIsAgent(): string | null {
  return useSyncExternalStore(subscribeStorage, getIsAgent, () => null);
}

/**
 * The logged-in member: info and balance through TanStack Query, with the isAgent rules of
 * spec 1 §6 (4 is a trial account; 40, 41, 42 and 4 skip the unread and consolidated loads).
 */
export function useSession() {
  // while a forced password change holds the login, the member is not in yet (spec 1 §4 step 2)
  const held = useAuthStore((s) => s.forcedChange !== null);
  const loggedIn = useLoggedIn() && !held;
  const isAgent = useIsAgent();
  const info = useMemberInfoQuery(loggedIn);
  const balance = useBalanceQuery(loggedIn);
  useEffect(() => {
    // a reload keeps the token but the tab's stored values may be gone; info puts them back
    if (info.data) storeMemberInfo(info.data);
  }, [info.data]);
  const agent = isAgent ?? info.data?.isAgent ?? null;
  return {
    loggedIn,
    info: loggedIn ? info.data : undefined,
    infoLoading: loggedIn && info.isPending,
    balance: loggedIn ? balance.data : undefined,
    balanceLoading: loggedIn && balance.isPending,
    refetchBalance: () => void balance.refetch(),
    isAgent: agent,
    isTrial: isTrialAccount(agent),
    /** spec 1 §6: 40, 41, 42 and 4 skip the unread-message and consolidated-balance loads. */
    loadsUnread: loggedIn && agent !== null && !skipsUnreadAndBalance(agent),
  };
}
