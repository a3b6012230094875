/**
 * Date ranges of the records pages, in the member's GMT offset (DESIGN: dates in the
 * member's GMT offset). A member in GMT+6 asking for "today" at 02:00 their time means from their
 * midnight (18:00 UTC the day before), not from UTC midnight.
 *
 * Calendar dates are `YYYY-MM-DD` strings (what `<input type="date">` reads and writes); instants
 * are ISO strings. A range is half-open: `from` inclusive, `to` exclusive (the start of the day
 * after the last day), so consecutive ranges never share an instant.
 */

const DAY_MS = 86_400_000;

/** The quick ranges offered beside a custom one. */
export const rangePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof rangePresets)[number];
export type RangePreset = QuickRange | 'custom';

/** How far back a custom range may reach, counting today: the last 90 days. */
export const MAX_RANGE_DAYS = 90;

/** A half-open range of instants: [from, to). */
export interface InstantRange {
  from: string;
  to: string;
}

/** A range of calendar dates, both days included (what the custom fields hold). */
export interface DateRangeValue {
  from: string;
  to: string;
}

/** Why a custom range is refused; views translate these codes. */
export type RangeErrorCode =
  'fromRequired' | 'toRequired' | 'invalidDate' | 'fromAfterTo' | 'tooOld' | 'future';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a calendar date, or NaN when it is not a real date (2026-02-30). */
function utcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC rolls 2026-02-30 over to March: a rolled date is not the one typed.
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : Number.NaN;
}

export const isCalendarDate = (date: string) => !Number.isNaN(utcMidnight(date));

/** The member's calendar date at an instant. */
export function localDate(instantMs: number, offsetMinutes: number): string {
  return new Date(instantMs + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The calendar date `days` later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the member's calendar day begins. */
export function startOfLocalDay(date: string, offsetMinutes: number): number {
  return utcMidnight(date) - offsetMinutes * 60_000;
}

/** The calendar days a quick range covers at `nowMs` (both included): "last 7 days" includes today. */
export function presetDates(preset: QuickRange, nowMs: number, offsetMinutes: number): DateRangeValue {
  const today = localDate(nowMs, offsetMinutes);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The instants of calendar days `from`..`to` (both included) in the member's offset. */
export function datesToInstants(range: DateRangeValue, offsetMinutes: number): InstantRange {
  return {
    from: new Date(startOfLocalDay(range.from, offsetMinutes)).toISOString(),
    to: new Date(startOfLocalDay(addDays(range.to, 1), offsetMinutes)).toISOString(),
  };
}

/** The calendar days a range of instants covers (the inverse of `datesToInstants`), to name a period. */
export function instantsToDates(range: InstantRange, offsetMinutes: number): DateRangeValue {
  return {
    from: localDate(Date.parse(range.from), offsetMinutes),
    to: localDate(Date.parse(range.to) - 1, offsetMinutes),
  };
}

/** A quick range as instants, computed at `nowMs` (so "today" moves on at the member's midnight). */
export function presetRange(preset: QuickRange, nowMs: number, offsetMinutes: number): InstantRange {
  return datesToInstants(presetDates(preset, nowMs, offsetMinutes), offsetMinutes);
}

/**
 * Checks a custom range as typed: both dates present and real, from on or before to, nothing
 * after today and nothing before the last `MAX_RANGE_DAYS` days (today counted), all in the
 * member's calendar. Answers the first problem, or null.
 */
export function validateCustomRange(
  range: DateRangeValue,
  nowMs: number,
  offsetMinutes: number,
): RangeErrorCode | null {
  if (!range.from.trim()) return 'fromRequired';
  if (!range.to.trim()) return 'toRequired';
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return 'invalidDate';
  if (range.from > range.to) return 'fromAfterTo';
  const today = localDate(nowMs, offsetMinutes);
  if (range.to > today) return 'future';
  if (range.from < earliestDate(nowMs, offsetMinutes)) return 'tooOld';
  return null;
}

/** The first day a custom range may start on (for the date field's `min`). */
export function earliestDate(nowMs: number, offsetMinutes: number): string {
  return addDays(localDate(nowMs, offsetMinutes), -(MAX_RANGE_DAYS - 1));
}
