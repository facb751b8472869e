import {
  COMPLAINT_LIMITS,
  complaintDeadlines,
  isDocumentId,
  ticketNumber,
  UNSETTLED_COMPLAINT_STATUSES,
  type Complaint,
  type ComplaintOpened,
  type ComplaintStatus,
  type StoreSettings,
} from '@bookstore/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { ComplaintRecord } from '../../db/complaints';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { complaintReceivedMail, ownerComplaintMail } from '../../mail/templates/complaints';
import type { MailSettings } from '../../mail/templates/types';
import { ConflictError, NotFoundError } from '../errors';
import { ownerAlertRecipients } from '../owners/owner-alerts';
import { readStoreSettings, shopMailSettings } from '../store/store-settings';
import { checkRate } from '../rate-limit';
import { messageLimits } from './complaint-rate';
import { complaintView } from './complaint-views';
import { runTransaction } from '../../db/store-transaction';

// Opening a ticket (decision 055): its number, its deadlines, the person's
// allowance and the e-mails, in one transaction, so a ticket exists if and only if its
// acknowledgement is queued and it counts against its person.

/** The first ticket a shop opens: four digits from the start, like order numbers. */
export const FIRST_TICKET_SERIAL = 1001;

/** Who opens a ticket: their address (from a sign-in or a confirmed link) and their person keys. */
export interface Complainant {
  email: string;
  personKeys: string[];
}

export interface ComplaintText {
  orderId?: string | null;
  subject: string;
  message: string;
}

/** What a ticket's e-mails are written with, read before the transaction. */
export interface ComplaintMailContext {
  store: StoreSettings;
  settings: MailSettings;
  ownerTo: string[];
}

export async function complaintMailContext(): Promise<ComplaintMailContext> {
  const [store, ownerTo] = await Promise.all([readStoreSettings(), ownerAlertRecipients()]);
  return { store, settings: await shopMailSettings(store), ownerTo };
}

export const isUnsettled = (status: ComplaintStatus) =>
  (UNSETTLED_COMPLAINT_STATUSES as readonly ComplaintStatus[]).includes(status);

/** The customer's own order, else a 404 that says no more than a missing one would. */
export async function ownOrderId(orderId: string | undefined, email: string): Promise<string | null> {
  if (!orderId) return null;
  const order = isDocumentId(orderId) ? (await collections.orders().doc(orderId).get()).data() : undefined;
  if (!order || order.email !== email) throw new NotFoundError('Order not found.');
  return orderId;
}

function openTicketsRefusal(count: number): string {
  return (
    `You already have ${count} complaints waiting for the shop, the most one person can have open at once. ` +
    'We will answer those first; you can add to any of them from its page.'
  );
}

/**
 * Opens a ticket in the caller's transaction, which has made no writes yet. Refuses with 409
 * when a person key already holds COMPLAINT_LIMITS.openPerPerson unsettled tickets, and 429
 * when the person has sent too many messages this minute.
 */
export async function openTicketIn(
  tx: Transaction,
  who: Complainant,
  what: ComplaintText,
  context: ComplaintMailContext,
): Promise<ComplaintOpened> {
  const now = Timestamp.now();
  const counterRef = collections.complaintNumberCounter();
  const personRefs = who.personKeys.map((key) => collections.complaintPersons().doc(key));
  const [counter, ...persons] = await Promise.all([tx.get(counterRef), ...personRefs.map((ref) => tx.get(ref))]);
  const held = Math.max(0, ...persons.map((person) => person.data()?.open.length ?? 0));
  if (held >= COMPLAINT_LIMITS.openPerPerson) throw new ConflictError(openTicketsRefusal(held));
  const countMessage = await checkRate(tx, messageLimits(who.personKeys), now.toMillis());

  const serial = Math.max(FIRST_TICKET_SERIAL, Math.floor(counter.data()?.next ?? 0));
  const number = ticketNumber(serial);
  const deadlines = complaintDeadlines(now.toMillis(), context.store.complaints.answerHours);
  const record: ComplaintRecord = {
    serial,
    email: who.email,
    personKeys: who.personKeys,
    orderId: what.orderId ?? null,
    subject: what.subject,
    status: 'open',
    openedAt: now,
    answerBy: Timestamp.fromMillis(deadlines.answerBy),
    resolveBy: Timestamp.fromMillis(deadlines.resolveBy),
    answeredAt: null,
    resolvedAt: null,
    closedAt: null,
    messages: [{ from: 'customer', text: what.message, at: now, by: who.email }],
  };
  countMessage();
  tx.set(counterRef, { next: serial + 1 });
  tx.create(collections.complaints().doc(number), record);
  persons.forEach((person, i) => tx.set(personRefs[i]!, { open: [...(person.data()?.open ?? []), number] }));

  const complaint = complaintView(number, record, now.toMillis());
  const orderId = record.orderId ?? undefined;
  const { settings, store, ownerTo } = context;
  queueMail(
    tx,
    {
      to: [who.email],
      message: complaintReceivedMail(complaint, store.grievanceOfficer, settings),
      kind: 'complaint-received',
      orderId,
    },
    now,
  );
  queueMail(
    tx,
    { to: ownerTo, message: ownerComplaintMail(complaint, what.message, settings), kind: 'complaint-message', orderId },
    now,
  );
  return {
    message: `Your complaint has the ticket number ${number}. We have e-mailed you its acknowledgement.`,
    complaint,
  };
}

/** POST /api/complaints, signed in: the ticket is the customer's own, in their token's address. */
export async function openComplaint(who: Complainant, what: ComplaintText): Promise<ComplaintOpened> {
  const orderId = await ownOrderId(what.orderId ?? undefined, who.email);
  const context = await complaintMailContext();
  return runTransaction((tx) => openTicketIn(tx, who, { ...what, orderId }, context));
}

/** A ticket by its number, or a 404 (also for a number that names none). */
export async function readTicket(
  tx: Transaction | undefined,
  number: string | undefined,
): Promise<{ number: string; record: ComplaintRecord }> {
  const missing = () => new NotFoundError('Complaint not found.');
  if (!number) throw missing();
  const ref = collections.complaints().doc(number);
  const record = (await (tx ? tx.get(ref) : ref.get())).data();
  if (!record) throw missing();
  return { number, record };
}

/** GET /api/complaints/{number}: the customer's own; anyone else's is the same 404 as none. */
export async function customersComplaint(number: string | undefined, email: string): Promise<Complaint> {
  const ticket = await readTicket(undefined, number);
  if (ticket.record.email !== email) throw new NotFoundError('Complaint not found.');
  return complaintView(ticket.number, ticket.record);
}
