import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuietMoment } from './use-quiet-moment';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const press = () => act(() => void window.dispatchEvent(new Event('pointerdown')));

describe('useQuietMoment', () => {
  it('is quiet until the player acts, then again once they stop for the given time', () => {
    const { result } = renderHook(() => useQuietMoment(3_000));
    expect(result.current).toBe(true);
    press();
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(2_000));
    // Another tap restarts the wait.
    press();
    act(() => void vi.advanceTimersByTime(2_999));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('counts keys and the wheel as acting too', () => {
    const { result } = renderHook(() => useQuietMoment(1_000));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1_000));
    act(() => void window.dispatchEvent(new Event('wheel')));
    expect(result.current).toBe(false);
  });
});
