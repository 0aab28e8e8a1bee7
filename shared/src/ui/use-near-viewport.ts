import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport a lazily loaded part starts loading, by default. */
export const NEAR_VIEWPORT_MARGIN_PX = 300;

/**
 * True once the element comes within `margin` of the viewport (and stays true): below-the-fold
 * parts of a page load their code and data only when the visitor scrolls towards them.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  margin = `${NEAR_VIEWPORT_MARGIN_PX}px`,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
