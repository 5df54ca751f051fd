import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import type { Banner } from '@lotto/contract';
import { Link, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CategoryArt, HeroBackdrop, HeroBalls, type CategoryArtKind } from '../../components/ui/art';
import { buttonClasses } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icons';
import { cn } from '../../components/ui/cn';
import { isLoggedIn, subscribeStorage } from '../../lib/storage';
import { LotteryHomeBlock, LotteryHomeWidgets } from '../../features/lottery';
import { HomeGamesEntry, useGameLauncher } from '../../features/games';
import { useSettings } from '../../features/system';
import { Skeleton } from '../../components/ui/skeleton';
import { BannerStill } from '../../components/ui/banner-still';
import { AfterFirstPaint } from '../../components/ui/after-first-paint';
import { loadNamespaces } from '../../lib/i18n';
import { usePageTitle } from './use-page-title';

// Home content (banners, notices, popup, winner board; issue 13) loads with its own texts once this
// route's module runs, beside the page's first render instead of after it: none of it is in the
// home page's first load (web/bundle-budget.json).
const homeContentLoad = Promise.all([import('../../features/home-content'), loadNamespaces(['homeContent'])]).then(([m]) => m);
// a failed download reaches the sections through their lazy loads (and the route's error boundary),
// not the console as an unhandled rejection of this early start
homeContentLoad.catch(() => undefined);
const homeContent = () => homeContentLoad;
const BannerCarouselSection = lazy(() => homeContent().then((m) => ({ default: m.BannerCarouselSection })));
const NoticeTicker = lazy(() => homeContent().then((m) => ({ default: m.NoticeTicker })));
const AdPopup = lazy(() => homeContent().then((m) => ({ default: m.AdPopup })));
const WinnerBoard = lazy(() => homeContent().then((m) => ({ default: m.WinnerBoard })));

/** The w_home banners; a G banner launches its game through the games feature's launcher (spec 2 §3). */
function HomeBanners() {
  const launch = useGameLauncher();
  // a banner names the game's vendor, node and room; the demo platform's G banners are slot (RNG) games
  const onGame = useCallback(
    (banner: Banner) => launch({ vassalage: banner.vendor ?? '', gameType: 'RNG', nodeId: banner.nodeId, roomId: banner.roomId, gameId: banner.linkage, isGame: 'game' }),
    [launch],
  );
  return (
    // the still the page was served with stays on screen until the carousel shows the same banner
    <Suspense fallback={<BannerStill />}>
      <BannerCarouselSection onGame={onGame} placeholder={<BannerStill />} />
    </Suspense>
  );
}

/** Home tiles: the game types of spec 2 §1, each to its page. */
const CATEGORIES: { kind: CategoryArtKind; to: string; featured?: boolean }[] = [
  { kind: 'lottery', to: '/lottery', featured: true },
  { kind: 'live', to: '/live' },
  { kind: 'rng', to: '/electron' },
  { kind: 'fish', to: '/fish' },
  { kind: 'pvp', to: '/pvp' },
  { kind: 'sports', to: '/sports' },
  { kind: 'esports', to: '/esports' },
];

const TRUST: { key: string; icon: IconName }[] = [
  { key: 'home.trustFast', icon: 'wallet' },
  { key: 'home.trustFair', icon: 'checkCircle' },
  { key: 'home.trustSupport', icon: 'headset' },
  { key: 'home.trustSecure', icon: 'shield' },
];

function Hero({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden rounded-card border border-border">
      <HeroBackdrop className="absolute inset-0 -z-10 size-full" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-bg/75 via-bg/35 to-transparent sm:block" />
      {/* phones: the artwork is a band above the copy; wider screens: beside it */}
      <HeroBalls className="h-44 w-full sm:absolute sm:inset-y-0 sm:right-0 sm:h-full sm:w-[52%] lg:w-[46%]" />
      <div className="relative flex max-w-xl flex-col justify-center px-5 pb-7 sm:min-h-[360px] sm:px-10 sm:py-9 lg:min-h-[400px] lg:px-14">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full border border-accent/40 bg-accent/15 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
          <Icon name="sparkles" className="size-3.5" />
          {t('home.heroEyebrow')}
        </p>
        <h1 id="home-hero-title" className="mt-4 text-[28px] leading-[1.15] font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {t('home.heroTitle')}
        </h1>
        <p className="mt-3 max-w-md text-[15px] leading-relaxed text-muted sm:text-base">{t('home.heroSubtitle')}</p>
        <div className="mt-6 grid grid-cols-2 gap-3 sm:mt-7 sm:flex sm:flex-wrap">
          <Link to="/lottery" className={buttonClasses('primary', 'md', 'text-center leading-tight sm:min-h-12 sm:px-7 sm:text-base')}>
            <Icon name="lottery" className="hidden size-5 sm:block" />
            {t('home.heroCta')}
          </Link>
          {loggedIn ? (
            <Link to="/promotion" className={buttonClasses('secondary', 'md', 'bg-surface/80 text-center leading-tight backdrop-blur sm:min-h-12 sm:px-7 sm:text-base')}>
              {t('home.heroSecondary')}
            </Link>
          ) : (
            <Link to="/register" className={buttonClasses('secondary', 'md', 'bg-surface/80 text-center leading-tight backdrop-blur sm:min-h-12 sm:px-7 sm:text-base')}>
              {t('home.heroJoin')}
              <Icon name="chevronRight" className="hidden size-4 sm:block" />
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function NoticeStrip() {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-label={t('home.noticeLabel')}
      data-testid="notice-strip"
      className="flex min-h-12 items-center gap-3 overflow-hidden rounded-card border border-border bg-surface px-3 sm:px-4"
    >
      <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-bold text-accent">
        <Icon name="megaphone" className="size-4" />
        {t('home.noticeLabel')}
      </span>
      <Suspense fallback={<Skeleton className="h-4 min-w-0 flex-1" />}>
        <NoticeTicker />
      </Suspense>
    </section>
  );
}

function CategoryTile({ kind, to, featured }: { kind: CategoryArtKind; to: string; featured?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to={to}
      data-testid={`category-${kind}`}
      className={cn(
        'group relative isolate block h-36 overflow-hidden rounded-card shadow-[0_10px_30px_-14px_rgba(0,0,0,0.55)] transition duration-200 hover:-translate-y-0.5 hover:shadow-[0_18px_40px_-14px_rgba(0,0,0,0.6)] sm:h-44 lg:h-48',
        featured && 'col-span-2',
      )}
    >
      <CategoryArt kind={kind} className="absolute inset-0 -z-10 size-full transition duration-300 group-hover:scale-[1.04]" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-black/55 via-black/5 to-transparent" />
      <div className="flex h-full flex-col justify-end p-3.5 text-white sm:p-4">
        <span className="line-clamp-2 text-[15px] leading-tight font-extrabold [overflow-wrap:anywhere] drop-shadow sm:text-lg">
          {t(`categories.${kind}`)}
        </span>
        <span className="mt-0.5 line-clamp-1 text-xs text-white/85 sm:text-sm">{t(`categories.${kind}Tagline`)}</span>
      </div>
      <span
        aria-hidden="true"
        className="absolute top-3 right-3 hidden items-center gap-1 rounded-full bg-white/20 px-2.5 py-1 text-xs font-bold text-white backdrop-blur-sm sm:inline-flex"
      >
        {t('home.play')}
        <Icon name="chevronRight" className="size-3.5" />
      </span>
    </Link>
  );
}

/** Home (`/` and `/index`): banners, hero, notice strip, game categories, winners (spec 1 §2, spec 2 §2). */
export function Component() {
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.home'));
  const loggedIn = useSyncExternalStore(subscribeStorage, isLoggedIn, () => false);
  const currency = useSettings().data?.currency;
  const leaving = useNavigation().state !== 'idle';
  return (
    <div data-testid="home-page" className="shell-container space-y-6 py-4 sm:space-y-8 sm:py-6">
      <HomeBanners />
      <Hero loggedIn={loggedIn} />
      <NoticeStrip />
      {/* lottery widgets: quick bet, countdowns, popular trend, draw results (spec 2 §2) */}
      <LotteryHomeWidgets />
      <ul className="no-scrollbar -mx-4 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-3 sm:px-0">
        {TRUST.map((item) => (
          <li key={item.key} className="flex shrink-0 items-center gap-2 rounded-full border border-border bg-surface px-3.5 py-2 text-sm font-medium sm:justify-center sm:rounded-card sm:py-3">
            <Icon name={item.icon} className="size-4 text-accent" />
            {t(item.key)}
          </li>
        ))}
      </ul>
      {/* below the fold on a phone: rendered once the page above has painted, and styled and laid out
          by the browser once it comes near the screen; each box's --offscreen-size (about its height on
          a phone, a desktop) holds its place until then, and its skeleton's while it loads */}
      <div className="render-when-near [--offscreen-size:680px] sm:[--offscreen-size:472px]">
        <AfterFirstPaint fallback={<Skeleton className="h-(--offscreen-size) w-full rounded-card" />}>
          <section aria-labelledby="home-categories-title">
            <div className="mb-4 flex items-end justify-between gap-4">
              <div>
                <h2 id="home-categories-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
                  {t('home.categoriesTitle')}
                </h2>
                <p className="mt-1 text-sm text-muted">{t('home.categoriesSubtitle')}</p>
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
              {CATEGORIES.map((c) => (
                <CategoryTile key={c.kind} {...c} />
              ))}
            </div>
          </section>
        </AfterFirstPaint>
      </div>
      {/* latest real wins and the server's jackpot figure (spec 2 §7 ODSFE2_getWinnerBoard, VIS_getJackpot) */}
      <div className="render-when-near [--offscreen-size:192px] sm:[--offscreen-size:204px]">
        <Suspense fallback={<Skeleton className="h-(--offscreen-size) w-full rounded-card" />}>
          <WinnerBoard currency={currency} />
        </Suspense>
      </div>
      {/* home games entry: six blocks, 3 vendor entries each, the lottery block 1 popular lottery (spec 2 §2, §9) */}
      <div className="render-when-near [--offscreen-size:1480px] sm:[--offscreen-size:580px]">
        <AfterFirstPaint fallback={<Skeleton className="h-(--offscreen-size) w-full rounded-card" />}>
          <HomeGamesEntry lotterySlot={<LotteryHomeBlock />} />
        </AfterFirstPaint>
      </div>
      {/* the advertisement popup (spec 1 §4, spec 2 §2): its key follows the session, so a login reads the
          remembered close; it does not open over a page the visitor is leaving (a link clicked, the next page loading) */}
      <Suspense fallback={null}>
        <AdPopup key={loggedIn ? 'member' : 'guest'} loggedIn={loggedIn} waiting={leaving} />
      </Suspense>
    </div>
  );
}
