import { storeDay, storeDaysSpan, storeMonth } from '../store/store-clock';

/*
 * A complaint's two deadlines on the store's clock (decision 055): the shop's first
 * reply within the settings' hours (rule 4(5) asks 48 for the acknowledgement, which the store
 * sends at once), and its redressal within one month of receipt. Pure, so the owner's overview
 * and its tests agree across midnight and a month's end.
 */

type Instant = Date | string | number;
const ms = (value: Instant) => (value instanceof Date ? value.getTime() : new Date(value).getTime());
const HOUR_MS = 60 * 60 * 1000;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same time of day one calendar month later on the store's calendar. A day the next month
 * lacks (31 January) becomes its last day (28 or 29 February): within the month, never after.
 */
export function oneStoreMonthLater(at: Instant): number {
  const instant = ms(at);
  const day = storeDay(instant);
  const sinceMidnight = instant - storeDaysSpan(day, day).start;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const nextDate = Math.min(date, daysIn(nextYear, nextMonth));
  const target = `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(nextDate).padStart(2, '0')}`;
  return storeDaysSpan(target, target).start + sinceMidnight;
}

export interface ComplaintDeadlines {
  /** The shop's first reply is due by then. */
  answerBy: number;
  /** The complaint is to be redressed by then. */
  resolveBy: number;
}

export function complaintDeadlines(openedAt: Instant, answerHours: number): ComplaintDeadlines {
  return { answerBy: ms(openedAt) + answerHours * HOUR_MS, resolveBy: oneStoreMonthLater(openedAt) };
}

export interface ComplaintTimes extends ComplaintDeadlines {
  /** The shop's first reply, if any. */
  answeredAt: number | null;
  /** When it was resolved, or closed without being resolved; null while neither. */
  settledAt: number | null;
}

/** Whether each deadline was missed: met late, or passed by `now` with nothing done. */
export function complaintLateness(times: ComplaintTimes, now: Instant): { answerLate: boolean; resolveLate: boolean } {
  const at = ms(now);
  // A ticket settled without a reply was answered by its settling e-mail.
  const answered = times.answeredAt ?? times.settledAt;
  return {
    answerLate: (answered ?? at) > times.answerBy,
    resolveLate: (times.settledAt ?? at) > times.resolveBy,
  };
}

/**
 * Whether the ticket missed a deadline (by `now`) that fell in the store month `month`
 * ("YYYY-MM", this month by default): the overview's count of the month's late tickets.
 */
export function missedDeadlineInMonth(times: ComplaintTimes, now: Instant, month = storeMonth(ms(now))): boolean {
  const { answerLate, resolveLate } = complaintLateness(times, now);
  return (answerLate && storeMonth(times.answerBy) === month) || (resolveLate && storeMonth(times.resolveBy) === month);
}
