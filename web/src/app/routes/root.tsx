import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@lotto/contract';
import { SiteLayout } from '../../components/layouts/site-layout';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { currentLanguage, i18n, loadNamespaces, showDefaultLanguage } from '../../lib/i18n';
import { SiteResourcesProvider } from '../../lib/site-resources';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../lib/media-query';
import { BalanceRefreshProvider, useBalanceRefreshOwner } from '../../lib/balance-refresh';
import { getMerchantCode, getStoredLanguage, isLoggedIn } from '../../lib/storage';
import { AGENT_CENTRE_DEFAULT_PAGE, REAL_ACCOUNT_ISAGENT, hasFlag, showsAgentMenu, type Whitelabel } from '@lotto/contract';
import { AuthOverlays, openLoginPopup, useSession, useSignOut } from '../../features/auth';
import { getUnreadCountQueryOptions, useUnreadCount } from '../../features/member-bar';
// the pure menu module only: the centre's components stay in its lazy route's chunk
import { memberMenu } from '../../features/member-centre/member-menu';
import { openAgentCentre, openMemberCentre } from '../setup';
import { useLiveEvents } from '../use-live-events';
import { useSiteTracking } from '../use-site-tracking';
import { applyTheme, rememberTheme } from '../../theme';
import {
  SystemGate,
  firstCustomerService,
  openCustomerService,
  useSettings,
  useStatus,
  useTemplates,
} from '../../features/system';

// the logged-in info bar (with its menus) only for a signed-in member, who rarely paints the page
// first: the component's own module, not the feature's index (whose hooks this shell uses), so it
// is a chunk of its own; a stored session starts loading it at once
const memberBarModule = () => import('../../features/member-bar/components/member-bar');
if (isLoggedIn()) void memberBarModule();
const MemberBar = lazy(() => memberBarModule().then((m) => ({ default: m.MemberBar })));
const MemberDrawerPanel = lazy(() => memberBarModule().then((m) => ({ default: m.MemberDrawerPanel })));

// the header's game menu loads on its own, after the shell: the component's own module, not the
// feature's index, which the home page imports for its games entry: through the index the menu
// (and its popover library) was part of the home page's first load
const GameMenu = lazy(() => import('../../features/games/components/game-menu').then((m) => ({ default: m.GameMenu })));
// the floating lottery widget too: only logged-in players see it, so guests never load its code
// (its own module, not the lottery index that the home page imports at once)
const lotteryMemberWidgets = () => import('../../features/lottery/member-widgets');
const LotteryMiniGame = lazy(() => lotteryMemberWidgets().then((m) => ({ default: m.LotteryMiniGame })));
// LGSGAMESETTING clears the lottery lists; it shares the mini-game's chunk and, like it, only logged-in members need it
const LotterySettingRefresh = lazy(() => lotteryMemberWidgets().then((m) => ({ default: m.LotterySettingRefresh })));
// LOTTERY_SETTLED tells the member what a draw paid them, in the same chunk
const LotterySettledToast = lazy(() => lotteryMemberWidgets().then((m) => ({ default: m.LotterySettledToast })));
// the member's live notifications (toasts, manual bonus modal, payment confirmations, inbox check)
// with their own texts: only logged-in members load them, after the shell
const LiveNotifications = lazy(() =>
  Promise.all([import('../../features/notifications'), loadNamespaces(['notify'])]).then(([m]) => ({ default: m.LiveNotifications })),
);
// the available-promotions badge (spec 2 §4, §9): only real accounts with the reward centre load it
const PromotionsBadge = lazy(() => import('../../features/promotions').then((m) => ({ default: m.PromotionsBadge })));
// the site's own live chat window (spec 2 §2): loaded when a member opens it
const ChatWindow = lazy(() =>
  Promise.all([import('../../features/member-support'), loadNamespaces(['support'])]).then(([m]) => ({ default: m.ChatWindow })),
);
// the consolidated notice popup of contract offers (spec 2 §2): real accounts of a merchant with contracts
const ContractOffersNotice = lazy(() =>
  Promise.all([import('../../features/member-support'), loadNamespaces(['support'])]).then(([m]) => ({ default: m.ContractOffersNotice })),
);
// the contract modules whose offers the notice shows: dividend, daily salary, hourly salary (spec 2 §2, spec 3 module ids)
const CONTRACT_FLAGS = ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3'] as const;
// the game menu's lottery submenu: loaded only when the menu opens
const LotteryMenuColumn = lazy(() => import('../../features/lottery/components/lottery-menu-column').then((m) => ({ default: m.LotteryMenuColumn })));

/** The lottery column of the header game menu (spec 2 §2), filled by the lottery feature. */
const lotteryMenuSlot = (close: () => void) => (
  <Suspense fallback={null}>
    <LotteryMenuColumn onNavigate={close} />
  </Suspense>
);

/** The logged-in info bar for the header and the drawer, composed from the auth and member-bar features. */
function useMemberSlots(flags: Whitelabel) {
  const navigate = useNavigate();
  const session = useSession();
  const signOut = useSignOut();
  // spec 1 §6: isAgent 40, 41, 42 and 4 skip the unread load; INBOX3 gates the inbox
  const unread = useUnreadCount(session.loadsUnread && hasFlag(flags, 'INBOX3'));
  // the bar offers the pages the member menu offers (spec 2 §6); whether the merchant wallet is
  // single is asked by the centre itself, so the bar keeps "my wallet" and the centre decides
  const pages = useMemo(
    () =>
      memberMenu({ flags, isAgent: session.isAgent, toUpline: session.info?.toUpline, agentStatus: session.info?.uplineAgentStatus, walletIsSingle: false }).map(
        (e) => e.page,
      ),
    [flags, session.isAgent, session.info?.toUpline, session.info?.uplineAgentStatus],
  );
  if (!session.loggedIn) return { loggedIn: false, member: null, drawer: null };
  const props = {
    info: session.info,
    balance: session.balance,
    balanceLoading: session.balanceLoading,
    unread: unread.data,
    onRefreshBalance: session.refetchBalance,
    onOpenMemberCentre: (page: string) => openMemberCentre(page, (path) => void navigate(path)),
    pages,
    // spec 2 §6: isAgent 1, 2, 41 and 42 have the agent menu; it opens the agent centre's default page
    onOpenAgentCentre: showsAgentMenu(session.isAgent) ? () => openAgentCentre(AGENT_CENTRE_DEFAULT_PAGE, (path) => void navigate(path)) : undefined,
    onSignOut: () => void signOut(),
  };
  return {
    loggedIn: true,
    member: (
      <Suspense fallback={null}>
        <MemberBar {...props} />
      </Suspense>
    ),
    drawer: (
      <Suspense fallback={null}>
        <MemberDrawerPanel {...props} />
      </Suspense>
    ),
  };
}

/** Applies the merchant theme and keeps the language within the merchant's list (spec 1 §9). */
function useMerchantLook() {
  const settings = useSettings().data;
  useEffect(() => {
    if (!settings) return;
    applyTheme(settings.theme);
    rememberTheme(getMerchantCode(), settings.theme);
  }, [settings]);
  useEffect(() => {
    if (!settings) return;
    const current = i18n.language;
    const offered = settings.languages as readonly string[];
    // a visitor who never chose keeps the merchant's default; a choice the merchant lacks falls back to it
    if ((!getStoredLanguage() || !offered.includes(current)) && current !== settings.defaultLanguage) {
      void showDefaultLanguage(settings.defaultLanguage);
    }
  }, [settings]);
}

/**
 * Holds the desktop game menu's place in the header while its module loads: the face of its trigger
 * (features/games/components/game-menu.tsx), unseen, so the menu beside it does not shift when it comes.
 */
function GameMenuPlaceholder() {
  const { t } = useTranslation('games');
  return (
    <span aria-hidden="true" className="invisible hidden min-h-11 shrink-0 items-center gap-1.5 px-3 text-sm font-semibold lg:inline-flex">
      <Icon name="slot" className="size-4" />
      {t('menu.button')}
      <Icon name="chevronDown" className="size-4" />
    </span>
  );
}

function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-[95] h-0.5 origin-left bg-gradient-to-r from-accent to-accent-2 transition-transform duration-500 ${busy ? 'scale-x-75' : 'scale-x-0'}`}
    />
  );
}

function SettingsUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" className="shell-container pt-4">
      <div className="flex flex-col gap-3 rounded-card border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center">
        <Icon name="alert" className="size-6 shrink-0 text-warning" />
        <div className="flex-1">
          <p className="font-semibold">{t('app.loadFailedTitle')}</p>
          <p className="text-sm text-muted">{t('app.loadFailedBody')}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon name="refresh" className="size-4" />
          {t('app.retry')}
        </Button>
      </div>
    </div>
  );
}

const EMPTY_CS: readonly CustomerServiceEntry[] = [];

/** The site shell around every page: system gate, theme, header, footer, right bar. */
export function RootLayout() {
  const settings = useSettings();
  const templates = useTemplates();
  const status = useStatus(); // SystemGate owns the visibility refetch
  useMerchantLook();
  // the one balance refresh of the site: game frames, game windows, live events and returns ask it
  const session = useSession();
  const requestBalance = useBalanceRefreshOwner(session.loggedIn ? session.refetchBalance : undefined);
  useLiveEvents(requestBalance);
  // the merchant's analytics pixels: loaded once the browser is idle after the first paint
  useSiteTracking();
  const info = status.data?.info;
  const flags = useMemo<Whitelabel>(
    () => ({ ...settings.data?.whitelabel, ...info?.whitelabelVal }),
    [settings.data?.whitelabel, info?.whitelabelVal],
  );
  const slots = useMemberSlots(flags);
  const wideScreen = useMediaQuery(WIDE_SCREEN_QUERY);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openInbox = useCallback(() => openMemberCentre('messageV2', (path) => void navigate(path)), [navigate]);
  const refreshUnread = useCallback(() => void queryClient.invalidateQueries({ queryKey: getUnreadCountQueryOptions().queryKey }), [queryClient]);

  const [chatOpen, setChatOpen] = useState(false);
  const onCustomerService = (entry?: CustomerServiceEntry) => {
    const target = entry ?? firstCustomerService(info?.customerService);
    // the site's own live chat opens in the chat window; a visitor logs in first (spec 2 §4)
    if (target?.csType === 'LIVECHAT' && target.path.startsWith('/chat/') && hasFlag(flags, 'CBS3')) {
      if (session.loggedIn) setChatOpen(true);
      else openLoginPopup();
      return;
    }
    // a chat provider that knows members gets the account name and a chat token (spec 2 §4)
    if (target) void openCustomerService(target, session.loggedIn ? (session.info?.account ?? null) : null);
  };

  return (
    <BalanceRefreshProvider request={requestBalance}>
      <SystemGate>
        <NavigationProgress />
        <SiteResourcesProvider resources={info?.resources}>
          <SiteLayout
            siteName={settings.data?.siteName}
            logoUrl={settings.data?.logoUrl}
            menu={settings.data?.menu}
            languages={settings.data?.languages}
            templates={templates.data}
            resources={info?.resources}
            customerService={info?.customerService}
            loggedIn={slots.loggedIn}
            memberSlot={slots.member}
            gameMenuSlot={
              // the menu's trigger shows from the lg breakpoint only: a phone never loads the menu's module
              wideScreen ? (
                <Suspense fallback={<GameMenuPlaceholder />}>
                  <GameMenu lotterySlot={lotteryMenuSlot} />
                </Suspense>
              ) : (
                <GameMenuPlaceholder />
              )
            }
            drawerMemberSlot={slots.drawer}
            onLogin={() => openLoginPopup()}
            onCustomerService={onCustomerService}
            // /login shows customer service under its card; the floating button would cover the card's corner on phones
            hidePhoneShortcuts={pathname === '/login'}
            rightBarBadges={
              // spec 2 §6: the badge is for isAgent 0, 1, 2 only; its call needs the reward centre (REWCEN3)
              session.loggedIn && (REAL_ACCOUNT_ISAGENT as readonly string[]).includes(session.isAgent ?? '') && hasFlag(flags, 'REWCEN3')
                ? {
                    promotion: (
                      <Suspense fallback={null}>
                        <PromotionsBadge />
                      </Suspense>
                    ),
                  }
                : undefined
            }
          >
            {settings.isError && <SettingsUnavailable onRetry={() => void settings.refetch()} />}
            <Outlet />
          </SiteLayout>
        </SiteResourcesProvider>
        <AuthOverlays
          flags={flags}
          registerRules={info?.register}
          loginPop={settings.data?.loginPop ?? false}
          loginPopAfterFailure={settings.data?.loginPopAfterFailure ?? false}
          customerService={info?.customerService ?? EMPTY_CS}
        />
        {/* floating lottery mini-game: logged in, not on a hidden route (spec 2 §2), unless the merchant switched it off (decision 0021) */}
        {slots.loggedIn && (
          <Suspense fallback={null}>
            <LotteryMiniGame loggedIn pathname={pathname} enabled={flags.LOTTMINIGAME3 !== false} />
            <LotterySettingRefresh />
            <LotterySettledToast />
          </Suspense>
        )}
        {slots.loggedIn && (
          <Suspense fallback={null}>
            <LiveNotifications
              isAgent={session.isAgent}
              inboxCheck={session.loadsUnread && hasFlag(flags, 'INBOX3')}
              onOpenInbox={openInbox}
              onInboxChanged={refreshUnread}
            />
          </Suspense>
        )}
        {slots.loggedIn &&
          (REAL_ACCOUNT_ISAGENT as readonly string[]).includes(session.isAgent ?? '') &&
          CONTRACT_FLAGS.some((f) => hasFlag(flags, f)) && (
            <Suspense fallback={null}>
              <ContractOffersNotice onReview={() => openMemberCentre('agentContracts', (path) => void navigate(path))} />
            </Suspense>
          )}
        {chatOpen && slots.loggedIn && (
          <Suspense fallback={null}>
            <ChatWindow isAgent={session.isAgent} language={currentLanguage()} onClose={() => setChatOpen(false)} />
          </Suspense>
        )}
        <ScrollRestoration />
      </SystemGate>
    </BalanceRefreshProvider>
  );
}

/** Last-resort page when a route throws (e.g. a chunk failed to load after a deploy). */
export function RootErrorBoundary() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('[route]', error);
  }, [error]);
  return (
    <main className="grid min-h-dvh place-items-center bg-bg px-4 text-center text-text">
      <div className="max-w-md">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-danger/12 text-danger ring-1 ring-danger/30">
          <Icon name="alert" className="size-8" />
        </div>
        <h1 className="mt-5 text-2xl font-bold">{t('app.loadFailedTitle')}</h1>
        <p className="mt-2 text-muted">{t('app.loadFailedBody')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <Icon name="refresh" className="size-4" />
            {t('app.retry')}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('placeholder.backHome')}
          </Button>
        </div>
      </div>
    </main>
  );
}
