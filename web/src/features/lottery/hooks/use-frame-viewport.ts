import { useEffect, useState, type RefObject } from 'react';
import { siteViewportBand } from '../../../lib/site-chrome';
import { frameOrigin, readFrameHeight, visibleViewport } from '../model/frame-messages';

/**
 * A frame as tall as its page (docs/decisions/0015-lottery-frame-height.md): tells the framed page
 * the part of the frame the player sees (on load, scroll, resize and whenever the frame's box
 * changes, at most once a frame) and answers the height the page reports, or null until it does
 * (a page that never reports keeps the frame's fallback size). An empty `src` turns it off.
 */
export function useFrameViewport(frameRef: RefObject<HTMLIFrameElement | null>, src: string): number | null {
  const [reported, setReported] = useState<{ src: string; height: number } | null>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || !src) return;
    const origin = frameOrigin(src, window.location.href);
    if (!origin) return;
    let raf = 0;
    const post = () => {
      raf = 0;
      const r = frame.getBoundingClientRect();
      frame.contentWindow?.postMessage(visibleViewport({ top: r.top, height: r.height }, siteViewportBand()), origin);
    };
    const schedule = () => {
      if (!raf) raf = window.requestAnimationFrame(post);
    };
    const onMessage = (e: MessageEvent) => {
      const height = readFrameHeight(e, { window: frame.contentWindow, origin });
      if (height !== null) setReported({ src, height });
    };
    window.addEventListener('message', onMessage);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    frame.addEventListener('load', schedule);
    const box = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    box?.observe(frame);
    schedule();
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      frame.removeEventListener('load', schedule);
      box?.disconnect();
      if (raf) window.cancelAnimationFrame(raf);
    };
  }, [frameRef, src]);
  return reported?.src === src ? reported.height : null;
}
