import { useEffect } from 'react';
import { useSettings } from '../../features/system';

/** Sets the tab title to "<page> · <site>" while the page is shown. */
export function usePageTitle(title: string | null): void {
  const siteName = useSettings().data?.siteName;
  useEffect(() => {
    document.title = [title, siteName].filter(Boolean).join(' · ') || document.title;
  }, [title, siteName]);
}
