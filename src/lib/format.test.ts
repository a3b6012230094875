import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, gmtLabel } from './format';

describe('formatting', () => {
  it('shows amounts with separators and 2 decimals', () => {
    expect(formatAmount(1234567.5, 'EN')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'BN')).toBe('12,34,567.50'); // Bangladeshi grouping, Latin digits
    expect(formatAmount(0, 'EN')).toBe('0.00');
  });

  it('names the GMT offset', () => {
    expect(gmtLabel(360)).toBe('GMT+6');
    expect(gmtLabel(330)).toBe('GMT+5:30');
    expect(gmtLabel(-180)).toBe('GMT-3');
  });

  it('shows a date-time in the given offset', () => {
    expect(formatDateTime('2026-11-22T12:00:00Z', 360, 'EN')).toBe('Nov 22, 2026, 18:00 (GMT+6)');
  });
});
