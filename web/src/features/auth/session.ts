import type { QueryClient } from '@tanstack/react-query';
import type { LoginReply, MemberInfo } from '@lotto/contract';
import {
  AGENT_SOURCE,
  clearSession,
  getSource,
  setAccount,
  setCustomerId,
  setIsAgent,
  setToUpline,
  setToken,
  setUsername,
  setWallet,
} from '../../lib/storage';
import { DEFAULT_AGENT_PATH } from '../../lib/error-funnel';

/** Stores what a successful login gives (spec 1 §4 step 2: the token is stored at once). */
export function storeLoginReply(reply: Pick<LoginReply, 'token' | 'userName'>, typedUsername: string): void {
  setToken(reply.token);
  setUsername(reply.userName || typedUsername);
}

/** Stores the member info values the session keeps (spec 1 §3 "Stored session values"). */
export function storeMemberInfo(info: MemberInfo): void {
  setAccount(info.account);
  setIsAgent(info.isAgent);
  setToUpline(info.toUpline);
  setCustomerId(info.customerId || info.id);
}

/** Everything tied to the user goes; the merchant's public data (the `system` queries) stays. */
export function resetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'system' });
}

/**
 * Ends the session locally (spec 1 §4 Sign-out): clears session storage keeping only the merchant
 * code and answers where to go: the agent landing when the stored source was agent, else /.
 */
export function endLocalSession(queryClient: QueryClient, next = '/'): string {
  // read before clearing: the stored source decides the landing, then it is gone with the rest
  const agent = getSource() === AGENT_SOURCE;
  clearSession();
  setWallet(null);
  resetUserQueries(queryClient);
  return agent ? DEFAULT_AGENT_PATH : next;
}
