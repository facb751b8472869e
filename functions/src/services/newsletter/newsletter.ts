import {
  NEWSLETTER_LIMITS,
  storeTimestamp,
  type NewsletterConfirmResult,
  type NewsletterStats,
  type NewsletterSubscribeResult,
  type NewsletterUnsubscribeResult,
} from '@bookstore/domain';
import { mailLinkPaths } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import type { NewsletterPendingRecord } from '../../db/newsletter';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../mail/templates/newsletter';
import type { MailSettings } from '../../mail/templates/types';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { confirmLink, requestConfirmationLink, type ConfirmationLinkKind } from '../confirmation-links';
import { csvFile } from '../csv';
import { shopMailSettings } from '../store/store-settings';

// The double opt-in (docs/decisions/025-newsletter.md) through the confirmation link
// (services/confirmation-links.ts). Addresses are stored only under hashed ids; the welcome
// e-mail is queued in the transaction that makes the subscriber.

/** The id of an address's pending subscription and subscriber record. */
const addressId = (email: string) => hashedId('newsletter-address', email);

const newsletterLink: ConfirmationLinkKind<NewsletterPendingRecord> = {
  limits: NEWSLETTER_LIMITS,
  page: mailLinkPaths.newsletterConfirm,
  tokenPurpose: 'newsletter-confirm-token',
  pending: collections.newsletterPending,
  oneLinkPerAddress: addressId,
  attempts: collections.newsletterAttempts,
  counterIds: (email, client) => [hashedId('newsletter-per-address', email), hashedId('newsletter-per-client', client)],
  tooManyForAddress: (limit) =>
    `This address has asked to subscribe ${limit} times in the last hour, the most the store accepts. ` +
    'Look for the link we sent (check your spam folder too), or',
  tooManyFromNetwork: 'subscribe requests',
  gone:
    'This confirmation link has already been used, has expired, or was replaced by a newer one. ' +
    'To subscribe, enter your e-mail address in the box at the bottom of the page again.',
};

/**
 * The link every newsletter e-mail carries, in its body and as List-Unsubscribe. It is the API's
 * address, so a mail client's one-click POST (RFC 8058) reaches the API; a person's click (a
 * GET) is sent on to the storefront page that asks before anything changes.
 */
const unsubscribeLink = (settings: MailSettings, token: string) =>
  `${settings.siteOrigin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * The footer box. A confirmed address gets nothing new (the request still counts). Otherwise a
 * pending subscription with a new link replaces any earlier one.
 */
export async function subscribeToNewsletter(
  email: string,
  client: string | undefined,
): Promise<NewsletterSubscribeResult> {
  const subscriberRef = collections.newsletterSubscribers().doc(addressId(email));
  const sent = await requestConfirmationLink(newsletterLink, email, client, async (tx) =>
    (await tx.get(subscriberRef)).exists
      ? { sent: false, answer: `${email} is already subscribed, so we have sent nothing new.` }
      : {
          fields: {},
          mail: (confirmUrl, settings) => ({
            message: newsletterConfirmMail({ confirmUrl }, settings),
            kind: 'newsletter-confirm',
          }),
        },
  );
  if (!sent.sent) return { outcome: 'already-subscribed', message: sent.answer };
  return {
    outcome: 'confirmation-sent',
    message:
      `Almost done: we have sent a link to ${email}. Open it within ` +
      `${NEWSLETTER_LIMITS.confirmLinkHours} hours to confirm your subscription.`,
  };
}

/**
 * Confirming makes the address a subscriber with its own unsubscribe token (256 random bits) and
 * queues the welcome e-mail carrying the unsubscribe link.
 */
export async function confirmNewsletter(token: string): Promise<NewsletterConfirmResult> {
  const settings = await shopMailSettings();
  return confirmLink(newsletterLink, token, async (tx, { email }, now) => {
    const subscriberRef = collections.newsletterSubscribers().doc(addressId(email));
    if ((await tx.get(subscriberRef)).exists)
      return { outcome: 'already-subscribed', message: `${email} is already subscribed.` };
    const unsubscribeToken = randomBytes(32).toString('base64url');
    tx.create(subscriberRef, { email, confirmedAt: now, unsubscribeToken });
    queueMail(
      tx,
      {
        to: [email],
        message: newsletterWelcomeMail({ unsubscribeUrl: unsubscribeLink(settings, unsubscribeToken) }, settings),
        kind: 'newsletter-welcome',
      },
      now,
    );
    return { outcome: 'subscribed', message: `Thank you: ${email} is now subscribed to the newsletter.` };
  });
}

/**
 * The unsubscribe link: the subscriber record goes. Asking twice, or with a token whose
 * subscriber has already gone, gets the same answer: the address is not subscribed either way.
 */
export async function unsubscribeFromNewsletter(token: string): Promise<NewsletterUnsubscribeResult> {
  const found = await collections.newsletterSubscribers().where('unsubscribeToken', '==', token).get();
  await Promise.all(found.docs.map((doc) => doc.ref.delete()));
  return { message: 'You are unsubscribed: the store will send you no more newsletters.' };
}

/** The owner's figure: an aggregation count, so no subscriber document is read. */
export async function newsletterStats(): Promise<NewsletterStats> {
  const snapshot = await collections.newsletterSubscribers().count().get();
  return { subscribers: snapshot.data().count };
}

/** Subscribers read by one query of the download: the most it holds at once, however many there are. */
export const SUBSCRIBERS_CSV_PAGE_SIZE = 500;

/**
 * The owner's download, oldest first: each subscriber's address and when they confirmed, on the
 * store's clock. Given as the header row and then one part per page of subscribers, read by the
 * confirmation time and then the id (decision 070), so the file is written as it is read and no
 * more than a page is ever held. Each part is csvFile's rows, so the parts joined are the file
 * csvFile makes of the whole list.
 */
export async function* newsletterSubscribersCsv(pageSize = SUBSCRIBERS_CSV_PAGE_SIZE): AsyncGenerator<string> {
  yield csvFile([['email', 'confirmedAt']]);
  // One field and the id in one direction: the single-field index on confirmedAt serves it.
  const inOrder = collections
    .newsletterSubscribers()
    .orderBy('confirmedAt')
    .orderBy(FieldPath.documentId())
    .limit(pageSize);
  let page = await inOrder.get();
  while (!page.empty) {
    yield csvFile(
      page.docs.map((doc) => {
        const { email, confirmedAt } = doc.data();
        return [email, storeTimestamp(confirmedAt.toDate())];
      }),
    );
    if (page.size < pageSize) return;
    page = await inOrder.startAfter(page.docs.at(-1)!).get();
  }
}
