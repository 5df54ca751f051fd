import { createContext, useContext, type ReactNode } from 'react';
import type { Resource } from '@lotto/contract';

const NONE: readonly Resource[] = [];
const SiteResourcesContext = createContext<readonly Resource[]>(NONE);

/**
 * The merchant's `resources` of the site status (spec 2 §3: app downloads, chat handles, speed
 * test, provider lobbies), handed down by the shell that already reads the status, so a feature
 * needing one entry makes no request of its own.
 */
export function SiteResourcesProvider({ resources, children }: { resources: readonly Resource[] | undefined; children: ReactNode }) {
  return <SiteResourcesContext.Provider value={resources ?? NONE}>{children}</SiteResourcesContext.Provider>;
}

export const useSiteResources = (): readonly Resource[] => useContext(SiteResourcesContext);
