import { COMPLAINT_LIMITS, mailboxOf, type ComplaintLinkSent, type ComplaintOpened } from '@bookstore/domain';
import { mailLinkPaths, withToken } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { complaintConfirmMail } from '../../mail/templates/complaints';
import { mailboxKey } from '../customers/customer-key';
import { InvalidInputError, NotFoundError } from '../errors';
import { addressBucket } from '../owners/login-throttle';
import { shopMailSettings } from '../store/store-settings';
import { checkRate, type RateLimit } from '../rate-limit';
import { complaintMailContext, openTicketIn, type ComplaintText } from './complaint-tickets';
import { runTransaction } from '../../db/store-transaction';

// The Contact page's complaint without a sign-in (issue 40 §3): the newsletter's double opt-in
// (decision 025). The ticket is opened only by the link e-mailed to the address, so nobody can
// open one in someone else's name; only the token's hash is stored.

const CONFIRM_LINK_MS = COMPLAINT_LIMITS.confirmLinkHours * 60 * 60 * 1000;
const tokenHash = (token: string) => hashedId('complaint-confirm-token', token);

function confirmMailLimits(email: string, client: string | undefined): RateLimit[] {
  const { confirmMailsPerAddress, confirmMailsPerClient, confirmWindowSeconds } = COMPLAINT_LIMITS;
  const windowMs = confirmWindowSeconds * 1000;
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  return [
    {
      ref: collections.complaintAttempts().doc(hashedId('complaint-confirm-address', mailboxOf(email))),
      limit: confirmMailsPerAddress,
      windowMs,
      refusal: (seconds) =>
        `We have sent ${confirmMailsPerAddress} confirmation links to this address in the last hour, the most the store ` +
        `sends. Look for them (check your spam folder too), or try again in ${minutes(seconds)} minute(s).`,
    },
    {
      ref: collections.complaintAttempts().doc(hashedId('complaint-confirm-client', addressBucket(client))),
      limit: confirmMailsPerClient,
      windowMs,
      refusal: (seconds) =>
        `Too many complaints from your network: at most ${confirmMailsPerClient} an hour. ` +
        `Please try again in ${minutes(seconds)} minute(s).`,
    },
  ];
}

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
  const settings = await shopMailSettings();
  const token = randomBytes(32).toString('base64url');
  await runTransaction(async (tx) => {
    const now = Date.now();
    const count = await checkRate(tx, confirmMailLimits(email, client), now);
    count();
    const createdAt = Timestamp.fromMillis(now);
    tx.create(collections.complaintPending().doc(tokenHash(token)), {
      email,
      subject: what.subject,
      message: what.message,
      createdAt,
      expiresAt: Timestamp.fromMillis(now + CONFIRM_LINK_MS),
    });
    const confirmUrl = `${settings.siteOrigin}${withToken(mailLinkPaths.complaintConfirm, token)}`;
    queueMail(
      tx,
      {
        to: [email],
        message: complaintConfirmMail(
          { confirmUrl, subject: what.subject, expiresInHours: COMPLAINT_LIMITS.confirmLinkHours },
          settings,
        ),
        kind: 'complaint-confirm',
      },
      createdAt,
    );
  });
  return {
    message:
      `Almost done: we have sent a link to ${email}. Open it within ${COMPLAINT_LIMITS.confirmLinkHours} hours ` +
      'to open your complaint; it then gets its ticket number.',
  };
}

/** POST /api/complaints/confirm: the link works once, and opens the ticket in the address it was sent to. */
export async function confirmComplaint(token: string): Promise<ComplaintOpened> {
  const context = await complaintMailContext();
  const ref = collections.complaintPending().doc(tokenHash(token));
  return runTransaction(async (tx) => {
    const pending = (await tx.get(ref)).data();
    if (!pending || pending.expiresAt.toMillis() <= Date.now()) {
      throw new NotFoundError(
        'This confirmation link has already been used, has expired, or is not ours. ' +
          'To complain, fill in the form on the Contact page again.',
      );
    }
    const who = { email: pending.email, personKeys: [mailboxKey(pending.email)] };
    const opened = await openTicketIn(tx, who, { subject: pending.subject, message: pending.message }, context);
    tx.delete(ref);
    return opened;
  });
}
