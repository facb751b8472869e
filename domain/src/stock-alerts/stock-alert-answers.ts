import { object, type InferType } from 'yup';
import { count, listOf, oneOfWords, plainText, storedId } from '../shared/answer-fields';
import { named } from '../shared/fields';

/** POST /api/books/{id}/stock-alerts (201 signed in) and POST /api/stock-alerts/confirm. */
export const stockAlertSetSchema = named(
  'StockAlertSet',
  object({
    message: plainText('What happened, in words for the person.'),
    outcome: oneOfWords(
      ['waiting', 'already-waiting'] as const,
      '`already-waiting`: this mailbox was already waiting for this book; nothing changed.',
    ),
  }),
);
export type StockAlertSet = InferType<typeof stockAlertSetSchema>;

/** POST /api/books/{id}/stock-alerts without a sign-in (202): the confirmation link was e-mailed. */
export const stockAlertLinkSentSchema = named('StockAlertLinkSent', object({ message: plainText() }));
export type StockAlertLinkSent = InferType<typeof stockAlertLinkSentSchema>;

/** POST /api/stock-alerts/unsubscribe: the same answer whether or not the alert was still there. */
export const stockAlertUnsubscribedSchema = named('StockAlertUnsubscribed', object({ message: plainText() }));
export type StockAlertUnsubscribed = InferType<typeof stockAlertUnsubscribedSchema>;

/** One line of the owner's reorder list: an out-of-stock book and how many wait for it. */
export const wantedBookSchema = named(
  'WantedBook',
  object({ bookId: storedId(), title: plainText(), waiting: count('Addresses waiting for it.') }),
);
export type WantedBook = InferType<typeof wantedBookSchema>;

/** GET /api/admin/stock-alerts: waiting counts by book, and the most-wanted out-of-stock books. */
export const stockAlertOverviewSchema = named(
  'StockAlertOverview',
  object({
    waitingByBook: listOf(
      named('WaitingCount', object({ bookId: storedId(), waiting: count() })),
      'Every book somebody waits for.',
    ),
    reorder: listOf(wantedBookSchema, 'Out-of-stock books, most waited for first.'),
  }),
);
export type StockAlertOverview = InferType<typeof stockAlertOverviewSchema>;
