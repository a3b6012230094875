/**
 * Which slides of a carousel are worth building. A slider of twenty game cards built in
 * full would be a quarter of the home page's elements, most of them out of view. The slides in view,
 * the one before (a loop shows it when moving back) and the one after (autoplay's next step: it
 * moves a slide at a time, and the slide after that is built as it moves) are built; the rest stay
 * empty boxes until the slider comes near them. A player's touch, pointer or focus builds them all.
 */
export function nearSlides(current: number, perView: number, count: number, loop: boolean): number[] {
  const first = current - 1;
  const last = current + perView;
  const near = new Set<number>();
  for (let index = first; index <= last; index++) {
    if (loop) near.add(((index % count) + count) % count);
    else if (index >= 0 && index < count) near.add(index);
  }
  return [...near].sort((a, b) => a - b);
}

/** `built` grown by `near`: the same set when nothing is new, so a state update can be skipped. */
export function withSlides(built: ReadonlySet<number>, near: readonly number[]): ReadonlySet<number> {
  if (near.every((index) => built.has(index))) return built;
  return new Set([...built, ...near]);
}
