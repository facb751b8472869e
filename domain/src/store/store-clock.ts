/**
 * The store's own clock and the one way dates are shown to people. Sales are filed under
 * their month on this clock, and every date a shopper or the owner reads is in this zone and
 * locale, whatever the browser's or the server's own settings are.
 */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
/** A shop that prices in rupees reads dates day first. */
export const STORE_LOCALE = 'en-IN';

const dateFormat = new Intl.DateTimeFormat(STORE_LOCALE, {
  timeZone: STORE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(STORE_LOCALE, {
  timeZone: STORE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
// en-CA writes dates as YYYY-MM-DD, so its parts give zero-padded numbers.
const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** "23 Nov 2026" on the store's calendar. */
export const formatStoreDate = (value: Date | string | number): string => dateFormat.format(toDate(value));

/** "23 Nov 2026, 9:48 am" on the store's clock. */
export const formatStoreDateTime = (value: Date | string | number): string => dateTimeFormat.format(toDate(value));

function storeParts(value: Date | string | number): { year: string; month: string; day: string } {
  const parts = partsFormat.formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "YYYY-MM" of the instant on the store's calendar: the month a sale is filed under. */
export function storeMonth(value: Date | string | number = new Date()): string {
  const { year, month } = storeParts(value);
  return `${year}-${month}`;
}

/** The year on the store's calendar (around New Year the browser's clock may disagree). */
export function storeYear(value: Date | string | number = new Date()): number {
  return Number(storeParts(value).year);
}

// Every part of the instant on the store's clock, and its UTC offset ("GMT+05:30").
const timestampFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

function clockParts(value: Date | string | number) {
  const parts = timestampFormat.formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { part, offset: part('timeZoneName').replace(/^GMT/, '') || '+00:00' };
}

/**
 * "2026-11-24T01:26:24+05:30": the instant on the store's clock in ISO 8601 with its offset, for
 * files the owner opens elsewhere (the subscriber CSV): readable as store time and unambiguous.
 */
export function storeTimestamp(value: Date | string | number): string {
  const { part, offset } = clockParts(value);
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

/** "YYYY-MM-DD": the day on the store's calendar, as a date input and a file name write it. */
export function storeDay(value: Date | string | number = new Date()): string {
  const { year, month, day } = storeParts(value);
  return `${year}-${month}-${day}`;
}

/** The store's UTC offset at an instant, in milliseconds ("+05:30" is 19,800,000). */
function storeOffsetMs(instant: number): number {
  // Seconds appear only in local mean time, before standard zones (Kolkata's +05:53:20).
  const [, sign, hours, minutes, seconds = '0'] = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
    clockParts(instant).offset,
  )!;
  return (sign === '-' ? -1 : 1) * ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** Midnight UTC of a calendar date; a day past the month's end rolls over, as Date.UTC does. */
function utcMidnight(year: number, month: number, date: number): number {
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  return new Date(0).setUTCFullYear(year, month - 1, date);
}

/**
 * The instant a day of the store's calendar begins. The offset is read for that day rather than
 * assumed, so this stays right for a zone that moves its clocks.
 */
function storeMidnight(year: number, month: number, date: number): number {
  const midnightAsUtc = utcMidnight(year, month, date);
  const guess = midnightAsUtc - storeOffsetMs(midnightAsUtc);
  return midnightAsUtc - storeOffsetMs(guess);
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** A "YYYY-MM-DD" that names a day on the calendar: 2026-02-29 and 2026-13-01 do not. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = dayParts(value);
  const midnight = new Date(utcMidnight(year, month, date));
  return midnight.getUTCFullYear() === year && midnight.getUTCMonth() === month - 1 && midnight.getUTCDate() === date;
}

/**
 * The instants that bound whole days of the store's calendar, "YYYY-MM-DD" to "YYYY-MM-DD"
 * inclusive: from the first day's midnight up to, not including, the midnight after the last.
 */
export function storeDaysSpan(first: string, last: string): { start: number; end: number } {
  const [lastYear, lastMonth, lastDate] = dayParts(last);
  return { start: storeMidnight(...dayParts(first)), end: storeMidnight(lastYear, lastMonth, lastDate + 1) };
}
