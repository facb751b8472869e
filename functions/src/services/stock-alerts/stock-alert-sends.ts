import { STOCK_ALERT_LIMITS } from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import { runTransaction } from '../../db/store-transaction';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { backInStockMail } from '../../mail/templates/stock-alerts';
import type { MailSettings } from '../../mail/templates/types';
import { shopMailSettings } from '../store/store-settings';

// The send (issue 43 §3, decision 063). The rule is a state, not an event: a waiting alert of a
// book that has copies is due, since an alert is only ever made while its book has none. So any
// caller may run it any number of times (after the owner's edit, an import, a restocking move,
// the sweep), and a retried or concurrent run finds the alerts it would send already sent.

const { sendBatch } = STOCK_ALERT_LIMITS;

/** The API's own address: a GET there leads to the page that asks before cancelling. */
const cancelLink = (settings: MailSettings, token: string) =>
  `${settings.siteOrigin}/api/stock-alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One batch, in one transaction: reads the book and its oldest waiting alerts, and for each
 * marks it sent and queues its e-mail (2 writes each, plus the count: inside the 500-write
 * limit). A transaction that loses to another run re-reads and finds them sent. Answers how many
 * it sent; fewer than a batch means none is left.
 */
async function sendBatchOf(bookId: string, settings: MailSettings): Promise<number> {
  const bookRef = collections.books().doc(bookId);
  const waiting = collections
    .stockAlerts()
    .where('bookId', '==', bookId)
    .where('state', '==', 'waiting')
    .orderBy('createdAt')
    .limit(sendBatch);
  return runTransaction(async (tx) => {
    const book = (await tx.get(bookRef)).data();
    if (!book || book.stock <= 0) return 0;
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
    if (alerts.length > 0)
      tx.set(
        collections.stockAlertCounts().doc(bookId),
        { waiting: FieldValue.increment(-alerts.length) },
        { merge: true },
      );
    return alerts.length;
  });
}

/**
 * Sends the due alerts of these books: those with anyone waiting (one read of their counters)
 * and copies on the shelf. Called after a change that may have restocked them has committed.
 * Answers how many e-mails were queued.
 */
export async function sendDueStockAlerts(bookIds: readonly string[]): Promise<number> {
  const ids = [...new Set(bookIds)];
  if (ids.length === 0) return 0;
  const counts = await getAllOf(ids.map((id) => collections.stockAlertCounts().doc(id)));
  const wanted = counts.filter((count) => (count.data()?.waiting ?? 0) > 0).map((count) => count.id);
  if (wanted.length === 0) return 0;
  const settings = await shopMailSettings();
  let sent = 0;
  for (const bookId of wanted) {
    for (;;) {
      const batch = await sendBatchOf(bookId, settings);
      sent += batch;
      if (batch < sendBatch) break;
    }
  }
  return sent;
}

/**
 * The backstop: every book somebody waits for. A restock whose follow-up never ran (the
 * instance died after the commit, a restocking path that does not call it) is sent here.
 */
export async function sweepStockAlerts(): Promise<number> {
  const wanted = await collections.stockAlertCounts().where('waiting', '>', 0).get();
  return sendDueStockAlerts(wanted.docs.map((doc) => doc.id));
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
