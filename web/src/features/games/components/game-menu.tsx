import { useState, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { getMerchantCode } from '../../../lib/storage';
import { useVendors } from '../api/get-vendors';
import { gameTypePath, vendorEntryPath } from '../launch-plan';
import { GAME_TYPE_ICON, typeLabelKey } from './game-types';

export interface GameMenuProps {
  /**
   * The lottery submenu (owned by the lottery feature); without it the column links to /lottery. A
   * function gets the menu's close callback, for its links to close the menu.
   */
  lotterySlot?: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * Header game menu (spec 2 §2): one column per game type listing its vendors (each to the type page
 * with ?page={accountTypeName}), plus the lottery submenu column.
 */
export function GameMenu({ lotterySlot }: GameMenuProps) {
  const { t } = useTranslation('games');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // asked for on first hover or open, not on every page load
  const vendors = useVendors(getMerchantCode(), wanted || open);
  const lanes = (vendors.data ?? []).filter((l) => l.cards.length > 0 && l.title.toUpperCase() !== 'LOTT');
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        data-testid="game-menu-trigger"
        className="hidden min-h-11 shrink-0 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-text hover:bg-surface-2 data-[state=open]:text-accent lg:inline-flex"
      >
        <Icon name="slot" className="size-4 text-accent" />
        {t('menu.button')}
        <Icon name="chevronDown" className="size-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={10}
          aria-label={t('menu.label')}
          data-testid="game-menu"
          className="z-50 w-[min(1100px,calc(100vw-32px))] animate-pop-in rounded-card border border-border bg-surface p-5 text-text shadow-[0_30px_80px_-20px_rgba(0,0,0,0.7)]"
        >
          {vendors.isPending ? (
            <div className="grid grid-cols-4 gap-6">
              {Array.from({ length: 4 }, (_, i) => (
                <div key={i} className="space-y-2">
                  <Skeleton className="h-5 w-24" />
                  <Skeleton className="h-4 w-32" />
                  <Skeleton className="h-4 w-28" />
                </div>
              ))}
            </div>
          ) : (
            <div className="grid grid-cols-[repeat(auto-fit,minmax(150px,1fr))] gap-x-6 gap-y-5">
              <nav aria-label={t('menu.lottery')}>
                <h2 className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wider text-muted uppercase">
                  <Icon name="lottery" className="size-4 text-accent" />
                  {t('menu.lottery')}
                </h2>
                {(typeof lotterySlot === 'function' ? lotterySlot(close) : lotterySlot) ?? (
                  <Link to="/lottery" onClick={close} className="flex min-h-11 items-center rounded-control px-2 text-sm hover:bg-surface-2 hover:text-accent">
                    {t('menu.lotteryAll')}
                  </Link>
                )}
              </nav>
              {lanes.map((lane) => (
                <nav key={lane.title} aria-label={t(typeLabelKey(lane.title), { defaultValue: lane.title })}>
                  <h2 className="mb-2 flex items-center gap-2 text-xs font-bold tracking-wider text-muted uppercase">
                    <Icon name={GAME_TYPE_ICON[lane.title.toUpperCase()] ?? 'star'} className="size-4 text-accent" />
                    {t(typeLabelKey(lane.title), { defaultValue: lane.title })}
                  </h2>
                  <ul>
                    {lane.cards.map((c) => (
                      <li key={c.cardId}>
                        <Link
                          to={vendorEntryPath(lane.title, c.accountTypeName)}
                          onClick={close}
                          className="flex min-h-11 items-center rounded-control px-2 text-sm hover:bg-surface-2 hover:text-accent"
                        >
                          {c.displayName}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link to={gameTypePath(lane.title)} onClick={close} className="flex min-h-11 items-center gap-1 rounded-control px-2 text-sm font-semibold text-accent hover:bg-surface-2">
                        {t('menu.all')}
                        <Icon name="chevronRight" className="size-4" />
                      </Link>
                    </li>
                  </ul>
                </nav>
              ))}
            </div>
          )}
          <div className="mt-4 flex justify-end border-t border-border pt-3">
            <Link to="/more" onClick={close} className="inline-flex min-h-11 items-center gap-1 rounded-control px-3 text-sm font-semibold hover:bg-surface-2">
              {t('menu.more')}
              <Icon name="chevronRight" className="size-4" />
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
