import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatClock,
  formatCount,
  formatDateTime,
  formatDay,
  formatDayMonth,
  formatMoney,
  formatZonedTime,
  gmtLabel,
} from './format';

const BENGALI_DIGIT = /[০-৯]/;

describe('formatting', () => {
  it('shows amounts with separators and 2 decimals', () => {
    // SPEC 9 amount-display: thousands separators and 2 decimals.
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

  it('shows a date-time in the given offset, day month year in both languages', () => {
    expect(formatDateTime('2026-11-22T12:00:00Z', 360, 'EN')).toBe('22 Nov 2026, 18:00 (GMT+6)');
    expect(formatDateTime('2026-11-22T12:00:00Z', 360, 'BN')).toBe('22 নভে 2026, 18:00 (GMT+6)');
    // Midnight is 00:00 in both languages, never 24:00 of the day before.
    expect(formatDateTime('2026-11-22T18:00:00Z', 360, 'EN')).toBe('23 Nov 2026, 00:00 (GMT+6)');
    // Where the zone is stated once nearby (a phone's cards), the time goes without it.
    expect(formatZonedTime('2026-11-22T18:00:00Z', 360, 'EN')).toBe('23 Nov 2026, 00:00');
    expect(formatZonedTime('2026-09-05T03:04:00Z', -180, 'EN')).toBe('5 Sep 2026, 00:04');
  });

  it('writes a calendar day the way it writes a date-time, with or without the year', () => {
    expect(formatDay('2026-11-28', 'EN')).toBe('28 Nov 2026');
    expect(formatDay('2026-11-28', 'BN')).toBe('28 নভে 2026');
    expect(formatDayMonth('2026-01-03', 'EN')).toBe('3 Jan');
    expect(formatDayMonth('2026-01-03', 'BN')).toBe('3 জানু');
  });

  it('writes no Bengali digit in Bengali: dates, every month, amounts, counts', () => {
    for (let month = 0; month < 12; month += 1) {
      const iso = new Date(Date.UTC(2026, month, 28, 14, 5)).toISOString();
      expect(formatDateTime(iso, 360, 'BN')).not.toMatch(BENGALI_DIGIT);
      expect(formatDay(iso.slice(0, 10), 'BN')).not.toMatch(BENGALI_DIGIT);
    }
    expect(formatMoney(200_000, 'BN')).not.toMatch(BENGALI_DIGIT);
    expect(formatCount(1_234_567, 'BN')).not.toMatch(BENGALI_DIGIT);
  });

  it('puts the taka sign on money, grouped as each language writes it', () => {
    expect(formatMoney(200_000, 'BN')).toBe('৳2,00,000.00');
    expect(formatMoney(200_000, 'EN')).toBe('৳200,000.00');
    expect(formatMoney(-5, 'EN', 'USDT ')).toBe('USDT -5.00');
  });

  it('writes counts whole, grouped as the language groups money', () => {
    expect(formatCount(1_234_567, 'EN')).toBe('1,234,567');
    expect(formatCount(1_234_567, 'BN')).toBe('12,34,567');
    expect(formatCount(999, 'BN')).toBe('999');
    expect(formatCount(-1500.4, 'EN')).toBe('-1,500');
  });

  it('reads the agent clock in the given GMT offset, 00 at midnight, Latin digits', () => {
    const at = Date.parse('2026-11-23T18:05:09Z');
    expect(formatClock(at, 360)).toBe('2026-11-24 00:05:09');
    expect(formatClock(at, 0)).toBe('2026-11-23 18:05:09');
    expect(formatClock(at, -180)).toBe('2026-11-23 15:05:09');
    expect(formatClock(Date.parse('2026-01-02T00:00:05Z'), 0)).toBe('2026-01-02 00:00:05');
  });
});
