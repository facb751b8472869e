import {
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LIMITS,
  mailboxOf,
  type StockAlertLinkSent,
  type StockAlertSet,
  type StockAlertUnsubscribed,
} from '@bookstore/domain';
import { mailLinkPaths, withToken } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import { runTransaction } from '../../db/store-transaction';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { stockAlertConfirmMail } from '../../mail/templates/stock-alerts';
import { checkRate, type RateLimit } from '../rate-limit';
import { ConflictError, NotFoundError } from '../errors';
import { addressBucket } from '../owners/login-throttle';
import { shopMailSettings } from '../store/store-settings';

// Asking for a back-in-stock alert (issue 43 §3, decision 063). A signed-in customer's verified
// address waits at once; any other address is sent the newsletter's double opt-in link first, so
// nobody can sign a stranger up. Every request counts against the mailbox's and the network's
// limits, whatever it finds.

const { requestsPerAddress, requestsPerClient, windowSeconds, confirmLinkHours } = STOCK_ALERT_LIMITS;
const CONFIRM_LINK_MS = confirmLinkHours * 60 * 60 * 1000;
/** Simultaneous requests from one network contend on its counter; each must count, not fail. */
const TRANSACTION_ATTEMPTS = 25;

const newToken = () => randomBytes(32).toString('base64url');
const confirmTokenHash = (token: string) => hashedId('stock-alert-confirm-token', token);
/** One alert per mailbox per book: the spellings of one inbox share the id. */
const alertRef = (bookId: string, email: string) =>
  collections.stockAlerts().doc(hashedId('stock-alert', `${bookId}\n${mailboxOf(email)}`));

function requestLimits(email: string, client: string | undefined): RateLimit[] {
  const windowMs = windowSeconds * 1000;
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  return [
    {
      ref: collections.stockAlertAttempts().doc(hashedId('stock-alert-address', mailboxOf(email))),
      limit: requestsPerAddress,
      windowMs,
      refusal: (seconds) =>
        `This address has asked for ${requestsPerAddress} back-in-stock alerts in the last hour, the most the store ` +
        `accepts. Please try again in ${minutes(seconds)} minute(s).`,
    },
    {
      ref: collections.stockAlertAttempts().doc(hashedId('stock-alert-client', addressBucket(client))),
      limit: requestsPerClient,
      windowMs,
      refusal: (seconds) =>
        `Too many back-in-stock alerts asked for from your network: at most ${requestsPerClient} an hour. ` +
        `Please try again in ${minutes(seconds)} minute(s).`,
    },
  ];
}

/**
 * The book, read in the caller's transaction: an unknown one is a 404, one on the shelf a 409.
 * Reading it there is what keeps an alert from slipping past a restock: a restock that commits
 * meanwhile changes the book, so this transaction runs again and finds it in stock.
 */
async function outOfStockBook(tx: Transaction, bookId: string): Promise<{ title: string }> {
  const book = (await tx.get(collections.books().doc(bookId))).data();
  if (!book) throw new NotFoundError('Book not found.');
  if (book.stock > 0) throw new ConflictError(STOCK_ALERT_IN_STOCK);
  return { title: book.title };
}

/**
 * Adds the alert in the caller's transaction, after its reads: the alert's own read is made by
 * the returned function's caller first. Answers what the person is told.
 */
async function addAlert(tx: Transaction, bookId: string, email: string, title: string): Promise<() => StockAlertSet> {
  const ref = alertRef(bookId, email);
  const existing = (await tx.get(ref)).data();
  return () => {
    if (existing?.state === 'waiting')
      return {
        outcome: 'already-waiting',
        message: `${email} is already on the list for “${title}”: we will e-mail you once when it is back.`,
      };
    // A sent alert of an earlier restock is replaced: this is a new wait.
    tx.set(ref, {
      bookId,
      email,
      createdAt: Timestamp.now(),
      state: 'waiting',
      sentAt: null,
      unsubscribeToken: newToken(),
    });
    tx.set(collections.stockAlertCounts().doc(bookId), { waiting: FieldValue.increment(1) }, { merge: true });
    return {
      outcome: 'waiting',
      message: `We will e-mail ${email} once when “${title}” is back in stock.`,
    };
  };
}

/** A signed-in customer (verified address): the alert is made at once. */
export async function askForStockAlert(
  bookId: string,
  email: string,
  client: string | undefined,
): Promise<StockAlertSet> {
  return runTransaction(
    async (tx) => {
      const count = await checkRate(tx, requestLimits(email, client), Date.now());
      const { title } = await outOfStockBook(tx, bookId);
      const add = await addAlert(tx, bookId, email, title);
      count();
      return add();
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * Anyone else: the address is e-mailed a one-time link, queued in the transaction that stores
 * the pending request. The answer is the same whether or not the address already waits, so it
 * cannot be used to learn who waits for what.
 */
export async function requestStockAlertLink(
  bookId: string,
  email: string,
  client: string | undefined,
): Promise<StockAlertLinkSent> {
  const settings = await shopMailSettings();
  const token = newToken();
  await runTransaction(
    async (tx) => {
      const now = Date.now();
      const count = await checkRate(tx, requestLimits(email, client), now);
      const { title } = await outOfStockBook(tx, bookId);
      count();
      const createdAt = Timestamp.fromMillis(now);
      tx.set(collections.stockAlertPending().doc(confirmTokenHash(token)), {
        bookId,
        email,
        createdAt,
        expiresAt: Timestamp.fromMillis(now + CONFIRM_LINK_MS),
      });
      const confirmUrl = `${settings.siteOrigin}${withToken(mailLinkPaths.stockAlertConfirm, token)}`;
      queueMail(
        tx,
        {
          to: [email],
          message: stockAlertConfirmMail({ confirmUrl, bookTitle: title, expiresInHours: confirmLinkHours }, settings),
          kind: 'stock-alert-confirm',
        },
        createdAt,
      );
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  return {
    message: `Almost done: we have sent a link to ${email}. Open it within ${confirmLinkHours} hours to start the alert.`,
  };
}

/** POST /api/stock-alerts/confirm: the link works once, and makes the alert for the address it was sent to. */
export async function confirmStockAlert(token: string): Promise<StockAlertSet> {
  const pendingRef = collections.stockAlertPending().doc(confirmTokenHash(token));
  return runTransaction(async (tx) => {
    const pending = (await tx.get(pendingRef)).data();
    if (!pending || pending.expiresAt.toMillis() <= Date.now())
      throw new NotFoundError(
        'This confirmation link has already been used, has expired, or is not ours. ' +
          'To be told when the book is back, ask again on its page.',
      );
    const { title } = await outOfStockBook(tx, pending.bookId);
    const add = await addAlert(tx, pending.bookId, pending.email, title);
    tx.delete(pendingRef);
    return add();
  });
}

/**
 * The link in the alert's e-mail: the alert goes. Asking twice, or after it was sent, gets the
 * same answer. A waiting alert leaves the book's count.
 */
export async function cancelStockAlert(token: string): Promise<StockAlertUnsubscribed> {
  const found = await collections.stockAlerts().where('unsubscribeToken', '==', token).limit(1).get();
  const ref = found.docs[0]?.ref;
  if (ref)
    await runTransaction(async (tx) => {
      const alert = (await tx.get(ref)).data();
      if (!alert) return;
      tx.delete(ref);
      if (alert.state === 'waiting')
        tx.set(
          collections.stockAlertCounts().doc(alert.bookId),
          { waiting: FieldValue.increment(-1) },
          { merge: true },
        );
    });
  return { message: 'Your back-in-stock alert is cancelled: the store will send you nothing about this book.' };
}
