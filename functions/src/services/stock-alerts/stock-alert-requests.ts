import {
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LIMITS,
  mailboxOf,
  type StockAlertLinkSent,
  type StockAlertSet,
  type StockAlertUnsubscribed,
} from '@bookstore/domain';
import { mailLinkPaths } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import type { StockAlertPendingRecord } from '../../db/stock-alerts';
import { runTransaction } from '../../db/store-transaction';
import { stockAlertConfirmMail } from '../../mail/templates/stock-alerts';
import {
  confirmLink,
  countLinkRequest,
  requestConfirmationLink,
  type ConfirmationLinkKind,
} from '../confirmation-links';
import { ConflictError, NotFoundError } from '../errors';

// Asking for a back-in-stock alert (decision 063). A signed-in customer's verified
// address waits at once; any other address is sent a confirmation link first
// (services/confirmation-links.ts), so nobody can sign a stranger up. Every request counts
// against the mailbox's and the network's limits (the link's), whatever it finds.

/** Simultaneous requests from one network contend on its counter; each must count, not fail. */
const TRANSACTION_ATTEMPTS = 25;

const stockAlertLink: ConfirmationLinkKind<StockAlertPendingRecord> = {
  limits: STOCK_ALERT_LIMITS,
  page: mailLinkPaths.stockAlertConfirm,
  tokenPurpose: 'stock-alert-confirm-token',
  pending: collections.stockAlertPending,
  attempts: collections.stockAlertAttempts,
  counterIds: (email, client) => [
    hashedId('stock-alert-address', mailboxOf(email)),
    hashedId('stock-alert-client', client),
  ],
  tooManyForAddress: (limit) =>
    `This address has asked for ${limit} back-in-stock alerts in the last hour, the most the store accepts. Please`,
  tooManyFromNetwork: 'back-in-stock alerts asked for',
  gone:
    'This confirmation link has already been used, has expired, or is not ours. ' +
    'To be told when the book is back, ask again on its page.',
};

const newToken = () => randomBytes(32).toString('base64url');
/** One alert per mailbox per book: the spellings of one inbox share the id. */
const alertRef = (bookId: string, email: string) =>
  collections.stockAlerts().doc(hashedId('stock-alert', `${bookId}\n${mailboxOf(email)}`));

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
      const count = await countLinkRequest(tx, stockAlertLink, email, client, Date.now());
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
  const { confirmLinkHours } = STOCK_ALERT_LIMITS;
  await requestConfirmationLink(stockAlertLink, email, client, async (tx) => {
    const { title } = await outOfStockBook(tx, bookId);
    return {
      fields: { bookId },
      mail: (confirmUrl, settings) => ({
        message: stockAlertConfirmMail({ confirmUrl, bookTitle: title, expiresInHours: confirmLinkHours }, settings),
        kind: 'stock-alert-confirm',
      }),
    };
  });
  return {
    message: `Almost done: we have sent a link to ${email}. Open it within ${confirmLinkHours} hours to start the alert.`,
  };
}

/** POST /api/stock-alerts/confirm: the link works once, and makes the alert for the address it was sent to. */
export async function confirmStockAlert(token: string): Promise<StockAlertSet> {
  return confirmLink(stockAlertLink, token, async (tx, pending) => {
    const { title } = await outOfStockBook(tx, pending.bookId);
    const add = await addAlert(tx, pending.bookId, pending.email, title);
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
