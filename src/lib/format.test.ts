import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime, formatZonedTime, gmtLabel } from './format';

describe('formatting', () => {
  it('shows amounts with separators and 2 decimals', () => {
    expect(formatAmount(1234567.5, 'EN')).toBe('1,234,567.50');
    expect(formatAmount(1234567.5, 'BN')).toBe('12,34,567.50'); // Bangladeshi grouping, Latin digits
    expect(formatAmount(0, 'EN')).toBe('0.00');
  });

  it('writes every amount as Intl.NumberFormat would, in both languages', () => {
    const intl = {
      EN: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      BN: new Intl.NumberFormat('bn-BD-u-nu-latn', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    } as const;
    // Edges (ties, negative zero, tiny and huge numbers, e-notation) and a seeded spread of sizes.
    const values = [
      0,
      -0,
      1e-7,
      0.005,
      1.005,
      2.675,
      -0.004,
      999.995,
      1000,
      99999.999,
      9999999999999.99,
      1e13,
      1e15,
      1e21,
      -1e22,
      NaN,
      Infinity,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 2000; i += 1) values.push((random() - 0.3) * 10 ** Math.floor(random() * 13));
    // Amounts as they arrive, with up to 3 decimals (ties at the third place round away from zero).
    for (let i = 0; i < 2000; i += 1)
      values.push(Math.round((random() - 0.3) * 10 ** Math.floor(random() * 10)) / 1000);
    for (const lang of ['EN', 'BN'] as const) {
      for (const value of values)
        expect(formatAmount(value, lang), `${value}`).toBe(intl[lang].format(value));
    }
  });

  it('names the GMT offset', () => {
    expect(gmtLabel(360)).toBe('GMT+6');
    expect(gmtLabel(330)).toBe('GMT+5:30');
    expect(gmtLabel(-180)).toBe('GMT-3');
  });

  it('shows a date-time in the given offset', () => {
    expect(formatDateTime('2026-11-22T12:00:00Z', 360, 'EN')).toBe('Nov 22, 2026, 18:00 (GMT+6)');
    // Midnight is 00:00 in both languages, never 24:00 of the day before.
    expect(formatDateTime('2026-11-22T18:00:00Z', 360, 'EN')).toBe('Nov 23, 2026, 00:00 (GMT+6)');
    // Where the zone is stated once nearby (a phone's cards), the time goes without it.
    expect(formatZonedTime('2026-11-22T18:00:00Z', 360, 'EN')).toBe('Nov 23, 2026, 00:00');
    expect(formatDateTime('2026-11-22T18:00:00Z', 360, 'BN')).toMatch(/^23 .+, 2026, 00:00 \(GMT\+6\)$/);
  });
});
