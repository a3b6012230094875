import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterAfter } from './game-card-model';
import { useCounterTicks } from './use-card-counter';

// The card's counter, as the card runs it: its shared clock, on screen (no observer counts as in
// view), advanced with a simulated clock.
describe('the game card counter clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('SPEC 9 game-card-counter: ticks once every 3 s, each tick adding 165.11', () => {
    const ref = { current: document.createElement('div') };
    const { result } = renderHook(() => useCounterTicks(ref));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(2_999));
    // Not before 3 s.
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current).toBe(3);
    // The value shown after those ticks.
    expect(counterAfter('100123', result.current) - counterAfter('100123', 0)).toBeCloseTo(495.33, 2);
  });
});
