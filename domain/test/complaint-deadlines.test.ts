import { describe, expect, it } from 'vitest';
import {
  complaintDeadlines,
  complaintLateness,
  missedDeadlineInMonth,
  oneStoreMonthLater,
  parseTicketNumber,
  type ComplaintTimes,
} from '../src';

// A complaint's deadlines on the store's clock (India, UTC+5:30), across midnight and a month's end.

const HOUR = 3600_000;
const at = (iso: string) => Date.parse(iso);

describe('one month after a complaint, on the store’s calendar', () => {
  it('is the same time on the same day of the next month in India, not in UTC', () => {
    // 31 Oct 20:00 UTC is 1 Nov 01:30 in India: a month later is 1 Dec 01:30 there.
    expect(new Date(oneStoreMonthLater(at('2026-10-31T20:00:00Z'))).toISOString()).toBe('2026-11-30T20:00:00.000Z');
    // 31 Oct 23:30 in India: November has no 31st, so its last day, 30 Nov 23:30.
    expect(new Date(oneStoreMonthLater(at('2026-10-31T18:00:00Z'))).toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('ends on the last day of a shorter month, and crosses a year', () => {
    // 31 Jan 10:00 in India → 28 Feb 10:00 (2027 is no leap year); 29 Feb in 2028.
    expect(new Date(oneStoreMonthLater(at('2027-01-31T04:30:00Z'))).toISOString()).toBe('2027-02-28T04:30:00.000Z');
    expect(new Date(oneStoreMonthLater(at('2028-01-31T04:30:00Z'))).toISOString()).toBe('2028-02-29T04:30:00.000Z');
    // 15 Dec 2026 23:59 in India → 15 Jan 2027 23:59.
    expect(new Date(oneStoreMonthLater(at('2026-12-15T18:29:00Z'))).toISOString()).toBe('2027-01-15T18:29:00.000Z');
  });

  it('gives the reply the settings’ hours, across midnight', () => {
    const opened = at('2026-11-30T17:00:00Z'); // 22:30 on 30 Nov in India
    expect(complaintDeadlines(opened, 48).answerBy).toBe(opened + 48 * HOUR);
    expect(complaintDeadlines(opened, 1).answerBy).toBe(at('2026-11-30T18:00:00Z')); // 23:30, still 30 Nov
  });
});

describe('late tickets', () => {
  const opened = at('2026-10-31T19:00:00Z'); // 00:30 on 1 Nov in India
  const times = (changes: Partial<ComplaintTimes> = {}): ComplaintTimes => ({
    ...complaintDeadlines(opened, 48),
    answeredAt: null,
    settledAt: null,
    ...changes,
  });

  it('are late on a reply only once its hours have passed unanswered, or it came after them', () => {
    expect(complaintLateness(times(), opened + 47 * HOUR).answerLate).toBe(false);
    expect(complaintLateness(times(), opened + 49 * HOUR).answerLate).toBe(true);
    expect(complaintLateness(times({ answeredAt: opened + HOUR }), opened + 49 * HOUR).answerLate).toBe(false);
    expect(complaintLateness(times({ answeredAt: opened + 50 * HOUR }), opened + 60 * HOUR).answerLate).toBe(true);
    // Resolved without a reply: the resolution was the reply.
    expect(complaintLateness(times({ settledAt: opened + HOUR }), opened + 60 * HOUR)).toEqual({
      answerLate: false,
      resolveLate: false,
    });
  });

  it('count in the store month their missed deadline fell in, read across midnight', () => {
    // Resolve by 1 Dec 00:30 in India (30 Nov 19:00 UTC): missed in December on the store's clock,
    // though it is still November in UTC.
    const unresolved = times({ answeredAt: opened + HOUR });
    const justAfter = at('2026-11-30T19:30:00Z');
    expect(complaintLateness(unresolved, justAfter).resolveLate).toBe(true);
    expect(missedDeadlineInMonth(unresolved, justAfter)).toBe(true);
    expect(missedDeadlineInMonth(unresolved, justAfter, '2026-12')).toBe(true);
    expect(missedDeadlineInMonth(unresolved, justAfter, '2026-11')).toBe(false);
    // A minute before the deadline nothing is late yet.
    expect(missedDeadlineInMonth(unresolved, at('2026-11-30T18:59:00Z'))).toBe(false);
    // The unanswered one missed its reply (3 Nov) in November.
    expect(missedDeadlineInMonth(times(), at('2026-11-10T00:00:00Z'))).toBe(true);
    expect(missedDeadlineInMonth(times(), at('2026-12-10T00:00:00Z'))).toBe(true); // and its resolution in December
    expect(
      missedDeadlineInMonth(
        times({ answeredAt: opened + 50 * HOUR, settledAt: opened + 100 * HOUR }),
        at('2026-12-10T00:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('ticket numbers', () => {
  it('read as typed or linked, and nothing else', () => {
    expect(['T-1042', 't-1042', 'T1042', ' 1042 '].map(parseTicketNumber)).toEqual(Array(4).fill('T-1042'));
    expect(['T-0042', 'T-', 'x', '1042a', '../T-1'].map(parseTicketNumber)).toEqual(Array(5).fill(undefined));
  });
});
