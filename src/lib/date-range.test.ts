import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesToInstants,
  earliestDate,
  instantsToDates,
  isCalendarDate,
  localDate,
  presetDates,
  presetRange,
  startOfLocalDay,
  validateCustomRange,
} from './date-range';

const DHAKA = 360; // GMT+6
const at = (iso: string) => Date.parse(iso);

describe('calendar dates in the member offset', () => {
  it('turns over at the member midnight, not at UTC midnight', () => {
    // 17:59 UTC is 23:59 in Dhaka; 18:00 UTC is already the next day there.
    expect(localDate(at('2026-11-22T17:59:59.999Z'), DHAKA)).toBe('2026-11-22');
    expect(localDate(at('2026-11-22T18:00:00.000Z'), DHAKA)).toBe('2026-11-23');
    // West of UTC the day ends later: 02:59 UTC is still the 22nd in GMT-3.
    expect(localDate(at('2026-11-23T02:59:00Z'), -180)).toBe('2026-11-22');
    expect(localDate(at('2026-11-23T03:00:00Z'), -180)).toBe('2026-11-23');
    // Half-hour offsets (GMT+5:30).
    expect(localDate(at('2026-11-22T18:29:00Z'), 330)).toBe('2026-11-22');
    expect(localDate(at('2026-11-22T18:30:00Z'), 330)).toBe('2026-11-23');
  });

  it('starts a member day at the right instant', () => {
    expect(new Date(startOfLocalDay('2026-11-23', DHAKA)).toISOString()).toBe('2026-11-22T18:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-11-23', 0)).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-11-23', -180)).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', -29)).toBe('2026-10-25');
  });

  it('knows a real date from a typed one that is not', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('22/11/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('quick ranges', () => {
  // 01:30 on 23 November in Dhaka, still the 22nd in UTC.
  const now = at('2026-11-22T19:30:00Z');

  it('today runs from the member midnight to the next one', () => {
    expect(presetRange('today', now, DHAKA)).toEqual({
      from: '2026-11-22T18:00:00.000Z',
      to: '2026-11-23T18:00:00.000Z',
    });
    // The same instant in UTC is still the 22nd.
    expect(presetRange('today', now, 0)).toEqual({
      from: '2026-11-22T00:00:00.000Z',
      to: '2026-11-23T00:00:00.000Z',
    });
  });

  it('yesterday is the member day before, ending where today begins', () => {
    const yesterday = presetRange('yesterday', now, DHAKA);
    expect(yesterday).toEqual({ from: '2026-11-21T18:00:00.000Z', to: '2026-11-22T18:00:00.000Z' });
    expect(yesterday.to).toBe(presetRange('today', now, DHAKA).from);
  });

  it('last 7 and last 30 days include today', () => {
    expect(presetDates('last7', now, DHAKA)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetDates('last30', now, DHAKA)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    const last7 = presetRange('last7', now, DHAKA);
    expect(Date.parse(last7.to) - Date.parse(last7.from)).toBe(7 * 86_400_000);
    expect(last7.to).toBe(presetRange('today', now, DHAKA).to);
  });

  it('moves on at the member midnight', () => {
    const before = presetRange('today', at('2026-11-22T17:59:59Z'), DHAKA);
    const after = presetRange('today', at('2026-11-22T18:00:00Z'), DHAKA);
    expect(after.from).toBe(before.to);
  });

  it('turns calendar days into a half-open range of instants, and back', () => {
    expect(datesToInstants({ from: '2026-11-01', to: '2026-11-01' }, DHAKA)).toEqual({
      from: '2026-10-31T18:00:00.000Z',
      to: '2026-11-01T18:00:00.000Z',
    });
    for (const offset of [DHAKA, 0, -180, 330]) {
      const days = { from: '2026-10-25', to: '2026-11-23' };
      expect(instantsToDates(datesToInstants(days, offset), offset)).toEqual(days);
    }
    expect(instantsToDates(presetRange('yesterday', now, DHAKA), DHAKA)).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });
});

describe('custom range validation', () => {
  const now = at('2026-11-22T19:30:00Z'); // 23 November in Dhaka
  const check = (from: string, to: string) => validateCustomRange({ from, to }, now, DHAKA);

  it('accepts a range within the last 90 days, today included', () => {
    expect(check('2026-11-01', '2026-11-23')).toBeNull();
    expect(check('2026-11-23', '2026-11-23')).toBeNull();
    expect(earliestDate(now, DHAKA)).toBe('2026-08-26');
    expect(check('2026-08-26', '2026-09-01')).toBeNull();
  });

  it('asks for both dates', () => {
    expect(check('', '2026-11-23')).toBe('fromRequired');
    expect(check('2026-11-01', ' ')).toBe('toRequired');
  });

  it('refuses a date that does not exist', () => {
    expect(check('2026-02-30', '2026-11-01')).toBe('invalidDate');
  });

  it('refuses a start after the end', () => {
    expect(check('2026-11-20', '2026-11-10')).toBe('fromAfterTo');
  });

  it('refuses days after today in the member calendar', () => {
    // The 23rd is today in Dhaka (though not yet in UTC); the 24th is not.
    expect(check('2026-11-20', '2026-11-24')).toBe('future');
  });

  it('refuses a start before the last 90 days', () => {
    expect(check('2026-08-25', '2026-09-01')).toBe('tooOld');
  });
});
