import { BANNER_STILL_ID } from '@lotto/contract';
import { Skeleton } from './skeleton';

/**
 * The image the server painted into the page's skeleton as the home banner's still
 * (BANNER_STILL_ID), read once, when this module loads with the first page's modules: before the
 * first render replaces the skeleton.
 */
const served = typeof document === 'undefined' ? null : (document.querySelector<HTMLImageElement>(`img#${BANNER_STILL_ID}`)?.getAttribute('src') ?? null);

/**
 * The home banner's box while its carousel loads: the carousel's frame (border, 3:1 slide) holding
 * the still the page was served with, so the first banner stays on screen from the first paint to
 * the carousel; a shimmer where the page came without one. The build's skeleton renders the
 * shimmer with BANNER_STILL_ID, which the server fills on the home page.
 */
export function BannerStill() {
  return (
    <div className="overflow-hidden rounded-card border border-border bg-surface">
      {served ? (
        <img src={served} alt="" width={1200} height={400} className="block aspect-[3/1] w-full object-cover" />
      ) : (
        <Skeleton id={BANNER_STILL_ID} className="aspect-[3/1] w-full" />
      )}
    </div>
  );
}
