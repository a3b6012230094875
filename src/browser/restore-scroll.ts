/** How long a restore waits for the page to grow tall enough (pages of a list load one by one). */
const GIVE_UP_MS = 10_000;
/** What the player does to scroll by themselves: the restore stops at once and leaves them be. */
const playerScrolls = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window back to `y` once the page below has rendered: a list that loads its pages as
 * the player nears its end (a virtualised grid sized by the games it holds) is short at first, so
 * each time the page grows the window goes as far down as it can, which asks for the next page,
 * until `y` is reached. Returns a stop function.
 */
export function restoreWindowScroll(y: number, root: HTMLElement = document.documentElement): () => void {
  let stopped = false;
  const room = () => root.scrollHeight - window.innerHeight;
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => step());
  const timer = setTimeout(() => stop(), GIVE_UP_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of playerScrolls) window.removeEventListener(type, stop, true);
  }
  function step() {
    if (stopped) return;
    window.scrollTo({ top: Math.min(y, Math.max(0, room())), behavior: 'instant' });
    if (room() >= y) stop();
  }
  for (const type of playerScrolls) window.addEventListener(type, stop, { capture: true, passive: true });
  observer?.observe(document.body);
  step();
  return stop;
}
