import { useEffect, useRef, useState, type ReactNode } from 'react';
import { watchInView } from '../browser/use-on-screen';

/** How far below (and above) the viewport a part starts rendering: about a thumb's fling ahead. */
const NEAR_MARGIN = '320px 0px';

export interface RenderWhenNearProps {
  children: ReactNode;
  /**
   * The class and content of the box that shows while the part is not rendered: as tall as the part
   * at every screen size, so the page has its length and nothing below moves when the part arrives
   * (a tap lands where aimed).
   */
  placeholderClass: string;
  placeholder?: ReactNode;
}

/**
 * A part below the fold is rendered when it comes near the viewport, not at the first
 * paint: a phone builds and lays out only what the player can see (fewer DOM nodes, shorter tasks
 * while the page starts). Once rendered it stays. Where the browser cannot tell (no
 * IntersectionObserver) it renders at once (watchInView's rule).
 */
export function RenderWhenNear({ children, placeholderClass, placeholder }: RenderWhenNearProps) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    return watchInView(element, (inView) => inView && setNear(true), NEAR_MARGIN);
  }, [near]);
  if (near) return children;
  return (
    <div ref={box} className={placeholderClass} aria-hidden="true">
      {placeholder}
    </div>
  );
}
