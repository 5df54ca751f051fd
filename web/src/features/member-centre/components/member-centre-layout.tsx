import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import type { MemberMenuEntry, MemberPageName } from '../member-menu';

/** A page's URL; the points entry leads to the points mall, a page of its own (spec 2 §2 pointMall). */
export const memberPagePath = (page: MemberPageName): string => (page === 'points' ? '/pointMall' : `/member/${page}`);

export interface MemberCentreLayoutProps {
  menu: readonly MemberMenuEntry[];
  /** True while an answer that could add an entry is out: the menu shows skeleton rows. */
  menuPending?: boolean;
  active: MemberPageName;
  children: ReactNode;
}

function Badge({ count }: { count: number }) {
  const { t } = useTranslation('memberCentre');
  if (count <= 0) return null;
  return (
    <span className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-white">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('menu.badge', { count })}</span>
    </span>
  );
}

/**
 * The member centre (spec 2 §2 "member-centre popup menu"), built into the site: on desktop the
 * menu sits beside the page; on phones the page fills the screen under a scrolling strip of the
 * same links.
 */
export function MemberCentreLayout({ menu, menuPending, active, children }: MemberCentreLayoutProps) {
  const { t } = useTranslation('memberCentre');
  const strip = useRef<HTMLUListElement>(null);
  // phones: bring the current page's link into the strip's view (it may sit far to the right)
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [active, menu.length]);
  const link = (e: MemberMenuEntry, strip: boolean) => (
    <Link
      to={memberPagePath(e.page)}
      aria-current={e.page === active ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium transition-colors',
        strip ? 'shrink-0 whitespace-nowrap bg-surface-2/70' : 'w-full',
        e.page === active ? 'bg-accent/15 font-semibold text-accent' : 'text-text hover:bg-surface-2',
      )}
    >
      <Icon name={e.icon} className="size-4 shrink-0" />
      <span className={strip ? undefined : 'truncate'}>{t(`pages.${e.page}`)}</span>
      {e.badge !== undefined ? <Badge count={e.badge} /> : null}
    </Link>
  );
  const pendingRows = menuPending ? [0, 1].map((i) => <Skeleton key={`s${i}`} className="h-11 w-full" />) : null;
  return (
    <div className="shell-container py-4 sm:py-6 lg:py-8" data-testid="member-centre">
      <div className="grid min-w-0 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <nav aria-label={t('menu.label')} className="min-w-0">
          {/* phones: one scrolling row of links above the page */}
          <ul ref={strip} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:hidden">
            {menu.map((e) => (
              <li key={e.page} className="shrink-0">
                {link(e, true)}
              </li>
            ))}
          </ul>
          {/* desktop: the menu beside the page */}
          <div className="hidden rounded-card border border-border bg-surface p-2 lg:sticky lg:top-20 lg:block">
            <p className="px-3 pt-2 pb-2 text-xs font-bold tracking-wider text-muted uppercase">{t('menu.title')}</p>
            <ul className="grid gap-0.5">
              {menu.map((e) => (
                <li key={e.page}>{link(e, false)}</li>
              ))}
              {pendingRows?.map((row, i) => <li key={i}>{row}</li>)}
            </ul>
          </div>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
