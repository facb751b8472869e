import { LOCAL_URLS, type Book } from '@bookstore/domain';
import { randomUUID } from 'node:crypto';
import { verificationLinkFor } from '../lib/verification-links';

/**
 * The stock-draining attack, as a script would run it against the store: one free account orders
 * 5 copies of every book, again and again, with a fresh Idempotency-Key each time, through the
 * public API only. The Auth emulator stands in for the attacker's mailbox (it keeps the
 * verification link), so the run shows the limits hold for a verified account too.
 * Local only: every URL is the emulators'.
 */

export interface DrainReport {
  email: string;
  /** Answers while the account was unverified: every attempt refused. */
  unverified: Record<number, number>;
  /** Answers once verified, by status. */
  verified: Record<number, number>;
  /** Attempts once verified. */
  attempts: number;
  ordersPlaced: number;
  /** Books whose stock moved, with before and after; every other book is untouched. */
  stockMoved: Array<{ id: string; title: string; before: number; after: number }>;
  booksUntouched: number;
  firstRefusals: string[];
}

const authApi = async <T>(method: string, body: object): Promise<T> => {
  const response = await fetch(`${LOCAL_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${method}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

async function catalog(): Promise<Book[]> {
  const response = await fetch(`${LOCAL_URLS.api}/books`);
  if (!response.ok) throw new Error(`GET /api/books: ${response.status}`);
  return (await response.json()) as Book[];
}

function orderBody(email: string, book: Book, quantity: number) {
  return {
    name: 'Stock Drainer',
    email,
    phone: '+91 90000 00000',
    address: { street: '1 Fake Street', city: 'Nowhere', country: 'India', state: 'Goa', zipcode: '403001' },
    products: [{ productId: book._id, quantity }],
    totalPrice: Math.round(book.newPrice * 100 * quantity) / 100,
  };
}

async function orderEveryBook(
  idToken: string,
  email: string,
  books: Book[],
  passes: number,
  tally: Record<number, number>,
  refusals: string[],
) {
  let placed = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const book of books) {
      const response = await fetch(`${LOCAL_URLS.api}/orders/create-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${idToken}`,
          'idempotency-key': `drain-${randomUUID()}`,
        },
        body: JSON.stringify(orderBody(email, book, Math.max(1, Math.min(5, book.stock)))),
      });
      tally[response.status] = (tally[response.status] ?? 0) + 1;
      if (response.status === 201) placed += 1;
      else if (refusals.length < 4) {
        const { message } = (await response.json()) as { message: string };
        if (!refusals.some((seen) => seen.startsWith(`${response.status} `)))
          refusals.push(`${response.status} ${message}`);
      }
    }
  }
  return placed;
}

export async function drainStock({ passes = 3 }: { passes?: number } = {}): Promise<DrainReport> {
  const before = await catalog();
  const email = `drainer-${Date.now()}@example.com`;
  const password = 'drain-the-shelves';
  const signedUp = await authApi<{ idToken: string }>('signUp', { email, password, returnSecureToken: true });

  const unverified: Record<number, number> = {};
  const firstRefusals: string[] = [];
  await orderEveryBook(signedUp.idToken, email, before.slice(0, 5), 1, unverified, firstRefusals);

  // The attacker opens the link in a mailbox they own.
  await authApi('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: signedUp.idToken });
  await fetch(await verificationLinkFor(email));
  const { idToken } = await authApi<{ idToken: string }>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });

  const verified: Record<number, number> = {};
  const inStock = before.filter((book) => book.stock > 0);
  const ordersPlaced = await orderEveryBook(idToken, email, inStock, passes, verified, firstRefusals);

  const after = new Map((await catalog()).map((book) => [book._id, book]));
  const stockMoved = before
    .filter((book) => after.get(book._id)?.stock !== book.stock)
    .map((book) => ({ id: book._id, title: book.title, before: book.stock, after: after.get(book._id)?.stock ?? 0 }));
  return {
    email,
    unverified,
    verified,
    attempts: inStock.length * passes,
    ordersPlaced,
    stockMoved,
    booksUntouched: before.length - stockMoved.length,
    firstRefusals,
  };
}
