import {
  COMPLAINT_LIMITS,
  COMPLAINT_STATUS_LABELS,
  type Complaint,
  type OwnerComplaintStatus,
} from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { ComplaintRecord } from '../../db/complaints';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { complaintReplyMail, complaintStatusMail, ownerComplaintMail } from '../../mail/templates/complaints';
import { ConflictError, NotFoundError } from '../errors';
import { checkRate } from '../rate-limit';
import { messageLimits } from './complaint-rate';
import { complaintMailContext, isUnsettled, readTicket } from './complaint-tickets';
import { complaintView } from './complaint-views';
import { runTransaction } from '../../db/store-transaction';

// A ticket's thread and status: each message is e-mailed to the other side in the
// transaction that adds it, with the ticket number in the e-mail.

function refuseMessage(record: ComplaintRecord): void {
  if (record.status === 'closed')
    throw new ConflictError('This complaint is closed, so it takes no more messages. Open a new one if you need to.');
  if (record.messages.length >= COMPLAINT_LIMITS.threadMax)
    throw new ConflictError(
      `This complaint's thread has ${COMPLAINT_LIMITS.threadMax} messages, the most one holds. Open a new complaint to go on.`,
    );
}

/** POST /api/complaints/{number}/messages: the customer's own ticket, counted against their messages a minute. */
export async function addCustomerMessage(
  number: string | undefined,
  who: { email: string; personKeys: string[] },
  message: string,
): Promise<Complaint> {
  const context = await complaintMailContext();
  return runTransaction(async (tx) => {
    const ticket = await readTicket(tx, number);
    if (ticket.record.email !== who.email) throw new NotFoundError('Complaint not found.');
    refuseMessage(ticket.record);
    const now = Timestamp.now();
    const countMessage = await checkRate(tx, messageLimits(who.personKeys), now.toMillis());
    const messages = [...ticket.record.messages, { from: 'customer' as const, text: message, at: now, by: who.email }];
    countMessage();
    tx.update(collections.complaints().doc(ticket.number), { messages });
    const complaint = complaintView(ticket.number, { ...ticket.record, messages }, now.toMillis());
    queueMail(
      tx,
      {
        to: context.ownerTo,
        message: ownerComplaintMail(complaint, message, context.settings),
        kind: 'complaint-message',
        orderId: complaint.orderId ?? undefined,
      },
      now,
    );
    return complaint;
  });
}

/** POST /api/admin/complaints/{number}/messages: the owner's reply; the first one makes an open ticket answered. */
export async function addShopMessage(number: string | undefined, message: string, by: string): Promise<Complaint> {
  const context = await complaintMailContext();
  return runTransaction(async (tx) => {
    const ticket = await readTicket(tx, number);
    refuseMessage(ticket.record);
    const now = Timestamp.now();
    const messages = [...ticket.record.messages, { from: 'shop' as const, text: message, at: now, by }];
    const first = ticket.record.status === 'open';
    const changes = first ? { messages, status: 'answered' as const, answeredAt: now } : { messages };
    tx.update(collections.complaints().doc(ticket.number), changes);
    const complaint = complaintView(ticket.number, { ...ticket.record, ...changes }, now.toMillis());
    queueMail(
      tx,
      {
        to: [ticket.record.email],
        message: complaintReplyMail(complaint, message, context.settings),
        kind: 'complaint-message',
        orderId: complaint.orderId ?? undefined,
      },
      now,
    );
    return complaint;
  });
}

/** Which statuses the owner may move a ticket to from each: resolved from unsettled, closed from any but closed. */
const FROM: Record<OwnerComplaintStatus, readonly ComplaintRecord['status'][]> = {
  resolved: ['open', 'answered'],
  closed: ['open', 'answered', 'resolved'],
};

/**
 * PATCH /api/admin/complaints/{number}: resolved or closed. The customer is e-mailed, and a
 * ticket no longer unsettled stops counting against its person's open tickets.
 */
export async function changeComplaintStatus(
  number: string | undefined,
  status: OwnerComplaintStatus,
): Promise<Complaint> {
  const context = await complaintMailContext();
  return runTransaction(async (tx) => {
    const ticket = await readTicket(tx, number);
    const { record } = ticket;
    if (!FROM[status].includes(record.status))
      throw new ConflictError(
        `This complaint is ${COMPLAINT_STATUS_LABELS[record.status].toLowerCase()}, so it cannot be marked ${status}.`,
      );
    const personRefs = record.personKeys.map((key) => collections.complaintPersons().doc(key));
    const persons = await Promise.all(personRefs.map((ref) => tx.get(ref)));
    const now = Timestamp.now();
    const changes = status === 'resolved' ? { status, resolvedAt: now } : { status, closedAt: now };
    tx.update(collections.complaints().doc(ticket.number), changes);
    if (isUnsettled(record.status))
      persons.forEach((person, i) => {
        const open = (person.data()?.open ?? []).filter((held) => held !== ticket.number);
        tx.set(personRefs[i]!, { open });
      });
    const complaint = complaintView(ticket.number, { ...record, ...changes }, now.toMillis());
    queueMail(
      tx,
      {
        to: [record.email],
        message: complaintStatusMail(complaint, context.settings),
        kind: 'complaint-status',
        orderId: complaint.orderId ?? undefined,
      },
      now,
    );
    return complaint;
  });
}
