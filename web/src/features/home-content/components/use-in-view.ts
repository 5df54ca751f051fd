import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is inside the window, followed by an IntersectionObserver; true
 * until the browser has said otherwise (and where it has no IntersectionObserver), so what waits
 * on it never stands still by mistake.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
