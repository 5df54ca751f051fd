import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import { Icon, type IconName } from './icons';
import { Skeleton } from './skeleton';

/** One link of the menu; `extra` sits after its name (a count badge, say). */
export interface SideMenuItem {
  key: string;
  to: string;
  icon: IconName;
  label: string;
  current: boolean;
  extra?: ReactNode;
}

/**
 * A centre built into the site (the member centre, the agent centre): on desktop its menu sits
 * beside the page; on phones the page fills the screen under a scrolling strip of the same links.
 * `pendingRows` skeleton rows close the desktop menu while more entries may still come.
 */
export function SideMenuLayout({
  label,
  title,
  items,
  pendingRows = 0,
  testId,
  children,
}: {
  /** The navigation's accessible name. */
  label: string;
  /** The heading over the desktop menu. */
  title: string;
  items: readonly SideMenuItem[];
  pendingRows?: number;
  testId: string;
  children: ReactNode;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const currentKey = items.find((i) => i.current)?.key;
  // phones: bring the current page's link into the strip's view (it may sit far to the right)
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [currentKey, items.length]);
  const link = (item: SideMenuItem, inStrip: boolean) => (
    <Link
      to={item.to}
      aria-current={item.current ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium transition-colors',
        inStrip ? 'shrink-0 whitespace-nowrap bg-surface-2/70' : 'w-full',
        item.current ? 'bg-accent/15 font-semibold text-accent' : 'text-text hover:bg-surface-2',
      )}
    >
      <Icon name={item.icon} className="size-4 shrink-0" />
      <span className={inStrip ? undefined : 'truncate'}>{item.label}</span>
      {item.extra}
    </Link>
  );
  return (
    <div className="shell-container py-4 sm:py-6 lg:py-8" data-testid={testId}>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <nav aria-label={label} className="min-w-0">
          {/* phones: one scrolling row of links above the page */}
          <ul ref={strip} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:hidden">
            {items.map((i) => (
              <li key={i.key} className="shrink-0">
                {link(i, true)}
              </li>
            ))}
          </ul>
          {/* desktop: the menu beside the page */}
          <div className="hidden rounded-card border border-border bg-surface p-2 lg:sticky lg:top-20 lg:block">
            <p className="px-3 pt-2 pb-2 text-xs font-bold tracking-wider text-muted uppercase">{title}</p>
            <ul className="grid gap-0.5">
              {items.map((i) => (
                <li key={i.key}>{link(i, false)}</li>
              ))}
              {Array.from({ length: pendingRows }, (_, i) => (
                <li key={`pending-${i}`}>
                  <Skeleton className="h-11 w-full" />
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
