import { useEffect, useState } from 'react';

/** True once the window has scrolled further than `px` (back-to-top, spec 2 §9: 200 px). */
export function useScrollPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    // a scroll between the render and now is read with the next frame, whose layout the browser
    // makes anyway: reading scrollY here would lay the freshly committed page out once more first
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [px]);
  return past;
}
