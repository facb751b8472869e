/** The API files each sale under its month on this clock (functions/src/config.ts, STORE_TIME_ZONE). */
export const STORE_TIME_ZONE = 'Asia/Kolkata';
const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, year: 'numeric' });

/**
 * The current year on the store's clock. The browser's own clock can still be in the old year
 * (or already in the new one) around New Year, which would chart the wrong twelve months.
 */
export function storeYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}
