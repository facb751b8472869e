import { object, type InferType } from 'yup';
import { count, flag, isoTime, listOf, oneOfWords, plainText } from '../shared/answer-fields';
import { described, named } from '../shared/fields';
import { COMPLAINT_STATUSES } from './complaint-limits';

const number = () =>
  described(plainText().matches(/^T-[1-9][0-9]*$/), { description: 'The ticket number, like T-1042.' });

const deadlineFields = {
  status: oneOfWords(COMPLAINT_STATUSES),
  openedAt: isoTime(),
  answerBy: isoTime('The shop’s first reply is due by then (the settings’ hours after it was opened).'),
  resolveBy: isoTime('Redressal is due by then: one month after it was opened, on the store’s calendar.'),
  answerLate: flag('The first reply came after answerBy, or has not come and answerBy has passed.'),
  resolveLate: flag('Resolved or closed after resolveBy, or neither and resolveBy has passed.'),
};

/** A ticket's thread, as its customer and the owner read it. */
export const complaintSchema = named(
  'Complaint',
  object({
    number: number(),
    email: plainText('The customer’s address: every message of the shop goes there.'),
    orderId: plainText('The order it is about.').nullable(),
    subject: plainText(),
    ...deadlineFields,
    answeredAt: isoTime().nullable(),
    resolvedAt: isoTime().nullable(),
    closedAt: isoTime().nullable(),
    messages: listOf(
      object({
        from: oneOfWords(['customer', 'shop'] as const),
        text: plainText('As written; shown escaped.'),
        at: isoTime(),
      }),
      'Oldest first; the first is the complaint itself.',
    ),
  }),
);
export type Complaint = InferType<typeof complaintSchema>;

/** The owner's list, and the daily queue's entries. */
export const complaintSummarySchema = named(
  'ComplaintSummary',
  object({
    number: number(),
    email: plainText(),
    orderId: plainText().nullable(),
    subject: plainText(),
    ...deadlineFields,
    messages: count('Messages in the thread.'),
  }),
);
export type ComplaintSummary = InferType<typeof complaintSummarySchema>;

/** POST /api/complaints (signed in) and POST /api/complaints/confirm: the ticket opened. */
export const complaintOpenedSchema = named(
  'ComplaintOpened',
  object({ message: plainText('What happened, with the ticket number.'), complaint: complaintSchema.defined() }),
);
export type ComplaintOpened = InferType<typeof complaintOpenedSchema>;

/** POST /api/complaints without a sign-in: a link was e-mailed. */
export const complaintLinkSentSchema = named('ComplaintLinkSent', object({ message: plainText() }));
export type ComplaintLinkSent = InferType<typeof complaintLinkSentSchema>;

/** The owner's daily queue and overview. */
export const complaintQueueSchema = described(
  object({
    open: count('Tickets open or answered: not yet resolved or closed.'),
    lateThisMonth: count('Tickets that missed either deadline in this store month.'),
    tickets: listOf(complaintSummarySchema, 'The open and answered tickets, oldest first (at most 50).'),
  }).defined(),
  { description: 'Complaints waiting on the shop, with their ages and deadlines.' },
);
export type ComplaintQueue = InferType<typeof complaintQueueSchema>;
