import { CONFIRMATION_LINK_LIMITS, mailboxOf, type ComplaintLinkSent, type ComplaintOpened } from '@bookstore/domain';
import { mailLinkPaths } from '@bookstore/domain/site-paths';
import { collections } from '../../db/collections';
import type { ComplaintPendingRecord } from '../../db/complaints';
import { hashedId } from '../../db/hashed-id';
import { complaintConfirmMail } from '../../mail/templates/complaints';
import { confirmLink, requestConfirmationLink, type ConfirmationLinkKind } from '../confirmation-links';
import { mailboxKey } from '../customers/customer-key';
import { InvalidInputError } from '../errors';
import { complaintMailContext, openTicketIn, type ComplaintText } from './complaint-tickets';

// The Contact page's complaint without a sign-in: the ticket is opened only by the
// confirmation link e-mailed to the address (services/confirmation-links.ts), so nobody can open
// one in someone else's name.

const complaintLink: ConfirmationLinkKind<ComplaintPendingRecord> = {
  limits: CONFIRMATION_LINK_LIMITS.complaint,
  page: mailLinkPaths.complaintConfirm,
  tokenPurpose: 'complaint-confirm-token',
  pending: collections.complaintPending,
  attempts: collections.complaintAttempts,
  counterIds: (email, client) => [
    hashedId('complaint-confirm-address', mailboxOf(email)),
    hashedId('complaint-confirm-client', client),
  ],
  tooManyForAddress: (limit) =>
    `We have sent ${limit} confirmation links to this address in the last hour, the most the store sends. ` +
    'Look for them (check your spam folder too), or',
  tooManyFromNetwork: 'complaints',
  gone:
    'This confirmation link has already been used, has expired, or is not ours. ' +
    'To complain, fill in the form on the Contact page again.',
};

/** POST /api/complaints with `email` and no sign-in: e-mails the link that opens the ticket. */
export async function requestComplaintLink(
  email: string,
  what: ComplaintText,
  client: string | undefined,
): Promise<ComplaintLinkSent> {
  if (what.orderId)
    throw new InvalidInputError('Please sign in to complain about an order: the complaint is then linked to it.', {
      orderId: 'Sign in to name an order.',
    });
  const hours = complaintLink.limits.confirmLinkHours;
  await requestConfirmationLink(complaintLink, email, client, () => ({
    fields: { subject: what.subject, message: what.message },
    mail: (confirmUrl, settings) => ({
      message: complaintConfirmMail({ confirmUrl, subject: what.subject, expiresInHours: hours }, settings),
      kind: 'complaint-confirm',
    }),
  }));
  return {
    message:
      `Almost done: we have sent a link to ${email}. Open it within ${hours} hours ` +
      'to open your complaint; it then gets its ticket number.',
  };
}

/** POST /api/complaints/confirm: the link works once, and opens the ticket in the address it was sent to. */
export async function confirmComplaint(token: string): Promise<ComplaintOpened> {
  const context = await complaintMailContext();
  return confirmLink(complaintLink, token, (tx, pending) => {
    const who = { email: pending.email, personKeys: [mailboxKey(pending.email)] };
    return openTicketIn(tx, who, { subject: pending.subject, message: pending.message }, context);
  });
}
