import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@lotto/contract';
import type { OnDemandOpen } from '../ui/on-demand';
import { Icon } from '../ui/icons';
import { AREA_ICON, isExternal, opensCustomerService } from './nav-items';

/** The desktop menu's "More" entries (Radix), loaded when "More" is first focused or pressed (priority-nav.tsx). */
export function MoreMenu({
  trigger,
  items,
  onCustomerService,
  defaultOpen,
  triggerRef,
}: { trigger: ComponentPropsWithoutRef<'button'>; items: MenuItem[]; onCustomerService?: () => void } & OnDemandOpen) {
  const { t } = useTranslation('shell');
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          className="z-[70] min-w-52 animate-fade-in rounded-card border border-border bg-surface p-1.5 text-text shadow-[0_20px_50px_-12px_rgba(0,0,0,0.5)]"
        >
          {items.map((item) => {
            const content = (
              <>
                <Icon name={AREA_ICON[item.key]} className="size-5 text-accent" />
                {t(`nav.${item.key}`)}
              </>
            );
            const cls = 'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2';
            if (opensCustomerService(item)) {
              return (
                <DropdownMenu.Item key={item.key} className={cls} onSelect={() => onCustomerService?.()}>
                  {content}
                </DropdownMenu.Item>
              );
            }
            return (
              <DropdownMenu.Item key={`${item.key}-${item.path}`} className={cls} asChild>
                {isExternal(item.path) ? (
                  <a href={item.path} target="_blank" rel="noopener noreferrer">
                    {content}
                  </a>
                ) : (
                  <Link to={item.path || '/'}>{content}</Link>
                )}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
