import {
  isOrderStatus,
  MAIL_KINDS,
  MAIL_STATES,
  type Address,
  type Book,
  type MailKind,
  type MailState,
  type NewsItem,
  type Order,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderMail,
  type OrderStatus,
} from '@bookstore/domain';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreDataConverter,
  type PartialWithFieldValue,
  type Query,
  type QueryDocumentSnapshot,
  type SetOptions,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';

// Every collection the store keeps, typed by what is stored in it. Reads give the record type
// (old or hand-written documents get the defaults their missing fields had), writes are
// checked against the same type, and the `to…` functions give the API's shape.

/** How a book is stored: the API's Book without its id, dates as Timestamps. */
export interface BookRecord extends Omit<Book, '_id' | 'createdAt' | 'updatedAt'> {
  /**
   * Copies sold: orders add, cancels and returns take back (Top Sellers ranks by it). Kept off the
   * public Book: a shop's sales figures are its own.
   */
  sold: number;
  createdAt: Timestamp;
  /**
   * Moved on by every write to the book, orders' stock changes included, in the server's commit
   * time (FieldValue.serverTimestamp()): catalog-index.ts catches up by it.
   */
  updatedAt: Timestamp;
}

export interface OrderRecord extends Omit<Order, '_id' | 'createdAt' | 'history'> {
  history: OrderHistoryRecord[];
  createdAt: Timestamp;
}

export interface OrderHistoryRecord extends Omit<OrderHistoryEntry, 'at'> {
  at: Timestamp;
}

/**
 * orderAudit/{orderId}: who made each of the owner's changes to one order. The order itself,
 * which its customer can read from Firestore, records those changes as STORE_ACTOR; this
 * collection is closed to every client (firestore.rules) and read by the owner's API only.
 */
export interface OrderAuditRecord {
  /** Oldest first; each matches the order's history entry with the same status and `at`. */
  entries: OrderHistoryRecord[];
}

/** A news item, and its place on the home page. */
export interface NewsRecord extends Omit<NewsItem, '_id'> {
  order: number;
}

export interface AdminRecord {
  username: string;
  passwordHash: string;
  /** Only 'admin' may sign in. */
  role: string;
  /** Where this owner's alerts go (`npm run admin:create -- --email`); empty for none. */
  email: string;
  /**
   * Every owner token carries the version current when it was issued, and only that version is
   * accepted: signing out or a new password moves it on, which ends every earlier token.
   */
  tokenVersion: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A cover image, stored under the SHA-256 of its bytes. */
export interface CoverRecord {
  contentType: string;
  data: Buffer;
  size: number;
  uploadedBy: string;
  createdAt: Timestamp;
}

/** Sales figures in integer paise, kept current by the order transaction. */
export interface SalesStatsRecord {
  totalSalesPaise: number;
  totalOrders: number;
  months: Record<string, { salesPaise: number; orders: number }>;
}

/**
 * One Idempotency-Key of one customer. The id is a hash of (customer, key), so keys of any
 * shape are safe document ids and one customer's key never matches another's.
 */
export interface IdempotencyKeyRecord {
  uid: string;
  /** SHA-256 of the validated order request: a replay must send the same order. */
  requestHash: string;
  orderId: string;
  createdAt: Timestamp;
  /** Firestore's TTL policy deletes the record after this (see firestore.indexes.json). */
  expiresAt: Timestamp;
}

/** Failed sign-ins for one username (id = hash of it, so guessed names are not stored). */
export interface LoginThrottleRecord {
  failures: number;
  windowStartedAt: Timestamp;
  /** The end of the window; also the TTL field. */
  expiresAt: Timestamp;
}

/**
 * openOrderHolds/{person key}: the open (pending or confirmed) orders held by one mailbox or one
 * delivery phone (customer-key.ts `personKeys`), whichever accounts placed them. Every order
 * transaction reads and writes the holds of its e-mail and phone, so two orders of one person
 * placed at once cannot both pass the limits (the second conflicts here and re-runs), and every
 * status change that moves an order out of the open set takes its id off in the same
 * transaction. Closed to clients. See decisions 021 and 035.
 */
export interface OpenOrderHoldRecord {
  openOrderIds: string[];
  /** Every account e-mail that has ordered under this key: the owner's tools name them together. */
  emails: string[];
}

/**
 * customerOrders/{sha256 of the e-mail}: one account's order figures (the overview's averages).
 * Until issue 28 it also listed the account's open orders: `openOrderIds` is still read, and
 * moved to the holds by the account's next order.
 */
export interface CustomerOrdersRecord {
  /** Before issue 28 only; emptied by the account's next order. */
  openOrderIds: string[];
  ordersPlaced: number;
  lastOrderAt: Timestamp;
  /** The customer's e-mail, for the owner's overview (the id is only its hash). Empty on older documents. */
  email: string;
  /** The name on the customer's latest order. */
  latestOrderName: string;
  /**
   * The customer's orders that still stand (not cancelled or returned), and their total in paise:
   * the order transaction adds, a cancel or a return takes off (customer-averages.ts).
   */
  standingOrders: number;
  standingPaise: number;
  /**
   * standingPaise / standingOrders, rounded to a paisa, written with them so the overview can rank
   * customers with one ordered query. Absent while no order stands, which keeps them off the ranking.
   */
  averageOrderPaise?: number;
}

/**
 * visitHours/{hour}-{shard}: storefront page loads counted in one hour on one shard. Each beacon
 * increments one shard picked at random; the overview sums the last day's with one aggregation.
 */
export interface VisitHourRecord {
  /** The start of the hour counted. */
  hour: Timestamp;
  views: number;
  /** A day after the counting window has passed it; also the TTL field. */
  expiresAt: Timestamp;
}

/** orderAttempts/{person key}: well-formed order requests of one mailbox or one phone in the current window. */
export interface OrderAttemptsRecord {
  attempts: number;
  /**
   * SHA-256 of the Idempotency-Keys counted in this window: a retry of a counted checkout
   * attempt (same key) is not counted again. At most CUSTOMER_LIMITS.orderAttempts entries.
   */
  keys: string[];
  windowStartedAt: Timestamp;
  /** The end of the window; also the TTL field. */
  expiresAt: Timestamp;
}

// The mail kinds and states are shared with the owner's order page (domain/src/mail.ts).
export type { MailKind, MailState };

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on newsletter e-mail. */
  headers?: Record<string, string>;
}

export interface MailDelivery {
  state: MailState;
  /** Sends tried since the mail was queued or the owner last pressed Resend. */
  attempts: number;
  error: string | null;
  startTime: Timestamp | null;
  endTime: Timestamp | null;
  /** While PROCESSING: when the claim lapses and another sender may take the mail over. */
  leaseExpireTime: Timestamp | null;
  /** While RETRY: when the retry sweep sends it again. */
  nextAttemptAt: Timestamp | null;
  /** The SMTP server's answer to the last successful send. */
  info: { messageId: string; accepted: string[]; rejected: string[]; response: string } | null;
}

/**
 * mail/{id}: the transactional outbox, in the shape of Firebase's "Trigger Email from
 * Firestore" extension (`to`, `message`, `delivery`), plus what the owner's screens need.
 * Written in the same transaction as the change it tells of; sent by the `sendMail` trigger.
 */
export interface MailRecord {
  to: string[];
  message: MailMessage;
  kind: MailKind;
  /** The order the e-mail is about, for the owner's order page; empty for others. */
  orderId: string;
  /** The status an 'order-status' e-mail announces, so the owner's page can name it; null for others. */
  orderStatus: OrderStatus | null;
  createdAt: Timestamp;
  delivery: MailDelivery;
}

/**
 * newsletterPending/{hash of the address}: a subscribe waiting for its confirmation link. One per
 * address: asking again replaces the token, so only the newest link works. Only the token's
 * hash is stored; the link in the e-mail is the one copy of the token itself.
 */
export interface NewsletterPendingRecord {
  email: string;
  tokenHash: string;
  createdAt: Timestamp;
  /** When the link stops working; also the TTL field. */
  expiresAt: Timestamp;
}

/**
 * newsletterSubscribers/{hash of the address}: confirmed addresses, and nothing else. The
 * unsubscribe token is kept as it is (not hashed): every later newsletter must put it in its link.
 * It is random, so it tells nothing of the address. See docs/decisions/025-newsletter.md.
 */
export interface NewsletterSubscriberRecord {
  email: string;
  confirmedAt: Timestamp;
  unsubscribeToken: string;
}

/** newsletterAttempts/{hash of an address or a client address}: subscribe requests in the current window. */
export interface NewsletterAttemptsRecord {
  attempts: number;
  windowStartedAt: Timestamp;
  /** The end of the window; also the TTL field. */
  expiresAt: Timestamp;
}

/** meta/seed: the demo catalog was written once, so deleting its books does not bring them back. */
/**
 * bookDeletions/{bookId}: when a book was deleted. Instances catching up after an idle spell
 * query books by updatedAt, which cannot show a deletion; this can (catalog-index.ts).
 */
export interface BookDeletionRecord {
  deletedAt: Timestamp;
}

export interface SeedMarkerRecord {
  seededAt: Timestamp;
  books: number;
}

const isMailKind = (value: unknown): value is MailKind => MAIL_KINDS.includes(value as MailKind);
const isMailState = (value: unknown): value is MailState => MAIL_STATES.includes(value as MailState);
const maybeTimestamp = (value: unknown): Timestamp | null => (value instanceof Timestamp ? value : null);
const texts = (value: unknown): string[] => list(value).map((item) => text(item));

function mailDelivery(value: unknown): MailDelivery {
  const delivery = map(value);
  const info = isMap(delivery.info) ? delivery.info : null;
  return {
    // A document written by hand without a delivery is waiting to be sent.
    state: isMailState(delivery.state) ? delivery.state : 'PENDING',
    attempts: amount(delivery.attempts),
    error: typeof delivery.error === 'string' ? delivery.error : null,
    startTime: maybeTimestamp(delivery.startTime),
    endTime: maybeTimestamp(delivery.endTime),
    leaseExpireTime: maybeTimestamp(delivery.leaseExpireTime),
    nextAttemptAt: maybeTimestamp(delivery.nextAttemptAt),
    info: info && {
      messageId: text(info.messageId),
      accepted: texts(info.accepted),
      rejected: texts(info.rejected),
      response: text(info.response),
    },
  };
}

/** A stored status; orders placed before the lifecycle existed are still waiting for the owner. */
const orderStatusOf = (value: unknown): OrderStatus => (isOrderStatus(value) ? value : 'pending');

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const timestamp = (value: unknown): Timestamp => (value instanceof Timestamp ? value : Timestamp.fromMillis(0));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const map = (value: unknown): Record<string, unknown> => (isMap(value) ? value : {});
const bytes = (value: unknown): Buffer =>
  value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.alloc(0);
const iso = (at: Timestamp): string => at.toDate().toISOString();

function address(value: unknown): Address {
  const stored = map(value);
  const fields: Address = {
    street: text(stored.street),
    city: text(stored.city),
    country: text(stored.country),
    state: text(stored.state),
    zipcode: text(stored.zipcode),
  };
  return typeof stored.landmark === 'string' ? { ...fields, landmark: stored.landmark } : fields;
}

function orderLine(value: unknown): OrderLine {
  const line = map(value);
  return {
    productId: text(line.productId),
    quantity: amount(line.quantity),
    title: text(line.title),
    price: amount(line.price),
  };
}

function historyEntry(value: unknown): OrderHistoryRecord {
  const entry = map(value);
  return { status: orderStatusOf(entry.status), at: timestamp(entry.at), by: text(entry.by) };
}

/**
 * A converter whose stored shape is the record type itself: the record is written as it is,
 * so the compiler checks every write against the record, and `read` types what comes back.
 */
function storedAs<R extends DocumentData>(read: (data: DocumentData) => R): FirestoreDataConverter<R, R> {
  return {
    // Generic, so it fits both of toFirestore's forms (whole records, and partial ones with merge).
    toFirestore: <T>(record: T): T => record,
    fromFirestore: (snapshot: QueryDocumentSnapshot): R => read(snapshot.data()),
  };
}

const converters = {
  book: storedAs<BookRecord>((data) => ({
    ISBN: text(data.ISBN),
    title: text(data.title),
    // A book created without an author (the specification's body) has none: it is shown as
    // shownAuthor() says, never stored or answered as a name (decision 032).
    ...(text(data.author).trim() ? { author: text(data.author) } : {}),
    description: text(data.description),
    category: text(data.category),
    trending: data.trending === true,
    coverImage: text(data.coverImage),
    oldPrice: amount(data.oldPrice),
    newPrice: amount(data.newPrice),
    // A book stored before stock existed has none on hand until the owner sets it.
    stock: amount(data.stock),
    // Books stored before sold counts existed have sold nothing yet.
    sold: amount(data.sold),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt ?? data.createdAt),
  })),
  order: storedAs<OrderRecord>((data) => {
    const products = list(data.products).map(orderLine);
    return {
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone),
      address: address(data.address),
      products,
      productIds: Array.isArray(data.productIds)
        ? data.productIds.map((id) => text(id))
        : products.map((line) => line.productId),
      totalPrice: amount(data.totalPrice),
      status: orderStatusOf(data.status),
      history: list(data.history).map(historyEntry),
      createdAt: timestamp(data.createdAt),
    };
  }),
  orderAudit: storedAs<OrderAuditRecord>((data) => ({ entries: list(data.entries).map(historyEntry) })),
  news: storedAs<NewsRecord>((data) => ({
    title: text(data.title),
    description: text(data.description),
    image: text(data.image),
    order: amount(data.order),
  })),
  admin: storedAs<AdminRecord>((data) => ({
    username: text(data.username),
    passwordHash: text(data.passwordHash),
    role: text(data.role),
    email: text(data.email),
    // Accounts written before sessions could be ended are at version 0.
    tokenVersion: amount(data.tokenVersion),
    createdAt: timestamp(data.createdAt),
    updatedAt: timestamp(data.updatedAt),
  })),
  cover: storedAs<CoverRecord>((data) => ({
    contentType: text(data.contentType),
    data: bytes(data.data),
    size: amount(data.size),
    uploadedBy: text(data.uploadedBy),
    createdAt: timestamp(data.createdAt),
  })),
  salesStats: storedAs<SalesStatsRecord>((data) => ({
    totalSalesPaise: amount(data.totalSalesPaise),
    totalOrders: amount(data.totalOrders),
    months: Object.fromEntries(
      Object.entries(map(data.months)).map(([month, figures]) => [
        month,
        { salesPaise: amount(map(figures).salesPaise), orders: amount(map(figures).orders) },
      ]),
    ),
  })),
  idempotencyKey: storedAs<IdempotencyKeyRecord>((data) => ({
    uid: text(data.uid),
    requestHash: text(data.requestHash),
    orderId: text(data.orderId),
    createdAt: timestamp(data.createdAt),
    expiresAt: timestamp(data.expiresAt),
  })),
  loginThrottle: storedAs<LoginThrottleRecord>((data) => ({
    failures: amount(data.failures),
    windowStartedAt: timestamp(data.windowStartedAt),
    expiresAt: timestamp(data.expiresAt),
  })),
  customerOrders: storedAs<CustomerOrdersRecord>((data) => ({
    openOrderIds: list(data.openOrderIds).map((id) => text(id)),
    ordersPlaced: amount(data.ordersPlaced),
    lastOrderAt: timestamp(data.lastOrderAt),
    email: text(data.email),
    latestOrderName: text(data.latestOrderName),
    // Documents written before the averages were kept count nothing until the backfill runs.
    standingOrders: amount(data.standingOrders),
    standingPaise: amount(data.standingPaise),
    ...(typeof data.averageOrderPaise === 'number' ? { averageOrderPaise: data.averageOrderPaise } : {}),
  })),
  openOrderHold: storedAs<OpenOrderHoldRecord>((data) => ({
    openOrderIds: list(data.openOrderIds).map((id) => text(id)),
    emails: list(data.emails).map((email) => text(email)),
  })),
  orderAttempts: storedAs<OrderAttemptsRecord>((data) => ({
    attempts: amount(data.attempts),
    keys: list(data.keys).map((key) => text(key)),
    windowStartedAt: timestamp(data.windowStartedAt),
    expiresAt: timestamp(data.expiresAt),
  })),
  mail: storedAs<MailRecord>((data) => {
    const message = map(data.message);
    const headers = map(message.headers);
    return {
      // The extension accepts one address or a list.
      to: typeof data.to === 'string' ? [data.to] : texts(data.to),
      message: {
        subject: text(message.subject),
        text: text(message.text),
        html: text(message.html),
        ...(Object.keys(headers).length > 0
          ? { headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, text(value)])) }
          : {}),
      },
      kind: isMailKind(data.kind) ? data.kind : 'other',
      orderId: text(data.orderId),
      // Status e-mail queued before the status was recorded with it are named by their subject alone.
      orderStatus: isOrderStatus(data.orderStatus) ? data.orderStatus : null,
      createdAt: timestamp(data.createdAt),
      delivery: mailDelivery(data.delivery),
    };
  }),
  newsletterPending: storedAs<NewsletterPendingRecord>((data) => ({
    email: text(data.email),
    tokenHash: text(data.tokenHash),
    createdAt: timestamp(data.createdAt),
    expiresAt: timestamp(data.expiresAt),
  })),
  newsletterSubscriber: storedAs<NewsletterSubscriberRecord>((data) => ({
    email: text(data.email),
    confirmedAt: timestamp(data.confirmedAt),
    unsubscribeToken: text(data.unsubscribeToken),
  })),
  newsletterAttempts: storedAs<NewsletterAttemptsRecord>((data) => ({
    attempts: amount(data.attempts),
    windowStartedAt: timestamp(data.windowStartedAt),
    expiresAt: timestamp(data.expiresAt),
  })),
  visitHour: storedAs<VisitHourRecord>((data) => ({
    hour: timestamp(data.hour),
    views: amount(data.views),
    expiresAt: timestamp(data.expiresAt),
  })),
  bookDeletion: storedAs<BookDeletionRecord>((data) => ({ deletedAt: timestamp(data.deletedAt) })),
  seedMarker: storedAs<SeedMarkerRecord>((data) => ({ seededAt: timestamp(data.seededAt), books: amount(data.books) })),
};

/** The one place collection names are written. */
export const collections = {
  books: () => db().collection('books').withConverter(converters.book),
  orders: () => db().collection('orders').withConverter(converters.order),
  orderAudit: () => db().collection('orderAudit').withConverter(converters.orderAudit),
  news: () => db().collection('news').withConverter(converters.news),
  admins: () => db().collection('admins').withConverter(converters.admin),
  covers: () => db().collection('covers').withConverter(converters.cover),
  idempotencyKeys: () => db().collection('idempotencyKeys').withConverter(converters.idempotencyKey),
  loginThrottles: () => db().collection('loginThrottles').withConverter(converters.loginThrottle),
  customerOrders: () => db().collection('customerOrders').withConverter(converters.customerOrders),
  orderAttempts: () => db().collection('orderAttempts').withConverter(converters.orderAttempts),
  openOrderHolds: () => db().collection('openOrderHolds').withConverter(converters.openOrderHold),
  mail: () => db().collection('mail').withConverter(converters.mail),
  newsletterPending: () => db().collection('newsletterPending').withConverter(converters.newsletterPending),
  newsletterSubscribers: () => db().collection('newsletterSubscribers').withConverter(converters.newsletterSubscriber),
  newsletterAttempts: () => db().collection('newsletterAttempts').withConverter(converters.newsletterAttempts),
  /** The single statistics document of earlier versions; still summed with the shards. */
  salesStats: () => db().collection('stats').doc('sales').withConverter(converters.salesStats),
  /** stats/sales/shards/{n}: the sharded counter every order adds to (services/statistics/stats.ts). */
  salesShards: () => db().collection('stats').doc('sales').collection('shards').withConverter(converters.salesStats),
  visitHours: () => db().collection('visitHours').withConverter(converters.visitHour),
  bookDeletions: () => db().collection('bookDeletions').withConverter(converters.bookDeletion),
  seedMarker: () => db().collection('meta').doc('seed').withConverter(converters.seedMarker),
};

/**
 * `select()` answers untyped documents with only the fields asked for; these ask for a few
 * fields of the books and type exactly what comes back.
 */
export const bookFields = {
  titleAndStock: (books: Query<BookRecord, BookRecord>) =>
    books
      .select('title', 'stock')
      .withConverter(storedAs((data) => ({ title: text(data.title), stock: amount(data.stock) }))),
  /** The stored category as it is, not trimmed: the genre migration compares it exactly. */
  category: (books: Query<BookRecord, BookRecord>) =>
    books.select('category').withConverter(storedAs((data) => ({ category: text(data.category) }))),
  /** Books stored before stock existed have no stock field at all: `stock` is then undefined. */
  storedStock: (books: Query<BookRecord, BookRecord>) =>
    books
      .select('stock')
      .withConverter(storedAs((data) => ({ stock: typeof data.stock === 'number' ? data.stock : undefined }))),
};

/**
 * Several documents of one collection in one round trip. `Firestore.getAll` is typed for plain
 * documents only, but each reference carries its converter, so the snapshots are of R.
 */
export async function getAllOf<R extends DocumentData>(
  refs: Array<DocumentReference<R, R>>,
): Promise<Array<DocumentSnapshot<R, R>>> {
  return refs.length > 0 ? ((await db().getAll(...refs)) as Array<DocumentSnapshot<R, R>>) : [];
}

/**
 * Books read in a transaction in one call, sorted by id, and answered in the order asked. Reads
 * lock on the emulator: every transaction that reads books takes their locks in this one order
 * (after the customer's documents), so two of them never wait on each other until a lock times out.
 */
export async function getBooksInLockOrder(
  tx: Transaction,
  refs: Array<DocumentReference<BookRecord, BookRecord>>,
): Promise<Array<DocumentSnapshot<BookRecord, BookRecord>>> {
  const sorted = [...refs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const byId = new Map((await tx.getAll(...sorted)).map((snapshot) => [snapshot.id, snapshot]));
  return refs.map((ref) => byId.get(ref.id)!);
}

/** What a transaction and a batch both offer: the merge-set of counters and markers. */
export interface MergeWriter {
  set<A, D extends DocumentData>(
    ref: DocumentReference<A, D>,
    data: PartialWithFieldValue<A>,
    options: SetOptions,
  ): unknown;
}

export function toBook(snapshot: QueryDocumentSnapshot<BookRecord, BookRecord>): Book;
export function toBook(snapshot: DocumentSnapshot<BookRecord, BookRecord>): Book | undefined;
export function toBook(snapshot: DocumentSnapshot<BookRecord, BookRecord>): Book | undefined {
  const record = snapshot.data();
  if (!record) return undefined;
  return bookFromRecord(snapshot.id, record);
}

/** The API's Book from a stored record: the sold count stays on the server. */
export function bookFromRecord(id: string, record: BookRecord): Book {
  const { createdAt, updatedAt, sold: _private, ...fields } = record;
  return { _id: id, ...fields, createdAt: iso(createdAt), updatedAt: iso(updatedAt) };
}

export function toOrder(snapshot: QueryDocumentSnapshot<OrderRecord, OrderRecord>): Order;
export function toOrder(snapshot: DocumentSnapshot<OrderRecord, OrderRecord>): Order | undefined;
export function toOrder(snapshot: DocumentSnapshot<OrderRecord, OrderRecord>): Order | undefined {
  const record = snapshot.data();
  return record && orderFromRecord(snapshot.id, record);
}

/** The API's Order from a record in hand, such as the one a transaction has just written. */
export function orderFromRecord(id: string, record: OrderRecord): Order {
  const { history, createdAt, ...fields } = record;
  return {
    _id: id,
    ...fields,
    history: history.map((entry) => ({ ...entry, at: iso(entry.at) })),
    createdAt: iso(createdAt),
  };
}

export function toNewsItem(snapshot: QueryDocumentSnapshot<NewsRecord, NewsRecord>): NewsItem {
  const { title, description, image } = snapshot.data();
  return { _id: snapshot.id, title, description, image };
}

/** The owner's view of one e-mail: who it went to and how its delivery stands, without its bodies. */
export function toOrderMail(id: string, record: MailRecord): OrderMail {
  const { delivery } = record;
  const isoOrNull = (at: Timestamp | null) => (at ? iso(at) : null);
  return {
    _id: id,
    kind: record.kind,
    orderStatus: record.orderStatus,
    to: record.to,
    subject: record.message.subject,
    state: delivery.state,
    attempts: delivery.attempts,
    error: delivery.state === 'RETRY' || delivery.state === 'ERROR' ? delivery.error : null,
    createdAt: iso(record.createdAt),
    endedAt: isoOrNull(delivery.endTime),
    nextAttemptAt: delivery.state === 'RETRY' ? isoOrNull(delivery.nextAttemptAt) : null,
  };
}
