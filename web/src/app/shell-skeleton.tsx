import { BrandMark } from '../components/layouts/brand-logo';
import { Skeleton } from '../components/ui/skeleton';

/**
 * First paint while the first page module loads: a skeleton of the shell, no layout jump. The
 * build also writes it into index.html (web/build/prerender-skeleton.ts), so a phone shows it as
 * soon as the page and its styles arrive, before any script has run; React replaces it.
 */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh bg-bg" aria-busy="true">
      <div className="h-16 border-b border-border bg-surface/80">
        <div className="shell-container flex h-full items-center gap-3">
          <BrandMark />
          <Skeleton className="h-5 w-28" />
          <div className="ml-auto flex gap-2">
            <Skeleton className="h-11 w-20" />
            <Skeleton className="h-11 w-24" />
          </div>
        </div>
      </div>
      <div className="shell-container space-y-6 py-6">
        <Skeleton className="h-[300px] w-full rounded-card sm:h-[360px]" />
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
