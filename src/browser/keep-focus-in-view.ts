/** Fields a phone's on-screen keyboard opens for. */
const TYPED =
  'input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"]), textarea, select';

/**
 * A focused field stays in view when the on-screen keyboard opens. With
 * `interactive-widget=resizes-content` (index.html) Chrome on Android shrinks the page to the space
 * above the keyboard; iOS shrinks the visual viewport. Either way the window or the visual viewport
 * is resized, and a field the keyboard now covers is scrolled to the middle of what is left, inside
 * whatever popup or page scrolls it. Returns a function that stops it.
 */
export function keepFocusInView(win: Window = window): () => void {
  const onResize = () => {
    const field = win.document.activeElement;
    if (!(field instanceof HTMLElement) || !field.matches(TYPED)) return;
    const visibleHeight = win.visualViewport?.height ?? win.innerHeight;
    const box = field.getBoundingClientRect();
    if (box.top < 0 || box.bottom > visibleHeight) field.scrollIntoView({ block: 'center' });
  };
  win.addEventListener('resize', onResize);
  win.visualViewport?.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
    win.visualViewport?.removeEventListener('resize', onResize);
  };
}
