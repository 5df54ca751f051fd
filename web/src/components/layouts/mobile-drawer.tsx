import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@lotto/contract';
import { buttonClasses } from '../ui/button';
import { Icon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import { SiteNavLink } from './site-nav-link';

/** Phone navigation: a left drawer with the menu and, for guests, log in and join. */
export function MobileDrawer({
  open,
  onOpenChange,
  siteName,
  logoUrl,
  menu,
  loggedIn,
  memberSlot,
  onLogin,
  onCustomerService,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  siteName: string;
  logoUrl?: string;
  menu: MenuItem[];
  loggedIn: boolean;
  /** The logged-in panel (balance, member links, sign out) supplied by the member feature. */
  memberSlot?: ReactNode;
  onLogin?: () => void;
  onCustomerService?: () => void;
}) {
  const { t } = useTranslation('shell');
  const close = () => onOpenChange(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* the lighter shade (55 % black): index.css shades the scrollbar's room alike */}
        <RadixDialog.Overlay data-shade="light" className="fixed inset-0 z-[60] animate-fade-in bg-black/55 lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-[61] flex w-[min(86vw,340px)] animate-drawer-in flex-col border-r border-border bg-surface text-text shadow-2xl lg:hidden"
        >
          <div className="flex h-16 items-center justify-between gap-2 border-b border-border px-4">
            <BrandLogo siteName={siteName} logoUrl={logoUrl} />
            <RadixDialog.Close aria-label={t('header.closeMenu')} className="grid size-11 shrink-0 place-items-center rounded-control hover:bg-surface-2">
              <Icon name="close" className="size-6" />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="px-5 pt-4 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
            {t('header.menuTitle')}
          </RadixDialog.Title>
          <nav aria-label={t('header.mainNav')} className="flex-1 overflow-y-auto px-2 pb-4">
            <ul className="space-y-0.5">
              {menu.map((item) => (
                <li key={`${item.key}-${item.path}`}>
                  <SiteNavLink item={item} variant="drawer" onCustomerService={onCustomerService} onNavigate={close} />
                </li>
              ))}
            </ul>
          </nav>
          {loggedIn && memberSlot && (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- closes the drawer after any choice inside; the buttons themselves are keyboard reachable
            <div onClick={close}>{memberSlot}</div>
          )}
          {!loggedIn && (
            <div className="grid grid-cols-2 gap-3 border-t border-border p-4 pb-[max(16px,env(safe-area-inset-bottom))]">
              <Link
                to="/login"
                onClick={(e) => {
                  close();
                  if (!onLogin) return;
                  e.preventDefault();
                  onLogin();
                }}
                className={buttonClasses('secondary', 'md')}
              >
                {t('header.login')}
              </Link>
              <Link to="/register" onClick={close} className={buttonClasses('primary', 'md')}>
                {t('header.register')}
              </Link>
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
