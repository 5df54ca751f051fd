import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { agentPagePath, type AgentMenuEntry, type AgentPageName } from '../agent-menu';

/**
 * The agent centre (spec 2 §2 "Agent-centre popup menu"), built into the site like the member
 * centre: on desktop the menu sits beside the page; on phones a scrolling strip of the same links
 * sits above it.
 */
export function AgentCentreLayout({ menu, active, children }: { menu: readonly AgentMenuEntry[]; active: AgentPageName; children: ReactNode }) {
  const { t } = useTranslation('agentCentre');
  const strip = useRef<HTMLUListElement>(null);
  // phones: bring the current page's link into the strip's view
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
  }, [active, menu.length]);
  const link = (e: AgentMenuEntry, inStrip: boolean) => (
    <Link
      to={agentPagePath(e.page)}
      aria-current={e.page === active ? 'page' : undefined}
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium transition-colors',
        inStrip ? 'shrink-0 whitespace-nowrap bg-surface-2/70' : 'w-full',
        e.page === active ? 'bg-accent/15 font-semibold text-accent' : 'text-text hover:bg-surface-2',
      )}
    >
      <Icon name={e.icon} className="size-4 shrink-0" />
      <span className={inStrip ? undefined : 'truncate'}>{t(`pages.${e.page}`)}</span>
    </Link>
  );
  return (
    <div className="shell-container py-4 sm:py-6 lg:py-8" data-testid="agent-centre">
      <div className="grid min-w-0 gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <nav aria-label={t('menu.label')} className="min-w-0">
          <ul ref={strip} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:hidden">
            {menu.map((e) => (
              <li key={e.page} className="shrink-0">
                {link(e, true)}
              </li>
            ))}
          </ul>
          <div className="hidden rounded-card border border-border bg-surface p-2 lg:sticky lg:top-20 lg:block">
            <p className="px-3 pt-2 pb-2 text-xs font-bold tracking-wider text-muted uppercase">{t('menu.title')}</p>
            <ul className="grid gap-0.5">
              {menu.map((e) => (
                <li key={e.page}>{link(e, false)}</li>
              ))}
            </ul>
          </div>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
