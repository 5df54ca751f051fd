import { useSyncExternalStore } from 'react';
import { accessRefusal, type AccessRefusal } from '../../../lib/access-gate';
import { getIsAgent, isLoggedIn, subscribeStorage } from '../../../lib/storage';

const snapshot = (): string => `${isLoggedIn() ? 1 : 0}:${getIsAgent() ?? ''}`;

/** Why the lottery may not launch now (guest, trial) or null; re-renders on login and sign-out. */
export function useLaunchRefusal(): AccessRefusal {
  const key = useSyncExternalStore(subscribeStorage, snapshot, () => '0:');
  const [logged, agent] = key.split(':') as [string, string];
  return accessRefusal(logged === '1', agent || null);
}
