import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { categoryOfPath } from '../../lib/routes';

/**
 * SPEC 2.1: after a navigation the page scrolls to the top when the route name changes (smoothly
 * for category navigation); a change of query or hash alone keeps the position.
 */
export function useScrollOnRouteChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const smooth = categoryOfPath(pathname) !== null;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  }, [pathname]);
}
