import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

/** A media query list that counts reads of `matches` and sends change events when told. */
let matches = false;
let reads = 0;
const listeners = new Set<(event: { matches: boolean }) => void>();
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        reads += 1;
        return matches;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    }) as unknown as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

function Motion() {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {reduced ? 'still' : 'moving'} {renders}
    </button>
  );
}

describe('useMediaQuery', () => {
  it('follows the change events and reads `matches` only once, whatever renders', () => {
    render(
      <>
        <Motion />
        <Motion />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first!.textContent).toBe('moving 0');
    // Renders do not read the list again: Chromium drops a change event after such a read.
    for (let i = 0; i < 3; i++) act(() => first!.click());
    expect(first!.textContent).toBe('moving 3');
    expect(reads).toBe(1);

    matches = true;
    act(() => {
      for (const notify of listeners) notify({ matches: true });
    });
    expect(first!.textContent).toBe('still 3');
    // The one that did not render on its own follows too.
    expect(second!.textContent).toBe('still 0');
    expect(reads).toBe(1);
  });
});
