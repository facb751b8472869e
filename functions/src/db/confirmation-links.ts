import { text, timestamp, type FieldsRecord } from './stored-fields';

// What every pending confirmation link stores (services/confirmation-links.ts). Each feature's
// collection of them keeps its own name and adds what confirming needs (a book, a complaint's
// text); only the token's hash is stored, the link in the e-mail is the one copy of the token.

export const pendingLinkFields = {
  /** Lower-cased, as typed: where the link went, and whom confirming is for. */
  email: text,
  createdAt: timestamp,
  /** When the link stops working; also the TTL field. */
  expiresAt: timestamp,
};
export type PendingLinkFields = FieldsRecord<typeof pendingLinkFields>;
