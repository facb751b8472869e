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

/**
 * "2026-11-24T01:26:24+05:30": the instant on the store's clock in ISO 8601 with its offset, for
 * files the owner opens elsewhere (the subscriber CSV): readable as store time and unambiguous.
 */
export function storeTimestamp(value: Date | string | number): string {
  const parts = timestampFormat.formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}
