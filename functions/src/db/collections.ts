import { isOrderStatus, type Address, type Book, type NewsItem, type Order, type OrderHistoryEntry, type OrderLine, type OrderStatus } from '@bookstore/domain';
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { db } from '../firebase';

/** How a book is stored: the API's Book without its id, dates as Timestamps. */
export interface BookRecord extends Omit<Book, '_id' | 'createdAt' | 'updatedAt'> {
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface OrderRecord extends Omit<Order, '_id' | 'createdAt' | 'history'> {
  history: OrderHistoryRecord[];
  createdAt: Timestamp;
}

export interface OrderHistoryRecord extends Omit<OrderHistoryEntry, 'at'> {
  at: Timestamp;
}

export interface AdminRecord {
  username: string;
  passwordHash: string;
  role: 'admin';
  createdAt: Timestamp;
  updatedAt: Timestamp;
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

/** A stored status; orders placed before the lifecycle existed are still waiting for the owner. */
export const orderStatusOf = (value: unknown): OrderStatus => (isOrderStatus(value) ? value : 'pending');

const toIso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString());
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export const bookConverter: FirestoreDataConverter<Book, DocumentData> = {
  toFirestore: (book) => book as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): Book {
    const data = snapshot.data();
    return {
      _id: snapshot.id,
      ISBN: text(data.ISBN),
      title: text(data.title),
      // Older records may lack an author; the contract names the owner instead.
      author: text(data.author).trim() || 'admin',
      description: text(data.description),
      category: text(data.category),
      trending: data.trending === true,
      coverImage: text(data.coverImage),
      oldPrice: amount(data.oldPrice),
      newPrice: amount(data.newPrice),
      // A book stored before stock existed has none on hand until the owner sets it.
      stock: amount(data.stock),
      createdAt: toIso(data.createdAt),
      updatedAt: toIso(data.updatedAt ?? data.createdAt),
    };
  },
};

export const orderConverter: FirestoreDataConverter<Order, DocumentData> = {
  toFirestore: (order) => order as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): Order {
    const data = snapshot.data();
    const products: OrderLine[] = Array.isArray(data.products) ? data.products : [];
    return {
      _id: snapshot.id,
      name: text(data.name),
      email: text(data.email),
      phone: text(data.phone),
      address: (data.address ?? {}) as Address,
      products,
      productIds: Array.isArray(data.productIds) ? data.productIds : products.map((line) => line.productId),
      totalPrice: amount(data.totalPrice),
      status: orderStatusOf(data.status),
      history: Array.isArray(data.history)
        ? data.history.map((entry: Partial<OrderHistoryRecord>) => ({ status: entry.status ?? 'pending', at: toIso(entry.at), by: text(entry.by) }))
        : [],
      createdAt: toIso(data.createdAt),
    };
  },
};

export const newsConverter: FirestoreDataConverter<NewsItem, DocumentData> = {
  toFirestore: (item) => item as DocumentData,
  fromFirestore(snapshot: QueryDocumentSnapshot): NewsItem {
    const data = snapshot.data();
    return { _id: snapshot.id, title: text(data.title), description: text(data.description), image: text(data.image) };
  },
};

export const collections = {
  books: () => db.collection('books').withConverter(bookConverter),
  /** Raw access for writes, where the stored shape (Timestamps) differs from the API's. */
  bookRecords: () => db.collection('books'),
  orders: () => db.collection('orders').withConverter(orderConverter),
  orderRecords: () => db.collection('orders'),
  news: () => db.collection('news').withConverter(newsConverter),
  admins: () => db.collection('admins'),
  salesStats: () => db.collection('stats').doc('sales'),
  covers: () => db.collection('covers'),
  idempotencyKeys: () => db.collection('idempotencyKeys'),
  loginThrottles: () => db.collection('loginThrottles'),
};
