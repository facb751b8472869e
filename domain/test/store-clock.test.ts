import { describe, expect, it } from 'vitest';
import {
  formatStoreDate,
  formatStoreDateTime,
  isCalendarDay,
  storeDay,
  storeDaysSpan,
  storeMonth,
  storeTimestamp,
  storeYear,
} from '../src';

describe('the store clock', () => {
  // 18:45 UTC on 31 December is 00:15 on 1 January in India (UTC+5:30).
  const newYearInIndia = '2026-12-31T18:45:00.000Z';

  it('files an instant under its month and year in Asia/Kolkata, not UTC', () => {
    expect(storeMonth(newYearInIndia)).toBe('2027-01');
    expect(storeYear(newYearInIndia)).toBe(2027);
    expect(storeMonth('2026-12-31T18:00:00.000Z')).toBe('2026-12');
  });

  it('shows dates day first, in en-IN, on the store clock', () => {
    expect(formatStoreDate(newYearInIndia)).toBe('1 Jan 2027');
    expect(formatStoreDateTime('2026-11-23T04:18:00.000Z')).toMatch(/^23 Nov 2026, 9:48\s?am$/i);
  });

  it('writes timestamps for files in ISO 8601 on the store clock, with its offset', () => {
    expect(storeTimestamp(newYearInIndia)).toBe('2027-01-01T00:15:00+05:30');
    expect(storeTimestamp('2026-11-23T04:18:09.500Z')).toBe('2026-11-23T09:48:09+05:30');
    // The same instant, whatever the text it was given in.
    expect(new Date(storeTimestamp(newYearInIndia)).toISOString()).toBe(newYearInIndia);
  });

  it('names the day on the store calendar, which is ahead of UTC in the evening', () => {
    expect(storeDay(newYearInIndia)).toBe('2027-01-01');
    expect(storeDay('2026-12-31T18:29:59.999Z')).toBe('2026-12-31');
  });

  it('bounds whole store days by their midnights in India, not in UTC', () => {
    const { start, end } = storeDaysSpan('2026-03-01', '2026-03-31');
    expect(new Date(start).toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    // Over the end of a month, a leap day and a year.
    expect(new Date(storeDaysSpan('2028-02-29', '2028-02-29').end).toISOString()).toBe('2028-02-29T18:30:00.000Z');
    expect(new Date(storeDaysSpan('2026-12-31', '2026-12-31').end).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('knows which YYYY-MM-DD are days of the calendar', () => {
    for (const day of ['2026-01-31', '2028-02-29', '2000-02-29']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-00-10', '2026-1-1', ' 2026-01-01', ''])
      expect(isCalendarDay(day), day).toBe(false);
  });
});
