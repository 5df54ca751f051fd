import { BrandMark } from '../components/layouts/brand-logo';
import { BannerStill } from '../components/ui/banner-still';
import { Skeleton } from '../components/ui/skeleton';

/**
 * First paint while the first page module loads: a skeleton of the shell, no layout jump. The
 * build also writes it into index.html (web/build/prerender-skeleton.ts), so a phone shows it as
 * soon as the page and its styles arrive, before any script has run; React replaces it.
 */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh bg-bg" aria-busy="true">
      {/* the site header's box (components/layouts/site-header.tsx): 64 px and its border */}
      <div className="border-b border-border/80 bg-surface">
        <div className="shell-container shell-container-header flex h-16 items-center gap-3">
          <BrandMark />
          <Skeleton className="h-5 w-28" />
          <div className="ml-auto flex gap-2">
            <Skeleton className="h-11 w-20" />
            <Skeleton className="h-11 w-24" />
          </div>
        </div>
      </div>
      {/* the home page's frame (app/routes/home.tsx): its banner's box first, which holds the first
          banner's still on the home page */}
      <div className="shell-container space-y-6 py-4 sm:space-y-8 sm:py-6">
        <BannerStill />
        <Skeleton className="h-12 w-full rounded-card" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-36 rounded-card sm:h-44" />
          ))}
        </div>
      </div>
    </div>
  );
}
