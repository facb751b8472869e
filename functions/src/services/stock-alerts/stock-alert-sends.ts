import { STOCK_ALERT_LIMITS } from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { StockAlertCountRecord } from '../../db/stock-alerts';
import { getAllOf } from '../../db/documents';
import { runTransaction } from '../../db/store-transaction';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { backInStockMail } from '../../mail/templates/stock-alerts';
import type { MailSettings } from '../../mail/templates/types';
import { shopMailSettings } from '../store/store-settings';

// The send (decisions 063 and 071). The rule is a state, not an event: a waiting alert of a
// book that has copies is due, since an alert is only ever made while its book has none. So any
// caller may run it any number of times (after the owner's edit, an import, a restocking move,
// the sweep), and a retried or concurrent run finds the alerts it would send already sent. The
// restocking transaction also marks the book (markIfBackInStock), so the sweep reads only the
// books that came back instead of every awaited book every five minutes.

const { sendBatch } = STOCK_ALERT_LIMITS;

/** The API's own address: a GET there leads to the page that asks before cancelling. */
const cancelLink = (settings: MailSettings, token: string) =>
  `${settings.siteOrigin}/api/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * In the transaction that puts copies of a book back (the owner's edit, an import row, a cancel,
 * a return), from `before` copies to `after`: a book that had none is marked restocked beside
 * its count (decision 071). The mark commits with the copies, so a follow-up that never runs
 * (the instance died after the commit) leaves it for the sweep, which reads only marked books.
 * Only a book that had no copies can have anyone waiting (an alert is only made then), so a
 * restock of a book on the shelf writes nothing more.
 */
export function markIfBackInStock(tx: Transaction, bookId: string, before: number, after: number): void {
  if (before <= 0 && after > 0)
    tx.set(collections.stockAlertCounts().doc(bookId), { restocked: true }, { merge: true });
}

/**
 * One batch, in one transaction: reads the book and its oldest waiting alerts, and for each
 * marks it sent and queues its e-mail (2 writes each, plus the count: inside the 500-write
 * limit). A transaction that loses to another run re-reads and finds them sent. Answers how many
 * it sent; fewer than a batch means none is left. The batch that finds none left (or the book
 * without copies) also clears the book's restocked mark when it had one: it read the book, so a
 * restock committing meanwhile makes it run again (or waits for it) and is never cleared unseen.
 */
async function sendBatchOf(bookId: string, settings: MailSettings, marked: boolean): Promise<number> {
  const bookRef = collections.books().doc(bookId);
  const countRef = collections.stockAlertCounts().doc(bookId);
  const waiting = collections
    .stockAlerts()
    .where('bookId', '==', bookId)
    .where('state', '==', 'waiting')
    .orderBy('createdAt')
    .limit(sendBatch);
  return runTransaction(async (tx) => {
    const book = (await tx.get(bookRef)).data();
    if (!book || book.stock <= 0) {
      // Sold out again before anyone was told: they are due at the next restock, which marks it again.
      if (marked) tx.set(countRef, { restocked: false }, { merge: true });
      return 0;
    }
    const alerts = (await tx.get(waiting)).docs;
    const now = Timestamp.now();
    alerts.forEach((alert, i) => {
      const { email, unsubscribeToken } = alert.data();
      tx.update(alert.ref, { state: 'sent', sentAt: now });
      // One millisecond apart, in the order they asked: the outbox and its sweep go by createdAt.
      queueMail(
        tx,
        {
          to: [email],
          message: backInStockMail(
            { bookId, bookTitle: book.title, unsubscribeUrl: cancelLink(settings, unsubscribeToken) },
            settings,
          ),
          kind: 'stock-alert',
        },
        Timestamp.fromMillis(now.toMillis() + i),
      );
    });
    // One write of the count: the alerts sent off it, and the mark cleared with the last batch.
    const clearing = marked && alerts.length < sendBatch;
    if (alerts.length > 0 || clearing)
      tx.set(
        countRef,
        {
          ...(alerts.length > 0 ? { waiting: FieldValue.increment(-alerts.length) } : {}),
          ...(clearing ? { restocked: false } : {}),
        },
        { merge: true },
      );
    return alerts.length;
  });
}

/**
 * Sends the due alerts of the books whose counts these are: those with anyone waiting and
 * copies on the shelf; a marked book with nobody waiting only has its mark cleared.
 */
async function sendForCounts(counts: ReadonlyArray<DocumentSnapshot<StockAlertCountRecord>>): Promise<number> {
  const wanted = counts.flatMap((count) => {
    const { waiting = 0, restocked = false } = count.data() ?? {};
    return waiting > 0 || restocked ? [{ bookId: count.id, marked: restocked }] : [];
  });
  if (wanted.length === 0) return 0;
  const settings = await shopMailSettings();
  let sent = 0;
  for (const { bookId, marked } of wanted) {
    for (;;) {
      const batch = await sendBatchOf(bookId, settings, marked);
      sent += batch;
      if (batch < sendBatch) break;
    }
  }
  return sent;
}

/**
 * Sends the due alerts of these books: those with anyone waiting (one read of their counters)
 * and copies on the shelf. Called after a change that may have restocked them has committed.
 * Answers how many e-mails were queued.
 */
export async function sendDueStockAlerts(bookIds: readonly string[]): Promise<number> {
  const ids = [...new Set(bookIds)];
  if (ids.length === 0) return 0;
  return sendForCounts(await getAllOf(ids.map((id) => collections.stockAlertCounts().doc(id))));
}

/**
 * The backstop, every 5 minutes: the books marked restocked whose follow-up never sent them (the
 * instance died after the commit, or the follow-up failed). One query, which on a shop where
 * nothing came back answers nothing: one read a run, however many wait (decision 071).
 */
export async function sweepStockAlerts(): Promise<number> {
  return sendForCounts((await collections.stockAlertCounts().where('restocked', '==', true).get()).docs);
}

/**
 * Once a day: every book somebody waits for, marked or not. A restock written around the API
 * (the console, a script) marks nothing; this finds it within a day, at two reads per awaited
 * book (its count and the book), where every sweep of decision 063 paid three.
 */
export async function sweepAllStockAlerts(): Promise<number> {
  return sendForCounts((await collections.stockAlertCounts().where('waiting', '>', 0).get()).docs);
}

/** The day's run that also looks at every awaited book: 03:00 in India (21:30 UTC), a quiet hour. */
export const isDailyStockAlertPass = (scheduledAt: Date): boolean =>
  scheduledAt.getUTCHours() === 21 && scheduledAt.getUTCMinutes() === 30;

/** One scheduled run (triggers/stock-alerts.ts), by the time it was scheduled for. */
export function sweepScheduledStockAlerts(scheduledAt: Date): Promise<number> {
  return isDailyStockAlertPass(scheduledAt) ? sweepAllStockAlerts() : sweepStockAlerts();
}

/**
 * After a change that may have restocked books: sends their alerts, and never fails the change
 * that has committed already (the sweep sends what this could not).
 */
export async function afterRestock(bookIds: readonly string[]): Promise<void> {
  try {
    await sendDueStockAlerts(bookIds);
  } catch (error) {
    console.error('Back-in-stock alerts left to the sweep', error);
  }
}
