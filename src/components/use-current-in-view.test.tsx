import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentInView } from './use-current-in-view';

// A 100 px wide row of five 60 px entries (happy-dom has no layout: the boxes are given).
const ENTRY = 60;
const ROW = 100;

function Row({ current, ids = ['a', 'b', 'c', 'd', 'e'] }: { current: string; ids?: string[] }) {
  const ref = useCurrentInView<HTMLUListElement>(current);
  return (
    <ul ref={ref} aria-label="Pages">
      {ids.map((id, i) => (
        <li key={id} data-index={i} aria-current={id === current ? 'page' : undefined}>
          {id}
        </li>
      ))}
    </ul>
  );
}

function layOut(row: HTMLElement) {
  Object.defineProperty(row, 'scrollWidth', { value: ENTRY * 5, configurable: true });
  Object.defineProperty(row, 'clientWidth', { value: ROW, configurable: true });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this === row) return { left: 0, right: ROW } as DOMRect;
    const left = Number((this as HTMLElement).dataset.index) * ENTRY - row.scrollLeft;
    return { left, right: left + ENTRY } as DOMRect;
  });
}

/** Two frames: the hook measures in the frame after the render. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('useCurrentInView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the row, not the page, to a current entry out of view, once per change', async () => {
    const { rerender } = render(<Row current="a" />);
    const row = screen.getByRole('list', { name: 'Pages' });
    layOut(row);
    rerender(<Row current="d" />);
    // d spans 180–240: the row moves (in the next frame) so that it ends 16 px inside the right edge.
    await vi.waitFor(() => expect(row.scrollLeft).toBe(240 - ROW + 16));

    // The player scrolls the row back; a render with the same current leaves it there.
    row.scrollLeft = 0;
    rerender(<Row current="d" />);
    await nextFrame();
    expect(row.scrollLeft).toBe(0);

    rerender(<Row current="b" />);
    await vi.waitFor(() => expect(row.scrollLeft).toBe(0 + (120 - ROW) + 16));
  });

  it('brings the current entry back into view when entries arrive before it', async () => {
    const { rerender } = render(<Row current="c" ids={['c', 'd', 'e']} />);
    const row = screen.getByRole('list', { name: 'Pages' });
    layOut(row);
    expect(row.scrollLeft).toBe(0);
    // Two pages that depend on data appear before it: c now spans 120–180.
    rerender(<Row current="c" ids={['a', 'b', 'c', 'd', 'e']} />);
    await vi.waitFor(() => expect(row.scrollLeft).toBe(180 - ROW + 16));
  });
});
