/**
 * Public surface of the home content (spec 2 §2, §3, §9; issue 13): banners, notices, the
 * advertisement popup, the winner board and the jackpot.
 *
 * Reuse the carousel for another banner group, e.g. the promotions page:
 * `<BannerCarouselSection groupName={BANNER_GROUP_PROMOTION} onGame={launch} />` fetches the
 * group and autoplays at 3000 ms for w_promotion (2500 ms otherwise, spec 2 §9); or
 * `<BannerCarousel banners={...} autoplayMs={...} />` with banners already in hand. A G banner
 * needs `onGame` (a route composes it with the games feature's launcher); without it the banner is
 * a picture only. URL banners open their link, P banners `/promotion#<id>` (`promotionPath`).
 */
export { BannerCarousel, BannerCarouselSection, useBannerAction, promotionPath, type BannerCarouselProps } from './components/banner-carousel';
export { NoticeTicker, noticePath } from './components/notice-strip';
export { NoticeBoard, type NoticeBoardProps } from './components/notice-board';
export { Pager, pagerWindow } from './components/pager';
export { AdPopup, popupsToShow } from './components/ad-popup';
export { WinnerBoard, JackpotBanner } from './components/winner-board';
export { useBanners, useNotices, getAnnouncementsQueryOptions } from './api/get-announcements';
