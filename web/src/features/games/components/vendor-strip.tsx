import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VENDOR_STRIP_SCROLL_AFTER, VENDOR_STRIP_SCROLL_STEP_PX } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';

export interface StripTab {
  key: string;
  label: string;
  icon?: 'sparkles' | 'clock' | 'star' | 'slot';
  /** A lock badge: the tab needs login (spec 2 §2: recent and favourite). */
  needsLogin?: boolean;
}

/**
 * The lobby's tab strip: vendor tabs plus hot, recent and favourite. With more than 8 vendors it
 * gets arrow buttons scrolling 150 px per step (spec 2 §2).
 */
export function VendorStrip({ tabs, vendorCount, active, onSelect }: { tabs: StripTab[]; vendorCount: number; active: string; onSelect: (key: string) => void }) {
  const { t } = useTranslation('games');
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = vendorCount > VENDOR_STRIP_SCROLL_AFTER;
  const step = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * VENDOR_STRIP_SCROLL_STEP_PX, behavior: 'smooth' });
  return (
    <div className="flex items-center gap-1.5">
      {scrolls && (
        <button type="button" onClick={() => step(-1)} aria-label={t('lobby.scrollLeft')} className="hidden size-11 shrink-0 place-items-center rounded-control border border-border bg-surface sm:grid">
          <Icon name="chevronRight" className="size-5 rotate-180" />
        </button>
      )}
      <div
        ref={ref}
        role="tablist"
        aria-label={t('lobby.vendors')}
        data-testid="vendor-strip"
        className="no-scrollbar -mx-4 flex flex-1 gap-2 overflow-x-auto scroll-smooth px-4 py-1 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab) => {
          const on = tab.key === active;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={on}
              onClick={() => onSelect(tab.key)}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
                on
                  ? 'border-transparent bg-gradient-to-b from-accent to-[color-mix(in_oklab,var(--c-accent)_78%,var(--c-accent-2))] text-accent-contrast shadow-[0_6px_18px_-8px_color-mix(in_oklab,var(--c-accent)_80%,transparent)]'
                  : 'border-border bg-surface text-text hover:border-accent/50',
              )}
            >
              {tab.icon && <Icon name={tab.icon} className="size-4" />}
              {tab.label}
              {tab.needsLogin && <Icon name="lock" className="size-3.5 opacity-70" aria-hidden="true" />}
            </button>
          );
        })}
      </div>
      {scrolls && (
        <button type="button" onClick={() => step(1)} aria-label={t('lobby.scrollRight')} className="hidden size-11 shrink-0 place-items-center rounded-control border border-border bg-surface sm:grid">
          <Icon name="chevronRight" className="size-5" />
        </button>
      )}
    </div>
  );
}
