import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, MenuItem } from '@lotto/contract';
import { buttonClasses } from '../ui/button';
import { Icon } from '../ui/icons';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { PriorityNav } from './priority-nav';

export interface SiteHeaderProps {
  siteName: string;
  logoUrl?: string;
  menu: MenuItem[];
  languages: readonly Language[];
  loggedIn: boolean;
  /** Slot for the logged-in info bar (balance, inbox) supplied by the member feature. */
  memberSlot?: ReactNode;
  /** Slot for the game menu with vendor columns (spec 2 §2), supplied by the games feature; desktop only. */
  gameMenuSlot?: ReactNode;
  /** Opens the login popup instead of following the /login link (which stays for no-JS and new tabs). */
  onLogin?: () => void;
  onOpenMenu: () => void;
  onCustomerService?: () => void;
}

/** Sticky brand header: logo, area-key navigation, language, and guest calls to action. */
export function SiteHeader({ siteName, logoUrl, menu, languages, loggedIn, memberSlot, gameMenuSlot, onLogin, onOpenMenu, onCustomerService }: SiteHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <header data-site-chrome="top" className="sticky top-0 z-40 border-b border-border/80 bg-surface">
      <div className="shell-container shell-container-header flex h-16 items-center gap-2 lg:gap-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          className="-ml-2 grid size-11 shrink-0 place-items-center rounded-control text-text hover:bg-surface-2 lg:hidden"
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Link to="/" aria-label={t('header.homeLink', { name: siteName })} className="flex min-h-11 min-w-0 flex-1 items-center lg:flex-none">
          <BrandLogo siteName={siteName} logoUrl={logoUrl} />
        </Link>
        {gameMenuSlot}
        <PriorityNav menu={menu} onCustomerService={onCustomerService} />
        <div className="flex shrink-0 items-center gap-1 xs:gap-1.5 sm:gap-2">
          <LanguageSwitcher languages={languages} />
          {loggedIn
            ? memberSlot
            : (
              <>
                <Link
                  to="/login"
                  onClick={(e) => {
                    if (!onLogin || e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    onLogin();
                  }}
                  aria-label={t('header.login')}
                  className={buttonClasses('ghost', 'sm', 'w-11 border border-border max-xs:px-0 xs:w-auto')}
                >
                  <Icon name="login" className="size-5 xs:hidden" />
                  <span className="hidden max-w-[28vw] truncate xs:inline sm:max-w-none">{t('header.login')}</span>
                </Link>
                <Link to="/register" className={buttonClasses('primary', 'sm', 'px-3 xs:px-3.5 sm:px-5')}>
                  <span className="max-w-[26vw] truncate xs:max-w-[30vw] sm:max-w-none">{t('header.register')}</span>
                </Link>
              </>
            )}
        </div>
      </div>
    </header>
  );
}
