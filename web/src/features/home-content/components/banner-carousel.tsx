import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import { BANNER_AUTOPLAY_ALT_MS, BANNER_AUTOPLAY_MS, BANNER_GROUP_HOME, BANNER_GROUP_PROMOTION, type Banner } from '@lotto/contract';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../components/ui/cn';
import { useDialogInPage } from '../../../lib/dialog-presence';
import { useBanners } from '../api/get-announcements';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

/** How near its banner a step ends, in CSS px: the last jump is under half a device pixel on a phone. */
const SETTLED_PX = 0.25;
/** An autoplay step's glide: a CSS transition of the track, run by the compositor. */
const GLIDE = 'transform 450ms cubic-bezier(0.22, 0.61, 0.36, 1)';

/** The promotions page's link of a promotion (spec 2 §2: the card named by the URL hash opens). */
export const promotionPath = (promotionId: string): string => `/promotion#${encodeURIComponent(promotionId)}`;

/** What a banner does when chosen (spec 2 §3 linkageType): URL opens the link, P the promotion, G the game. */
export function useBannerAction(onGame?: (banner: Banner) => void): ((banner: Banner) => void) | null {
  const navigate = useNavigate();
  return useCallback(
    (banner: Banner) => {
      const link = banner.linkage?.trim() ?? '';
      switch (banner.linkageType) {
        case 'URL':
          if (link.startsWith('/') && !link.startsWith('//')) void navigate(link);
          else if (/^https?:\/\//i.test(link)) window.open(link, '_blank', 'noopener,noreferrer');
          return;
        case 'P':
          if (link) void navigate(promotionPath(link));
          return;
        case 'G':
          onGame?.(banner);
          return;
        default:
      }
    },
    [navigate, onGame],
  );
}

/** A banner that does something when chosen; one without linkage (or a game with no launcher given) is a picture only. */
const actionable = (banner: Banner, hasGame: boolean): boolean =>
  (banner.linkageType === 'URL' && !!banner.linkage && (/^https?:\/\//i.test(banner.linkage) || (banner.linkage.startsWith('/') && !banner.linkage.startsWith('//')))) ||
  (banner.linkageType === 'P' && !!banner.linkage) ||
  (banner.linkageType === 'G' && hasGame);

export interface BannerCarouselProps {
  banners: readonly Banner[];
  /** Autoplay step; spec 2 §9: 2500 ms (home), 3000 ms in the other view (promotions). */
  autoplayMs?: number;
  /** Launches a G banner's game (compose with the games feature's launcher in a route). */
  onGame?: (banner: Banner) => void;
  className?: string;
}

/**
 * The banner carousel (spec 2 §2, §3, §9): artwork at a fixed 3:1 ratio (no layout shift), autoplay
 * that pauses on hover, on keyboard focus and for prefers-reduced-motion, swipe on touch screens
 * (embla), previous/next buttons and one dot per banner.
 *
 * Autoplay also waits while nobody can see it: the carousel scrolled out of the window, or a dialog
 * or menu over the page (the advertisement popup on a first visit). An autoplay step (the loop's
 * wrap from the last banner to the first too) is a CSS transition of the track, which the compositor
 * runs; embla's own easing, driven frame by frame from script, moves the rest (swipes, dots,
 * arrows). On a phone with a quarter of a desktop's speed the script-driven steps took a third of
 * the page's main thread while it sat at the top, half of it Chrome laying the page's layers out
 * again each frame (bench/page-idle-cpu.mjs).
 */
export function BannerCarousel({ banners, autoplayMs = BANNER_AUTOPLAY_MS, onGame, className }: BannerCarouselProps) {
  const { t } = useTranslation('homeContent');
  const id = useId();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const inView = useInView(sectionRef);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: reduced ? 0 : 25 });
  const act = useBannerAction(onGame);
  const count = banners.length;
  const current = count ? index % count : 0;

  // embla's swipes move the index; the index moves embla (once it has measured one snap per banner)
  const measured = useCallback(() => !!embla && embla.scrollSnapList().length === count, [embla, count]);
  /** The next index change is an autoplay step. */
  const autoStep = useRef(false);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      if (measured()) setIndex(embla.selectedScrollSnap());
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, measured]);
  // the glide of an autoplay step (see below): `go` starts one, `stop` ends one early
  const glider = useRef<{ go: (from: number, to: number) => void; stop: () => void } | null>(null);
  useEffect(() => {
    if (!embla) return;
    const track = embla.containerNode();
    const engine = embla.internalEngine();
    const at = (px: number) => `translate3d(${px}px,0px,0px)`;
    /** The wrap's first banner, waiting after the last one, and its own transform to give back. */
    let borrowed: { slide: HTMLElement; prior: string } | null = null;
    const stop = (arrived: boolean) => {
      track.style.transition = '';
      if (!borrowed) return;
      borrowed.slide.style.transform = borrowed.prior;
      borrowed = null;
      // the track goes to where embla has it (at the end of the wrap: the first banner's own place,
      // in the same frame as the banner goes back there), then embla takes over
      track.style.transform = at(arrived ? engine.scrollSnaps[0]! : engine.location.get());
      if (arrived) embla.scrollTo(0, true);
    };
    const go = (from: number, to: number) => {
      stop(false);
      track.style.transition = GLIDE;
      if (to === from + 1) {
        embla.scrollTo(to, true);
        return;
      }
      // the loop's wrap: the first banner waits after the last one, as embla's loop puts it while
      // it eases there, and the track glides one banner on
      const first = embla.slideNodes()[0]!;
      const step = engine.scrollSnaps[0]! - engine.scrollSnaps[1]!;
      borrowed = { slide: first, prior: first.style.transform };
      first.style.transform = at(step * engine.scrollSnaps.length);
      track.style.transform = at(engine.location.get() - step);
    };
    glider.current = { go, stop: () => stop(false) };
    const ended = (e: TransitionEvent) => {
      if (e.target === track) stop(e.type === 'transitionend');
    };
    // a finger on the track, or a new measure of the slides, ends a glide where embla is
    const interrupted = () => stop(false);
    track.addEventListener('transitionend', ended);
    track.addEventListener('transitioncancel', ended);
    embla.on('pointerDown', interrupted);
    embla.on('reInit', interrupted);
    return () => {
      track.removeEventListener('transitionend', ended);
      track.removeEventListener('transitioncancel', ended);
      embla.off('pointerDown', interrupted);
      embla.off('reInit', interrupted);
      stop(false);
      glider.current = null;
    };
  }, [embla]);
  useEffect(() => {
    const step = autoStep.current;
    autoStep.current = false;
    if (!embla || !measured()) return;
    const from = embla.selectedScrollSnap();
    if (from === current) return;
    // An autoplay step glides: the track moves one banner on under a CSS transition the browser's
    // compositor runs, so the main thread draws no frame of it (embla's own steps are animations
    // driven frame by frame, each frame laying out the page's layers again); embla is put on the
    // banner at once. A swipe, a dot or an arrow keep embla's easing.
    const wraps = from === count - 1 && current === 0 && embla.internalEngine().slideLooper.canLoop();
    if (step && !reduced && (current === from + 1 || wraps)) glider.current?.go(from, current);
    else {
      // (embla's easing under a CSS transition would lag each of its frames behind)
      glider.current?.stop();
      embla.scrollTo(current, reduced);
    }
  }, [embla, measured, current, reduced, count]);
  // embla eases each step towards its banner until less than a thousandth of a pixel is left: the
  // last ~0.7 s of a step's ~1.7 s are frames in which nothing on screen moves. Once under
  // SETTLED_PX from the banner the step ends at it (embla's instant mode for its last update); the
  // next step or swipe sets its own easing again.
  useEffect(() => {
    if (!embla) return;
    const engine = embla.internalEngine();
    const onScroll = () => {
      if (!engine.dragHandler.pointerDown() && Math.abs(engine.target.get() - engine.location.get()) < SETTLED_PX) engine.scrollBody.useDuration(0);
    };
    embla.on('scroll', onScroll);
    return () => {
      embla.off('scroll', onScroll);
    };
  }, [embla]);

  // the page is watched for dialogs only while nothing else holds the autoplay
  const held = hovered || focused || reduced || count < 2 || !inView;
  const covered = useDialogInPage(!held);
  const paused = held || covered;
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => {
      autoStep.current = true;
      setIndex((i) => (i + 1) % count);
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [paused, current, count, autoplayMs]);

  if (count === 0) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="banner-carousel"
      data-paused={paused ? 'true' : 'false'}
      className={cn('group relative overflow-hidden rounded-card border border-border bg-surface', className)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div id={id} className="flex touch-pan-y" aria-live={paused ? 'polite' : 'off'}>
          {banners.map((banner, i) => {
            const label = t('carousel.slide', { n: i + 1, total: count });
            const img = (
              <img
                src={banner.url}
                alt=""
                width={1200}
                height={400}
                draggable={false}
                loading={i === 0 ? 'eager' : 'lazy'}
                className="block aspect-[3/1] size-full object-cover"
              />
            );
            return (
              <div
                key={banner.bannerId}
                role="group"
                aria-roledescription="slide"
                aria-label={label}
                aria-hidden={i !== current}
                data-testid="banner-slide"
                data-current={i === current ? 'true' : 'false'}
                className="relative aspect-[3/1] min-w-0 flex-[0_0_100%]"
              >
                {actionable(banner, !!onGame) && act ? (
                  <button
                    type="button"
                    tabIndex={i === current ? 0 : -1}
                    aria-label={t(`carousel.open${banner.linkageType === 'G' ? 'Game' : banner.linkageType === 'P' ? 'Promotion' : 'Link'}`, { n: i + 1 })}
                    className="block size-full cursor-pointer"
                    // embla swallows the click that ends a swipe
                    onClick={() => act(banner)}
                  >
                    {img}
                  </button>
                ) : (
                  img
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            aria-controls={id}
            aria-label={t('carousel.previous')}
            onClick={() => go(current - 1)}
            className="absolute top-1/2 left-2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white opacity-0 transition group-hover:opacity-100 focus-visible:opacity-100 sm:grid"
          >
            <Icon name="chevronRight" className="size-5 rotate-180" />
          </button>
          <button
            type="button"
            aria-controls={id}
            aria-label={t('carousel.next')}
            onClick={() => go(current + 1)}
            className="absolute top-1/2 right-2 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-black/40 text-white opacity-0 transition group-hover:opacity-100 focus-visible:opacity-100 sm:grid"
          >
            <Icon name="chevronRight" className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex justify-center gap-0.5">
            {banners.map((banner, i) => (
              <button
                key={banner.bannerId}
                type="button"
                aria-controls={id}
                aria-label={t('carousel.show', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
                className="grid size-6 items-center justify-items-start"
              >
                {/* the dot grows from a fixed left edge and is centred by a transform: a layout shift neither way */}
                <span className={cn('block h-1.5 rounded-full transition-all', i === current ? 'w-5 translate-x-0.5 bg-white' : 'w-1.5 translate-x-[9px] bg-white/60')} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/**
 * A banner group fetched and shown (the home page's w_home, the promotions page's w_promotion),
 * with the group's autoplay step; `placeholder` (a fixed 3:1 shimmer unless given) while it loads,
 * nothing when the group is empty.
 */
export function BannerCarouselSection({
  groupName = BANNER_GROUP_HOME,
  autoplayMs,
  onGame,
  className,
  placeholder,
}: {
  groupName?: string;
  autoplayMs?: number;
  onGame?: (banner: Banner) => void;
  className?: string;
  placeholder?: ReactNode;
}) {
  const { banners, isPending } = useBanners(groupName);
  if (isPending) return placeholder ?? <Skeleton className={cn('aspect-[3/1] w-full rounded-card', className)} />;
  return <BannerCarousel banners={banners} onGame={onGame} className={className} autoplayMs={autoplayMs ?? (groupName === BANNER_GROUP_PROMOTION ? BANNER_AUTOPLAY_ALT_MS : BANNER_AUTOPLAY_MS)} />;
}
