import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type CustomerServiceEntry, type Language, type MenuItem, type Resource, type Templates } from '@lotto/contract';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { RightBar } from './right-bar';
import { OverlayLoading } from '../ui/overlay-loading';
import { FALLBACK_MENU } from './nav-items';

// the phone drawer (a Radix dialog) loads when the menu button first opens it, and then stays mounted
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export interface SiteLayoutProps {
  siteName?: string;
  logoUrl?: string;
  menu?: MenuItem[];
  languages?: readonly Language[];
  templates?: Templates;
  resources?: readonly Resource[];
  customerService?: readonly CustomerServiceEntry[];
  loggedIn: boolean;
  memberSlot?: ReactNode;
  /** The header's game menu (games feature). */
  gameMenuSlot?: ReactNode;
  /** The logged-in panel of the phone drawer (the member bar's drawer variant). */
  drawerMemberSlot?: ReactNode;
  /** Opens the login popup; without it "Log in" simply goes to /login. */
  onLogin?: () => void;
  onCustomerService: (entry?: CustomerServiceEntry) => void;
  /** Leaves the floating shortcuts out on phones (a page with its own customer-service link). */
  hidePhoneShortcuts?: boolean;
  /** Badges on right-bar shortcuts by id (the available-promotions count). */
  rightBarBadges?: Partial<Record<string, ReactNode>>;
  children: ReactNode;
}

/** Page frame: header, drawer on phones, main content, footer and the right-bar shortcuts. */
export function SiteLayout({
  siteName,
  logoUrl,
  menu,
  languages = LANGUAGES,
  templates,
  resources = [],
  customerService = [],
  loggedIn,
  memberSlot,
  gameMenuSlot,
  drawerMemberSlot,
  onLogin,
  onCustomerService,
  hidePhoneShortcuts,
  rightBarBadges,
  children,
}: SiteLayoutProps) {
  const { t } = useTranslation('shell');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const name = siteName?.trim() || t('app.defaultSiteName');
  const items = menu && menu.length > 0 ? menu : FALLBACK_MENU;
  const openCs = () => onCustomerService(customerService.find((e) => e.path.trim()));
  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <a
        href="#main-content"
        className="sr-only z-[100] rounded-control bg-accent px-4 py-3 font-semibold text-accent-contrast focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        siteName={name}
        logoUrl={logoUrl}
        menu={items}
        languages={languages}
        loggedIn={loggedIn}
        memberSlot={memberSlot}
        gameMenuSlot={gameMenuSlot}
        onLogin={onLogin}
        onOpenMenu={() => {
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
        onCustomerService={openCs}
      />
      {drawerUsed && (
        <Suspense fallback={drawerOpen ? <OverlayLoading /> : null}>
          <MobileDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            siteName={name}
            logoUrl={logoUrl}
            menu={items}
            loggedIn={loggedIn}
            memberSlot={drawerMemberSlot}
            onLogin={onLogin}
            onCustomerService={openCs}
          />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter siteName={name} logoUrl={logoUrl} templates={templates} />
      <RightBar
        resources={resources}
        customerService={customerService}
        onCustomerService={onCustomerService}
        hidePhoneShortcuts={hidePhoneShortcuts}
        badges={rightBarBadges}
      />
    </div>
  );
}
