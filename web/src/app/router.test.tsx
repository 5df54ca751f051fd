import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { i18n, changeLanguage } from '../lib/i18n';
import { SITE_ROUTES } from './routes';
import { installFakePlatform } from './testing/fake-platform';
import { renderApp } from './testing/render-app';

const t = (key: string) => i18n.t(key, { ns: 'shell' });

/** A concrete URL for each route pattern. */
const concrete = (path: string) => path.replace('/:gamePage?', '/slots').replace(':lang', 'EN');

beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('EN');
  installFakePlatform();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('site routes', () => {
  const pages = SITE_ROUTES.filter((r) => !['home', 'index', 'maintenance', 'lang', 'notFound'].includes(r.id));

  // pages whose feature has landed render it; the rest show the translated "coming soon" panel
  const built = new Set(['/speedTest', '/register', '/login']);
  // the games feature's pages (web/src/features/games)
  for (const p of ['/seamless', '/trial', '/electron', '/live', '/sports', '/esports', '/fish', '/pvp', '/rng', '/more/:gamePage?']) built.add(p);
  // the lottery feature's pages (web/src/features/lottery)
  for (const p of ['/lottery', '/lott', '/vnLottery', '/vnlottery', '/elott', '/trend']) built.add(p);

  it.each(pages.map((r) => [r.path, r.titleKey] as const))(
    '[S1-2.3] [S1-2.4] [S1-2.5] [S2-2.3] [S2-2.5] [S2-2.13] %s renders its titled page inside the shell, never a blank',
    async (path, titleKey) => {
      renderApp(concrete(path));
      expect(await screen.findByRole('heading', { level: 1, name: t(`pages.${titleKey}`) })).toBeInTheDocument();
      if (!built.has(path)) expect(screen.getByTestId('page-placeholder')).toHaveTextContent(t('placeholder.badge'));
      // the shell is there too: header navigation and footer
      expect(await screen.findByRole('link', { name: i18n.t('header.homeLink', { ns: 'shell', name: 'Demo Lotto' }) })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('[S1-2.1] [S2-2.1] / renders the home page with its hero, notice strip and game categories', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
    expect(screen.getByTestId('notice-strip')).toBeInTheDocument();
    for (const kind of ['lottery', 'live', 'rng', 'fish', 'pvp', 'sports', 'esports']) {
      expect(screen.getByTestId(`category-${kind}`)).toHaveAttribute('href');
    }
    expect(screen.getByTestId('category-lottery')).toHaveAttribute('href', '/lottery');
  });

  it('[S1-2.2] [S2-2.2] /index renders home as well', async () => {
    renderApp('/index');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('both spellings of the Vietnam lottery path are served (spec 2 §2) [S2-2.7]', async () => {
    renderApp('/vnlottery?gameCode=VN1');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.vnLottery') })).toBeInTheDocument();
  });

  it('[S2-2.38] [S2-4.19] /speedTest lists every domain with its response time and speed class', async () => {
    installFakePlatform({ domainRoutes: [{ domainName: 'http://localhost' }, { domainName: 'dead.example' }] });
    renderApp('/speedTest');
    const rows = await screen.findAllByTestId('speed-row');
    expect(rows).toHaveLength(2);
    await waitFor(() => expect(rows[1]).toHaveTextContent(t('speed.unreachable')));
    await waitFor(() => expect(rows[0]).toHaveTextContent(/\d+ ms/));
  });

  it('an unknown path shows the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: t('pages.notFound') })).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });

  it('[S2-2.39] /maintenance goes home when neither maintenance nor a region block is on', async () => {
    const { router } = renderApp('/maintenance');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('[S2-2.13] the language route switches the language and goes home', async () => {
    await changeLanguage('CN');
    const { router } = renderApp('/lang/TH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(i18n.language).toBe('TH');
    expect(localStorage.getItem('language')).toBe('TH');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
  });

  it('the header navigation is built from the merchant menu with translated labels', async () => {
    renderApp('/');
    const nav = (await screen.findAllByRole('navigation', { name: t('header.mainNav') }))[0]!;
    await waitFor(() => expect(within(nav).getByRole('link', { name: t('nav.Promotion') })).toHaveAttribute('href', '/promotion'));
    expect(within(nav).getByRole('link', { name: t('nav.LOTT') })).toHaveAttribute('href', '/lottery');
  });

  it('guests get log-in and join buttons leading to /login and /register', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: t('header.login') })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: t('header.register') })).toHaveAttribute('href', '/register');
  });

  it('the shell still renders with defaults and offers a retry when the settings call fails', async () => {
    installFakePlatform({ failures: { '/wps/system/settings/consolidated': { status: 503, errorCode: 'unknown_error' } } });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.heroTitle') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t('app.retry') })).toBeInTheDocument();
  });
});
