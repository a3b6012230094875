import { describe, expect, it } from 'vitest';
import { clockText } from './clock-text';

describe('agent clock text', () => {
  it('reads the instant in the given GMT offset', () => {
    const at = Date.parse('2026-11-23T18:05:09Z');
    expect(clockText(at, 360, 'EN')).toBe('2026-11-24 00:05:09');
    expect(clockText(at, 0, 'EN')).toBe('2026-11-23 18:05:09');
    expect(clockText(at, -180, 'EN')).toBe('2026-11-23 15:05:09');
  });

  it('writes Bengali digits in Bengali', () => {
    expect(clockText(Date.parse('2026-01-02T03:04:05Z'), 0, 'BN')).toBe('২০২৬-০১-০২ ০৩:০৪:০৫');
  });

  it('shows midnight as 00 in both languages, never 24', () => {
    const midnight = Date.parse('2026-01-02T00:00:05Z');
    expect(clockText(midnight, 0, 'EN')).toBe('2026-01-02 00:00:05');
    expect(clockText(midnight, 0, 'BN')).toBe('২০২৬-০১-০২ ০০:০০:০৫');
  });
});
