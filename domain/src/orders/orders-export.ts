import { object, type InferType } from 'yup';
import { isCalendarDay } from '../store/store-clock';
import { named, text } from '../shared/fields';

/**
 * No order of this store is older than 2000, and Firestore keeps no date past 9999: a year
 * outside them is a slip of the keyboard, refused before it reaches a query.
 */
const YEARS = { first: 2000, last: 9999 } as const;

/** A day of the store's calendar as a date input sends it. */
export const calendarDay = (label: string) =>
  text()
    .strict()
    .typeError(`${label} must be a date written YYYY-MM-DD.`)
    .required(`${label} is required.`)
    .matches(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written YYYY-MM-DD.`)
    .test('calendar-day', `${label} is not a real date.`, (v) => v === undefined || isCalendarDay(v))
    .test(
      'store-years',
      `${label} must be in the years ${YEARS.first} to ${YEARS.last}.`,
      (v) => v === undefined || !isCalendarDay(v) || Number(v.slice(0, 4)) >= YEARS.first,
    );

/** A day the range tests compare: one the day field itself takes (its own message says why not). */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && isCalendarDay(value) && Number(value.slice(0, 4)) >= YEARS.first;

/**
 * The most days one request may span, both ends included: a leap year whole, so any year from a
 * day to the same day less one a year on fits (decision 070). A longer period is asked for a year
 * at a time, and no request reads more than a year of orders, bills or complaints.
 */
export const EXPORT_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included, by the calendar (no clock change moves a UTC midnight). */
const daysIncluded = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

export const EXPORT_RANGE_MESSAGE = `A range may be at most a year (${EXPORT_RANGE_MAX_DAYS} days, both dates included): export a longer period a year at a time.`;

/**
 * GET /api/admin/orders/export and the Orders page's Export CSV form: whole days of the store's
 * calendar, both included, at most EXPORT_RANGE_MAX_DAYS of them.
 */
export const ordersExportQuerySchema = named(
  'OrdersExportQuery',
  object({
    from: calendarDay('From date'),
    to: calendarDay('To date')
      .test('not-before-from', 'The To date must not be before the From date.', function (to) {
        const { from } = this.parent as { from?: unknown };
        // Text in the same fixed-width form sorts as the dates do.
        return !isDay(to) || !isDay(from) || from <= to;
      })
      .test('at-most-a-year', EXPORT_RANGE_MESSAGE, function (to) {
        const { from } = this.parent as { from?: unknown };
        return !isDay(to) || !isDay(from) || daysIncluded(from, to) <= EXPORT_RANGE_MAX_DAYS;
      }),
  }),
);

export type OrdersExportQuery = InferType<typeof ordersExportQuerySchema>;

/**
 * GET /api/admin/reports/bills: whole days of the store's calendar, both included, as
 * the orders export takes them. Here rather than beside the paperwork's schema, so the register's
 * form does not build that one too (a schema's construction is a call no bundler drops).
 */
export const billsRegisterQuerySchema = ordersExportQuerySchema;
export type BillsRegisterQuery = InferType<typeof billsRegisterQuerySchema>;
