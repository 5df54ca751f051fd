import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { captchaCalls, gameCalls, helpCalls, lotteryCalls, pointCalls, registerCalls, systemCalls } from '@lotto/contract';
import { i18n, changeLanguage } from '../lib/i18n';
import { SITE_ROUTES } from './routes';
import { CAPTCHA_PNG, EMPTY_HOME, SHELL_SETTINGS, fail, fakePlatform, ok, on, type FakePlatformOptions } from '../test/fake-platform';
import { renderApp } from '../test/render-app';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

/** A concrete URL for each route pattern. */
const concrete = (path: string) => path.replace('/:gamePage?', '/slots').replace(':lang', 'EN');

/** The shell, and empty lists for whatever page a route shows: nothing listed, nothing launched. */
const EMPTY_PAGES = [
  EMPTY_HOME,
  on(gameCalls.list, ok({ games: [], totalPages: 0, pageSize: 40, pageNum: 1, total: 0 })),
  on(gameCalls.hot, ok([])),
  on(lotteryCalls.menus, ok([])),
  on(lotteryCalls.vnMenu, ok([])),
  on(registerCalls.setting, ok({ rules: {}, affiliate: 0, agreement: false, socialRegister: false })),
  on(systemCalls.country, ok([])),
  on(captchaCalls.image, ok(CAPTCHA_PNG)),
  on(systemCalls.domainRoute, ok([])),
  on(helpCalls.helpCenter, ok([])),
  on(pointCalls.rewards, ok({ content: [], pageNum: 1, pageSize: 1000, totalPages: 0, total: 0 })),
  on(pointCalls.conversionTypes, ok([])),
];
const sitePlatform = (options: FakePlatformOptions = {}) => fakePlatform({ shell: true, ...options, replies: [...(options.replies ?? []), EMPTY_PAGES] });

beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The requirement rows a route's page proves by rendering (spec 1 §2, spec 2 §2 route lists). */
const ROUTE_IDS: Record<string, string> = {
  '/register': '[S1-2.3] ',
  '/download': '[S1-2.5] [S2-2.3] ',
  '/login': '[S1-2.4] ',
  '/help': '[S2-2.3] ',
  '/helpmc': '[S2-2.3] ',
  '/promotion': '[S2-2.3] ',
  '/pointMall': '[S2-2.11] ',
  '/lottery': '[S2-2.5] ',
  '/lott': '[S2-2.6] ',
  '/vnLottery': '[S2-2.7] ',
  '/vnlottery': '[S2-2.7] ',
  '/elott': '[S2-2.13] ',
  '/trend': '[S2-2.13] ',
  '/live': '[S2-2.13] ',
  '/sports': '[S2-2.13] ',
  '/esports': '[S2-2.13] ',
  '/fish': '[S2-2.13] ',
  '/pvp': '[S2-2.13] ',
  '/rng': '[S2-2.13] ',
};

describe('site routes', () => {
  const pages = SITE_ROUTES.filter((r) => !['home', 'index', 'maintenance', 'lang', 'notFound'].includes(r.id));

  const expectShell = async () => {
    // the shell is there too: header navigation and footer
    expect(await screen.findByRole('link', { name: i18n.t('header.homeLink', { ns: 'shell', name: SHELL_SETTINGS.siteName }) })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  };

  it.each(pages.map((r) => [ROUTE_IDS[r.path] ?? '', r.path, r.titleKey] as const))(
    '%s%s renders its titled page inside the shell, never a blank',
    async (_ids, path, titleKey) => {
      sitePlatform();
      renderApp(concrete(path));
      expect(await screen.findByRole('heading', { level: 1, name: t(`pages.${titleKey}`) })).toBeInTheDocument();
      expect(screen.queryByTestId('page-placeholder')).toBeNull();
      await expectShell();
    },
  );

  it('[S1-2.1] [S2-2.1] / renders the home page with its hero, notice strip and game categories', async () => {
    sitePlatform();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
    expect(screen.getByTestId('notice-strip')).toBeInTheDocument();
    // the categories, below the fold on a phone, follow once the page above has painted
    expect(await screen.findByTestId('category-lottery')).toBeInTheDocument();
    for (const kind of ['lottery', 'live', 'rng', 'fish', 'pvp', 'sports', 'esports']) {
      expect(screen.getByTestId(`category-${kind}`)).toHaveAttribute('href');
    }
    expect(screen.getByTestId('category-lottery')).toHaveAttribute('href', '/lottery');
  });

  it('[S1-2.2] [S2-2.2] /index renders home as well', async () => {
    sitePlatform();
    renderApp('/index');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('both spellings of the Vietnam lottery path are served (spec 2 §2) [S2-2.7]', async () => {
    sitePlatform();
    renderApp('/vnlottery?gameCode=VN1');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.vnLottery') })).toBeInTheDocument();
  });

  it('[S2-2.38] [S2-4.19] [S2-8.15] [S2-9.13] /speedTest times each domain\'s speed image (/res/logo.png) and shows its speed class', async () => {
    sitePlatform({ replies: [on(systemCalls.domainRoute, ok([{ domainName: 'http://localhost' }, { domainName: 'dead.example' }]))] });
    // the browser's image loading, at the test's edge: this origin's image loads, the other line is down
    const asked: string[] = [];
    class SpeedImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        if (!url) return;
        asked.push(url);
        setTimeout(() => (url.includes('dead.example') ? this.onerror?.() : this.onload?.()), 5);
      }
    }
    vi.stubGlobal('Image', SpeedImage);
    renderApp('/speedTest');
    const rows = await screen.findAllByTestId('speed-row');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[1]).toHaveTextContent(t('speed.unreachable')));
    await waitFor(() => expect(rows[0]).toHaveTextContent(/\d+ ms/));
    expect(asked.map((u) => new URL(u).pathname).sort()).toEqual(['/res/logo.png', '/res/logo.png']);
    expect(asked.map((u) => new URL(u).hostname).sort()).toEqual(['dead.example', 'localhost']);
  });

  it('an unknown path shows the not-found page', async () => {
    sitePlatform();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.notFound') })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('[S2-2.39] /maintenance goes home when neither maintenance nor a region block is on', async () => {
    sitePlatform();
    const { router } = renderApp('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('[S2-2.13] the language route switches the language and goes home', async () => {
    sitePlatform();
    await changeLanguage('CN');
    const { router } = renderApp('/lang/TH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(i18n.language).toBe('TH');
    expect(localStorage.getItem('language')).toBe('TH');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('the header navigation is built from the merchant menu with translated labels', async () => {
    sitePlatform();
    renderApp('/');
    const nav = (await screen.findAllByRole('navigation', { name: t('header.mainNav') }))[0]!;
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('nav.Promotion') })).toHaveAttribute('href', '/promotion'));
    expect(within(nav).getByRole('link', { name: t('nav.LOTT') })).toHaveAttribute('href', '/lottery');
  });

  it('guests get log-in and join buttons leading to /login and /register', async () => {
    sitePlatform();
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: t('header.login') })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: t('header.register') })).toHaveAttribute('href', '/register');
  });

  it('the shell still renders with defaults and offers a retry when the settings call fails', async () => {
    sitePlatform({ replies: [on(systemCalls.settings, fail(503, 'unknown_error'))] });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t('app.retry') })).toBeInTheDocument();
  });
});
