import { useEffect } from 'react';
import { useStatus } from '../api/get-status';

/** Status at start and again whenever the tab becomes visible (spec 1 §4 Tab visibility). */
export function useSystemStatus() {
  const query = useStatus();
  const { refetch } = query;
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refetch({ cancelRefetch: false }); // one request even if several listeners fire
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [refetch]);
  return query;
}
