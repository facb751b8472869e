import { complaintLateness, type Complaint, type ComplaintSummary, type ComplaintTimes } from '@bookstore/domain';
import type { ComplaintRecord } from '../../db/complaints';
import { iso } from '../../db/stored-fields';

/** The instants the domain's deadline rules read, from a stored ticket. */
export function complaintTimes(record: ComplaintRecord): ComplaintTimes {
  const settled = record.resolvedAt ?? record.closedAt;
  return {
    answerBy: record.answerBy.toMillis(),
    resolveBy: record.resolveBy.toMillis(),
    answeredAt: record.answeredAt?.toMillis() ?? null,
    settledAt: settled?.toMillis() ?? null,
  };
}

/** What a ticket's thread and its line in a list both show: who, about what, and its deadlines. */
function ticketFields(number: string, record: ComplaintRecord, now: number) {
  return {
    number,
    email: record.email,
    orderId: record.orderId,
    subject: record.subject,
    status: record.status,
    openedAt: iso(record.openedAt),
    answerBy: iso(record.answerBy),
    resolveBy: iso(record.resolveBy),
    ...complaintLateness(complaintTimes(record), now),
  };
}

/**
 * A ticket as its customer and the owner read it. The owner's usernames on the shop's messages
 * stay on the stored record: the customer is answered by the shop.
 */
export function complaintView(number: string, record: ComplaintRecord, now = Date.now()): Complaint {
  const time = (at: ComplaintRecord['answeredAt']) => (at ? iso(at) : null);
  return {
    ...ticketFields(number, record, now),
    answeredAt: time(record.answeredAt),
    resolvedAt: time(record.resolvedAt),
    closedAt: time(record.closedAt),
    messages: record.messages.map(({ from, text, at }) => ({ from, text, at: iso(at) })),
  };
}

export function complaintSummary(number: string, record: ComplaintRecord, now = Date.now()): ComplaintSummary {
  return { ...ticketFields(number, record, now), messages: record.messages.length };
}
