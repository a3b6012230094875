import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the viewport a part starts rendering: about a thumb's fling ahead. */
const NEAR_MARGIN = '320px 0px';

export interface RenderWhenNearProps {
  children: ReactNode;
  /**
   * The class of the box kept while the part is not rendered: its CSS gives it the part's height
   * (per screen size), so the page has its length and nothing below moves when the part arrives.
   */
  placeholderClass: string;
}

/**
 * Issue 16: a part below the fold is rendered when it comes near the viewport, not at the first
 * paint: a phone builds and lays out only what the player can see (fewer DOM nodes, shorter tasks
 * while the page starts). Once rendered it stays. Where the browser cannot tell (no
 * IntersectionObserver) it renders at once.
 */
export function RenderWhenNear({ children, placeholderClass }: RenderWhenNearProps) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return <div ref={box} className={placeholderClass} />;
}
