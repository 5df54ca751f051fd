import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@lotto/contract';
import { Icon } from '../ui/icons';
import { cn } from '../ui/cn';
import { OnDemand } from '../ui/on-demand';
import { AREA_ICON, isExternal } from './nav-items';
import { SiteNavLink } from './site-nav-link';

const GAP = 2;

// the "More" menu (Radix with its positioning) loads when it is first focused or pressed
const loadMoreMenu = () => import('./more-menu').then((m) => m.MoreMenu);

/** Desktop menu: as many entries as fit in the row, the rest under "More" (menus differ per merchant and language). */
export function PriorityNav({ menu, onCustomerService }: { menu: MenuItem[]; onCustomerService?: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(menu.length);
  const { pathname } = useLocation();

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return;
    const compute = () => {
      const available = row.clientWidth;
      // not laid out (hidden below lg, or a test DOM): keep everything in the row
      if (available === 0) return setVisible(menu.length);
      const children = Array.from(measure.children) as HTMLElement[];
      const more = children.pop()?.offsetWidth ?? 0;
      const widths = children.map((c) => c.offsetWidth + GAP);
      const total = widths.reduce((a, b) => a + b, 0);
      if (total <= available) return setVisible(menu.length);
      let used = more;
      let count = 0;
      for (const w of widths) {
        if (used + w > available) break;
        used += w;
        count += 1;
      }
      setVisible(count);
    };
    // measured when the observer reports the row (after layout, before paint), never by forcing a
    // layout in the middle of a render: on a phone the row is not displayed and costs nothing
    const ro = new ResizeObserver(compute);
    ro.observe(row);
    return () => ro.disconnect();
  }, [menu, i18n.language]);

  const shown = menu.slice(0, visible);
  const rest = menu.slice(visible);
  const restActive = rest.some((m) => !isExternal(m.path) && m.path !== '/' && pathname.startsWith(m.path));
  const moreTrigger = {
    className: cn(
      'inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-[15px] font-semibold whitespace-nowrap text-muted transition hover:text-text data-[state=open]:text-text',
      restActive && 'text-accent',
    ),
    children: (
      <>
        {t('header.more')}
        <Icon name="chevronDown" className="size-4" />
      </>
    ),
  };

  return (
    <div ref={rowRef} className="relative hidden min-w-0 flex-1 lg:block">
      <nav aria-label={t('header.mainNav')} className="flex items-center gap-0.5">
        {shown.map((item) => (
          <SiteNavLink key={`${item.key}-${item.path}`} item={item} variant="bar" onCustomerService={onCustomerService} />
        ))}
        {rest.length > 0 && (
          <OnDemand
            popup="menu"
            opensOn="pointerdown"
            trigger={moreTrigger}
            load={loadMoreMenu}
            props={{ trigger: moreTrigger, items: rest, onCustomerService }}
          />
        )}
      </nav>
      {/* measuring copy: same styles, never visible or announced */}
      <div aria-hidden="true" inert className="pointer-events-none invisible absolute inset-x-0 top-0 h-0 overflow-hidden">
       <div ref={measureRef} className="flex w-max gap-0.5 whitespace-nowrap">
        {menu.map((item) => (
          <span key={`${item.key}-${item.path}`} className="inline-flex min-h-11 items-center gap-2 px-3 text-[15px] font-semibold">
            <Icon name={AREA_ICON[item.key]} className="hidden size-[18px] xl:block" />
            {t(`nav.${item.key}`)}
          </span>
        ))}
        <span className="inline-flex min-h-11 items-center gap-1 px-3 text-[15px] font-semibold">
          {t('header.more')}
          <Icon name="chevronDown" className="size-4" />
        </span>
       </div>
      </div>
    </div>
  );
}
