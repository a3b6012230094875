import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { categoryOfPath } from '../../lib/routes';
import { takeScrollRestore } from '../../browser/lobby-return';

/**
 * SPEC 2.1: after a navigation the page scrolls to the top when the route name changes (smoothly
 * for category navigation); a change of query or hash alone keeps the position. A way back that
 * asked for a position (Back to the lobby from a game) gets that position instead, once the list
 * has rendered.
 */
export function useScrollOnRouteChange() {
  const { pathname, search } = useLocation();
  const previous = useRef(pathname);
  const stopRestore = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRestore.current?.(), []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    stopRestore.current?.();
    const restore = takeScrollRestore(`${pathname}${search}`);
    if (restore !== null) {
      // Its own small chunk: only a way back from a game needs it.
      let stopped = false;
      stopRestore.current = () => {
        stopped = true;
      };
      void import('../../browser/restore-scroll').then(({ restoreWindowScroll }) => {
        if (!stopped) stopRestore.current = restoreWindowScroll(restore);
      });
      return;
    }
    const smooth = categoryOfPath(pathname) !== null;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  }, [pathname, search]);
}
