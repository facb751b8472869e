import {
  NEWSLETTER_LIMITS,
  storeTimestamp,
  type NewsletterConfirmResult,
  type NewsletterStats,
  type NewsletterSubscribeResult,
  type NewsletterUnsubscribeResult,
} from '@bookstore/domain';
import { mailLinkPaths, withToken } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { FieldPath, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { NewsletterAttemptsRecord } from '../../db/counters';
import { hashedId } from '../../db/hashed-id';
import { shopMailSettings } from '../store/store-settings';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../mail/templates/newsletter';
import type { MailSettings } from '../../mail/templates/types';
import { csvFile } from '../csv';
import { NotFoundError, TooManyAttemptsError } from '../errors';
import { addressBucket } from '../owners/login-throttle';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { retryAfterSeconds, windowCounter } from '../window-counter';
import { runTransaction } from '../../db/store-transaction';

// The double opt-in (docs/decisions/025-newsletter.md). Addresses are stored only under hashed
// ids, link tokens are 256 random bits, and each e-mail is queued in the transaction that makes
// it true, so a link in an inbox always names a stored pending subscription or subscriber.

const attempts = windowCounter<NewsletterAttemptsRecord>(
  NEWSLETTER_LIMITS.windowSeconds * 1000,
  (record) => record.attempts,
);
const CONFIRM_LINK_MS = NEWSLETTER_LIMITS.confirmLinkHours * 60 * 60 * 1000;
/** Simultaneous subscribes from one client contend on its counter; each must count, not fail. */
const TRANSACTION_ATTEMPTS = 25;

/** The id of an address's pending subscription and subscriber record. */
const addressId = (email: string) => hashedId('newsletter-address', email);
/** 32 random bytes, base64url: the 43 characters NEWSLETTER_TOKEN_PATTERN expects. */
const newToken = () => randomBytes(32).toString('base64url');
const confirmTokenHash = (token: string) => hashedId('newsletter-confirm-token', token);

const confirmLink = (settings: MailSettings, token: string) =>
  `${settings.siteOrigin}${withToken(mailLinkPaths.newsletterConfirm, token)}`;
/**
 * The link every newsletter e-mail carries, in its body and as List-Unsubscribe. It is the API's
 * address, so a mail client's one-click POST (RFC 8058) reaches the API; a person's click (a
 * GET) is sent on to the storefront page that asks before anything changes.
 */
const unsubscribeLink = (settings: MailSettings, token: string) =>
  `${settings.siteOrigin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

interface Counter {
  ref: DocumentReference<NewsletterAttemptsRecord, NewsletterAttemptsRecord>;
  limit: number;
  refusal: (minutes: number) => string;
}

/**
 * Counts this request against both limits, in the caller's transaction, or throws 429 with
 * Retry-After when either is reached (and then counts nothing).
 */
async function countRequest(tx: Transaction, counters: Counter[], now: number): Promise<void> {
  const records = await Promise.all(counters.map(async ({ ref }) => (await tx.get(ref)).data()));
  const blocked = counters
    .map((counter, i) => ({ counter, until: attempts.lockedUntil(records[i], counter.limit, now) }))
    .filter(({ until }) => until > 0);
  if (blocked.length > 0) {
    const retryAfter = retryAfterSeconds(Math.max(...blocked.map(({ until }) => until)), now);
    throw new TooManyAttemptsError(blocked[0]!.counter.refusal(Math.ceil(retryAfter / 60)), retryAfter);
  }
  counters.forEach(({ ref }, i) => {
    const { count, ...window } = attempts.next(records[i], now);
    tx.set(ref, { attempts: count, ...window });
  });
}

function subscribeCounters(email: string, client: string | undefined): Counter[] {
  const { requestsPerAddress, requestsPerClient } = NEWSLETTER_LIMITS;
  return [
    {
      ref: collections.newsletterAttempts().doc(hashedId('newsletter-per-address', email)),
      limit: requestsPerAddress,
      refusal: (minutes) =>
        `This address has asked to subscribe ${requestsPerAddress} times in the last hour, the most the store ` +
        `accepts. Look for the link we sent (check your spam folder too), or try again in ${minutes} minute(s).`,
    },
    {
      ref: collections.newsletterAttempts().doc(hashedId('newsletter-per-client', addressBucket(client))),
      limit: requestsPerClient,
      refusal: (minutes) =>
        `Too many subscribe requests from your network: at most ${requestsPerClient} an hour. ` +
        `Please try again in ${minutes} minute(s).`,
    },
  ];
}

/**
 * The footer box. Every well-formed request counts against the address's and the client's
 * limits, whatever it finds, so the answer cannot be used to test addresses in bulk. A
 * confirmed address gets nothing new. Otherwise a pending subscription with a new one-time
 * token replaces any earlier one, and its confirmation e-mail is queued in the same
 * transaction: without the write there is no e-mail, and without the e-mail no write.
 */
export async function subscribeToNewsletter(
  email: string,
  client: string | undefined,
): Promise<NewsletterSubscribeResult> {
  const settings = await shopMailSettings();
  const counters = subscribeCounters(email, client);
  const subscriberRef = collections.newsletterSubscribers().doc(addressId(email));
  const pendingRef = collections.newsletterPending().doc(addressId(email));
  return runTransaction(
    async (tx) => {
      const now = Date.now();
      const subscriber = await tx.get(subscriberRef);
      await countRequest(tx, counters, now);
      if (subscriber.exists) {
        return {
          outcome: 'already-subscribed',
          message: `${email} is already subscribed, so we have sent nothing new.`,
        };
      }
      const token = newToken();
      const createdAt = Timestamp.fromMillis(now);
      tx.set(pendingRef, {
        email,
        tokenHash: confirmTokenHash(token),
        createdAt,
        expiresAt: Timestamp.fromMillis(now + CONFIRM_LINK_MS),
      });
      queueMail(
        tx,
        {
          to: [email],
          message: newsletterConfirmMail({ confirmUrl: confirmLink(settings, token) }, settings),
          kind: 'newsletter-confirm',
        },
        createdAt,
      );
      return {
        outcome: 'confirmation-sent',
        message:
          `Almost done: we have sent a link to ${email}. Open it within ` +
          `${NEWSLETTER_LIMITS.confirmLinkHours} hours to confirm your subscription.`,
      };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * The confirmation link. It works once: the pending subscription goes, the address becomes a
 * subscriber with its own unsubscribe token, and the welcome e-mail carrying the unsubscribe
 * link is queued, all in one transaction.
 */
export async function confirmNewsletter(token: string): Promise<NewsletterConfirmResult> {
  const settings = await shopMailSettings();
  const byToken = collections.newsletterPending().where('tokenHash', '==', confirmTokenHash(token)).limit(1);
  return runTransaction(async (tx) => {
    const now = Timestamp.now();
    const pending = (await tx.get(byToken)).docs[0];
    // Expired ones linger until Firestore's TTL removes them (within a day or so).
    if (!pending || pending.data().expiresAt.toMillis() <= now.toMillis()) {
      throw new NotFoundError(
        'This confirmation link has already been used, has expired, or was replaced by a newer one. ' +
          'To subscribe, enter your e-mail address in the box at the bottom of the page again.',
      );
    }
    const { email } = pending.data();
    const subscriberRef = collections.newsletterSubscribers().doc(addressId(email));
    const subscriber = await tx.get(subscriberRef);
    tx.delete(pending.ref);
    if (subscriber.exists) return { outcome: 'already-subscribed', message: `${email} is already subscribed.` };
    const unsubscribeToken = newToken();
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
