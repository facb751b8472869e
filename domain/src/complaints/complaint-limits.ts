import { CONFIRMATION_LINK_LIMITS } from '../shared/confirmation-links';

// No yup here: the shopper's complaint page and the owner's queue read these without the schemas.

/**
 * A complaint's limits (decision 055). The API enforces them; the forms and the
 * OpenAPI document quote them, so what a shopper reads is what the store does.
 */
export const COMPLAINT_LIMITS = {
  /** Tickets not yet resolved or closed, per person (mailbox, and proven phone). */
  openPerPerson: 3,
  /** Messages (a new ticket's first one included) per person per window. */
  messagesPerWindow: 5,
  messageWindowSeconds: 60,
  /** Confirmation e-mails of the Contact page's form (no sign-in), per mailbox and per client address. */
  confirmMailsPerAddress: CONFIRMATION_LINK_LIMITS.complaint.requestsPerAddress,
  confirmMailsPerClient: CONFIRMATION_LINK_LIMITS.complaint.requestsPerClient,
  /** How long a confirmation link works. */
  confirmLinkHours: CONFIRMATION_LINK_LIMITS.complaint.confirmLinkHours,
  subjectMax: 150,
  messageMax: 4000,
  /** Messages one thread holds: far more than a complaint needs, well inside a document's 1 MiB. */
  threadMax: 100,
} as const;

/**
 * open: waiting for the shop's first reply; answered: the shop has replied; resolved: the shop
 * says it is redressed (the law's one month); closed: nothing more will happen.
 */
export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved', 'closed'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Statuses that count against a person's open tickets: not yet redressed. */
export const UNSETTLED_COMPLAINT_STATUSES = ['open', 'answered'] as const satisfies readonly ComplaintStatus[];

/** What the owner may set by hand; answered follows from the owner's first reply. */
export const OWNER_COMPLAINT_STATUSES = ['resolved', 'closed'] as const satisfies readonly ComplaintStatus[];
export type OwnerComplaintStatus = (typeof OWNER_COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** "T-1042": the ticket number as people read it out, and the document's id. */
export const ticketNumber = (serial: number): string => `T-${serial}`;

/** "T-1042", "t-1042", "1042" typed or in a link: the ticket number it names, else undefined. */
export function parseTicketNumber(typed: string): string | undefined {
  const match = /^(?:T-?)?([1-9][0-9]{0,9})$/i.exec(typed.trim());
  return match ? ticketNumber(Number(match[1])) : undefined;
}
