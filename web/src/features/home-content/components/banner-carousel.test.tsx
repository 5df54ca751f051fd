import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { announcementCalls, type Banner } from '@lotto/contract';
import { i18n, loadNamespaces } from '../../../lib/i18n';
import { fakePlatform, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';
import { BannerCarousel, BannerCarouselSection } from './banner-carousel';

const tr = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'homeContent', ...vars });

const banner = (n: number, over: Partial<Banner> = {}): Banner => ({
  bannerId: String(n),
  url: `/res/announcement-art/demo/${n}.svg`,
  linkage: '/lottery',
  linkageType: 'URL',
  roomId: null,
  nodeId: null,
  vendor: null,
  groupName: 'w_home',
  ...over,
});
const BANNERS = [
  banner(1),
  banner(2, { linkageType: 'P', linkage: '42' }),
  banner(3, { linkageType: 'G', linkage: 'fortune-tiger', nodeId: 'JDB-1', vendor: 'JDB' }),
  banner(4, { linkageType: 'URL', linkage: 'https://example.org/offer' }),
];

const current = () => screen.getAllByTestId('banner-slide').findIndex((s) => s.dataset.current === 'true');

function renderCarousel(ui: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

let reducedMotion = false;
beforeAll(async () => {
  await loadNamespaces(['homeContent']);
});
beforeEach(async () => {
  await resetSiteState({ language: 'EN', merchantCode: 'demo' });
  reducedMotion = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('banner carousel', () => {
  it('[S2-9.3] [S2-2.14] moves to the next banner every 2500 ms on the home page, and wraps round', () => {
    vi.useFakeTimers();
    renderCarousel(<BannerCarousel banners={BANNERS} />);
    expect(current()).toBe(0);
    act(() => {
  vi.advanceTimersByTime(2499);
});
    expect(current()).toBe(0);
    act(() => {
  vi.advanceTimersByTime(1);
});
    expect(current()).toBe(1);
    for (const next of [2, 3, 0]) {
      act(() => {
  vi.advanceTimersByTime(2500);
});
      expect(current()).toBe(next);
    }
    expect(screen.getByRole('button', { name: tr('carousel.show', { n: 1 }) })).toHaveAttribute('aria-current', 'true');
  });

  it('[S2-9.3] steps every 3000 ms for the promotions page group (w_promotion)', async () => {
    fakePlatform({ replies: [on(announcementCalls.list, ok({ banners: BANNERS.map((b) => ({ ...b, groupName: 'w_promotion' })), player: [], popup: [], promotion: [], hot: [] }))] });
    renderCarousel(<BannerCarouselSection groupName="w_promotion" />);
    await screen.findAllByTestId('banner-slide');
    vi.useFakeTimers();
    // the timer restarts with fake time once the slides render again
    act(() => {
  screen.getByRole('button', { name: tr('carousel.show', { n: 2 }) }).click();
});
    expect(current()).toBe(1);
    act(() => {
  vi.advanceTimersByTime(2999);
});
    expect(current()).toBe(1);
    act(() => {
  vi.advanceTimersByTime(1);
});
    expect(current()).toBe(2);
  });

  it('pauses while hovered or focused and stands still for reduced motion', () => {
    vi.useFakeTimers();
    renderCarousel(<BannerCarousel banners={BANNERS} />);
    const carousel = screen.getByTestId('banner-carousel');
    fireEvent.mouseEnter(carousel);
    act(() => {
  vi.advanceTimersByTime(10_000);
});
    expect(current()).toBe(0);
    fireEvent.mouseLeave(carousel);
    act(() => {
  vi.advanceTimersByTime(2500);
});
    expect(current()).toBe(1);
    act(() => {
  screen.getByRole('button', { name: tr('carousel.next') }).focus();
});
    act(() => {
  vi.advanceTimersByTime(10_000);
});
    expect(current()).toBe(1);
  });

  it('waits while a dialog or a menu is over the page, and steps again once it is gone', async () => {
    vi.useFakeTimers();
    renderCarousel(<BannerCarousel banners={BANNERS} />);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    // the page's change reaches the carousel through a mutation observer's delivery (a microtask)
    await act(async () => {
      document.body.append(dialog);
      await Promise.resolve();
    });
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-paused', 'true');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(current()).toBe(0);
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-paused', 'true');
    await act(async () => {
      dialog.remove();
      await Promise.resolve();
    });
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-paused', 'false');
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(current()).toBe(1);
  });

  it('does not autoplay when the person asks for reduced motion', () => {
    reducedMotion = true;
    vi.useFakeTimers();
    renderCarousel(<BannerCarousel banners={BANNERS} />);
    act(() => {
  vi.advanceTimersByTime(10_000);
});
    expect(current()).toBe(0);
    expect(screen.getByTestId('banner-carousel')).toHaveAttribute('data-paused', 'true');
  });

  it('[S2-3.1] acts on each linkage: URL opens the link, P the promotion, G launches the game', async () => {
    const onGame = vi.fn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const router = renderCarousel(<BannerCarousel banners={BANNERS} onGame={onGame} />);
    const slide = (n: number) => screen.getByRole('button', { hidden: true, name: tr(n === 2 ? 'carousel.openPromotion' : n === 3 ? 'carousel.openGame' : 'carousel.openLink', { n }) });

    act(() => {
  slide(3).click();
});
    expect(onGame).toHaveBeenCalledWith(BANNERS[2]);
    act(() => {
  slide(4).click();
});
    expect(open).toHaveBeenCalledWith('https://example.org/offer', '_blank', 'noopener,noreferrer');
    act(() => {
  slide(2).click();
});
    expect(router.state.location.pathname).toBe('/promotion');
    expect(router.state.location.hash).toBe('#42');
    await act(() => router.navigate('/'));
    act(() => {
  slide(1).click();
});
    expect(router.state.location.pathname).toBe('/lottery');
  });

  it('shows a G banner as a picture only when no launcher is given, and nothing for an empty group', () => {
    renderCarousel(<BannerCarousel banners={[BANNERS[2]!]} />);
    expect(screen.queryByRole('button', { name: tr('carousel.openGame', { n: 1 }) })).toBeNull();
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    // one banner: no dots, no arrows
    expect(screen.queryByRole('button', { name: tr('carousel.next') })).toBeNull();
  });
});
