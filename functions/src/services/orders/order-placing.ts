import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  customerLimitProblem,
  formatRupees,
  fromPaise,
  isSellingPrice,
  phoneE164,
  phoneProofRequired,
  PHONE_PROOF_MISMATCH_MESSAGE,
  PHONE_PROOF_MISSING_MESSAGE,
  quoteDelivery,
  splitDiscount,
  toPaise,
  type DiscountSplit,
  type DeliveryQuote,
  type FieldErrors,
  type OrderLine,
  type OrderRequest,
  type PaymentMethod,
  type PhoneProofPolicy,
  type QuoteRules,
  type StoreSettings,
} from '@bookstore/domain';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { isLostRace, unchangedSince } from '../../db/contended-transaction';
import { hashedId } from '../../db/hashed-id';
import type { IdempotencyKeyRecord, OrderRecord } from '../../db/orders';
import { retryDelayMs } from '../../db/store-transaction';
import { canonicalJson } from '../canonical-json';
import { discountFor, type CouponRead } from '../coupons/coupon-redemption';
import { couponTerms } from '../coupons/coupon-views';
import type { OpenOrders } from '../customers/customer-open-orders';
import { ConflictError, InvalidInputError } from '../errors';

/*
 * What placing an order needs before its event (order-events.ts, recordPlaced) is written: the
 * price and the checks, the phone, the Idempotency-Key, the per-book queue and the order's
 * number. placeOrder (order-actions.ts) runs them in this order around its transaction.
 */

// ---- The price: from the stored books, never from the client ----

/** An order the checks let through: its lines at the stored prices, and what it costs. */
export interface PricedOrder {
  lines: OrderLine[];
  subtotalPaise: number;
  quote: DeliveryQuote;
  /** The coupon's discount; 0 without one. Already taken off totalPaise. */
  discountPaise: number;
  /** Where the coupon's discount fell: each line's share and the shipping's (decision 077). */
  split?: DiscountSplit;
  totalPaise: number;
}

/**
 * Why an order with nothing to pay is refused: it would need neither cash nor a UPI payment, and
 * a sale the shop never collects is not one it can bill, ship and take back like the others.
 */
export const NOTHING_TO_PAY_MESSAGE =
  'This order comes to ₹0.00: the shop cannot take an order with nothing to pay. Please use another code, or add a book.';

/**
 * Prices the order from the stored books, never from the client, and refuses what cannot be
 * placed, in the order the shopper should fix it: books gone or unpriced, copies short, the PIN
 * code, cash on delivery or UPI not offered, a total that differs, and last the customer's limits
 * (decision 021). `books` are the lines' books as the transaction sees them.
 */
export function priceOrder(
  request: OrderRequest,
  books: Array<DocumentSnapshot<BookRecord, BookRecord>>,
  rules: QuoteRules & { settings: StoreSettings },
  open: OpenOrders,
  coupon?: CouponRead,
): PricedOrder {
  const paymentMethod = request.paymentMethod ?? 'cod';
  const lines = storedLines(request, books);
  // Each book's write is conditioned on the stock read here (unchangedSince), so two orders for
  // the last copy cannot both pass: the second re-reads and is refused.
  const short = request.products.flatMap((line, index) => {
    const book = books[index]!.data()!;
    return book.stock < line.quantity ? [stockMessage(book.title, book.stock)] : [];
  });
  if (short.length > 0) throw new ConflictError(short.join(' '));

  const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  const quote = quoteDelivery(rules, request.address.zipcode, subtotalPaise, paymentMethod);
  checkPayment(quote, paymentMethod, rules.settings, open);
  // The coupon's refusal (409 with its sentence) comes before the total's: the shopper fixes the code first.
  const couponLines = lines.map((line, index) => ({
    pricePaise: toPaise(line.price),
    quantity: line.quantity,
    category: books[index]!.data()!.category,
  }));
  const discountPaise = coupon
    ? discountFor(coupon, {
        lines: couponLines,
        subtotalPaise,
        shippingPaise: toPaise(quote.shippingCharge),
        firstOrder: !open.orderedBefore,
      })
    : 0;
  const split = coupon ? splitDiscount(couponTerms(coupon.record), couponLines, discountPaise) : undefined;
  const totalPaise = toPaise(quote.total) - discountPaise;
  if (toPaise(request.totalPrice) !== totalPaise) {
    const parts = [`books ${formatRupees(fromPaise(subtotalPaise))}`, `shipping ${formatRupees(quote.shippingCharge)}`];
    if (paymentMethod === 'cod' && quote.codFee > 0) parts.push(`COD fee ${formatRupees(quote.codFee)}`);
    if (discountPaise > 0) parts.push(`discount −${formatRupees(fromPaise(discountPaise))}`);
    throw new InvalidInputError(
      `The total has changed: it is now ${fromPaise(totalPaise).toFixed(2)} (${parts.join(', ')}). Please review your cart.`,
      {
        totalPrice: `Expected ${fromPaise(totalPaise).toFixed(2)}.`,
      },
    );
  }
  if (totalPaise <= 0) throw new ConflictError(NOTHING_TO_PAY_MESSAGE);
  // Last, so a malformed or mispriced order is told what to fix first.
  const overLimit = customerLimitProblem(
    open.orders,
    lines.map(({ productId, quantity, title }) => ({ productId, quantity, title })),
  );
  if (overLimit) throw new ConflictError(overLimit);
  return { lines, subtotalPaise, quote, discountPaise, ...(split ? { split } : {}), totalPaise };
}

/** Each line at its stored book's title and price; a book gone or without a valid price refuses the order. */
function storedLines(request: OrderRequest, books: Array<DocumentSnapshot<BookRecord, BookRecord>>): OrderLine[] {
  const missing: FieldErrors = {};
  const lines: OrderLine[] = request.products.map((line, index) => {
    const book = books[index]?.data();
    if (!book) {
      missing[`products[${index}].productId`] = 'This book is no longer available.';
      return { productId: line.productId, quantity: line.quantity, title: '', price: 0 };
    }
    return { productId: line.productId, quantity: line.quantity, title: book.title, price: book.newPrice };
  });
  if (Object.keys(missing).length > 0)
    throw new InvalidInputError('Some books in your cart are no longer available.', missing);

  // A price missing or broken in the stored book reads as 0 (or worse): such a book is not
  // for sale until the owner fixes it, rather than going out free.
  const unpriced = lines.filter((line) => !isSellingPrice(line.price));
  if (unpriced.length > 0) {
    const titles = unpriced.map((line) => `'${line.title || line.productId}'`).join(', ');
    throw new ConflictError(
      unpriced.length === 1
        ? `${titles} cannot be ordered right now: the store has no valid price for it. Please remove it from your cart.`
        : `${titles} cannot be ordered right now: the store has no valid price for them. Please remove them from your cart.`,
    );
  }
  return lines;
}

/** The PIN code is served, and the payment method is offered to this order and this account. */
function checkPayment(quote: DeliveryQuote, paymentMethod: PaymentMethod, settings: StoreSettings, open: OpenOrders) {
  if (!quote.deliverable) {
    throw new InvalidInputError('We do not deliver to this PIN code yet.', {
      'address.zipcode': 'We do not deliver to this PIN code yet.',
    });
  }
  const codRefusal = paymentMethod === 'cod' ? accountCodRefusal(open.cod, settings.cod.rtoLimit) : null;
  if (codRefusal) throw new InvalidInputError(`${codRefusal} Please pay by UPI.`, { paymentMethod: codRefusal });
  if (paymentMethod === 'cod' && !quote.codAvailable) {
    const reason = quote.codUnavailableReason ?? 'Cash on delivery is not offered for this order.';
    throw new InvalidInputError(`${reason} Please pay by UPI.`, { paymentMethod: reason });
  }
  if (paymentMethod === 'upi' && !settings.upi.vpa) {
    throw new InvalidInputError('The shop does not take UPI payments yet. Please choose cash on delivery.', {
      paymentMethod: 'The shop does not take UPI payments yet.',
    });
  }
}

/**
 * Why this account may not pay cash on delivery: the owner switched it off, or the shop's RTO rule
 * did after N refused parcels. Null when it may.
 */
function accountCodRefusal(
  account: { rtoCount: number; codDisabled: boolean },
  rtoLimit: number | null,
): string | null {
  if (account.codDisabled || (rtoLimit !== null && account.rtoCount >= rtoLimit))
    return 'Cash on delivery is not available for your account.';
  return null;
}

function stockMessage(title: string, stock: number): string {
  if (stock <= 0) return `'${title}' is out of stock.`;
  return stock === 1 ? `Only 1 copy of '${title}' is left.` : `Only ${stock} copies of '${title}' are left.`;
}

const HOUR_MS = 3_600_000;

/** Cash on delivery unless the request says otherwise. */
export const paymentOf = (request: OrderRequest) => request.paymentMethod ?? 'cod';

/** The order as it is stored, but for its history (the event "placed" writes that). */
export function newOrderRecord(
  request: OrderRequest,
  email: string,
  placed: PricedOrder & OrderPhone & { number: number; now: Timestamp; upiExpiryHours: number },
): Omit<OrderRecord, 'history'> {
  const { lines, quote, now } = placed;
  const paymentMethod = paymentOf(request);
  return {
    name: request.name,
    email,
    phone: placed.phone,
    address: request.address,
    products: lines,
    productIds: lines.map((line) => line.productId),
    number: placed.number,
    ...(placed.phoneVerified ? { phoneVerified: true } : {}),
    paymentMethod,
    subtotal: fromPaise(placed.subtotalPaise),
    shippingCharge: quote.shippingCharge,
    codFee: paymentMethod === 'cod' ? quote.codFee : 0,
    totalPrice: fromPaise(placed.totalPaise),
    ...(request.couponCode ? { discount: fromPaise(placed.discountPaise), couponCode: request.couponCode } : {}),
    ...(placed.split ? { discountSplit: placed.split } : {}),
    status: paymentMethod === 'upi' ? 'awaiting-payment' : 'pending',
    createdAt: now,
    refundOwed: 0,
    refunds: [],
    refundOutstanding: 0,
    returns: [],
    ...(paymentMethod === 'upi'
      ? { paymentDueAt: Timestamp.fromMillis(now.toMillis() + placed.upiExpiryHours * HOUR_MS) }
      : {}),
  };
}

// ---- The phone the order is placed with ----

export interface OrderPhone {
  phone: string;
  /** The phone is the account's proven number, taken from the ID token. */
  phoneVerified: boolean;
}

/**
 * The phone an order is placed with. When the shop asks for a proven phone for
 * this payment method, it is the ID token's `phone_number`, never the form's: none proven, or a
 * typed number that is another, is a 400 on the phone field. Otherwise it is the typed number,
 * marked proven only when it is the account's proven number.
 */
export function orderPhone(
  typed: string,
  paymentMethod: PaymentMethod,
  policy: PhoneProofPolicy,
  provenPhone: string | null,
): OrderPhone {
  const isProven = provenPhone !== null && phoneE164(typed) === provenPhone;
  if (phoneProofRequired(policy, paymentMethod)) {
    if (provenPhone === null)
      throw new InvalidInputError(PHONE_PROOF_MISSING_MESSAGE, { phone: PHONE_PROOF_MISSING_MESSAGE });
    if (!isProven) throw new InvalidInputError(PHONE_PROOF_MISMATCH_MESSAGE, { phone: PHONE_PROOF_MISMATCH_MESSAGE });
  }
  return isProven ? { phone: provenPhone, phoneVerified: true } : { phone: typed, phoneVerified: false };
}

// ---- The Idempotency-Key: a retried checkout finds the order placed the first time ----

export interface IdempotencyClaim {
  ref: DocumentReference<IdempotencyKeyRecord, IdempotencyKeyRecord>;
  uid: string;
  requestHash: string;
}

/**
 * One customer's Idempotency-Key, hashed: the key document's id, and how the attempt count knows a retry.
 * The uid comes first, with no purpose before it: the ids already stored were made so.
 */
export const customerKeyHash = (uid: string, key: string) => hashedId(uid, key);

/** Binds a key to one customer and to the exact (validated) request it first came with. */
export function idempotencyClaim(uid: string, key: string, request: unknown): IdempotencyClaim {
  return {
    ref: collections.idempotencyKeys().doc(customerKeyHash(uid, key)),
    uid,
    // Compared with the hash stored with the key, so made the same way: one part, the request.
    requestHash: hashedId(canonicalJson(request)),
  };
}

/**
 * Inside the order transaction, before any write: the id of the order this key already
 * placed (a replay), or null for a fresh key. The same key with another request is a 409.
 * Reading the claim in the transaction makes concurrent requests with one key serialize:
 * all but one see the committed claim on retry.
 */
export async function earlierOrderFor(
  tx: Transaction,
  claim: IdempotencyClaim,
  now: Timestamp,
): Promise<string | null> {
  const record = (await tx.get(claim.ref)).data();
  // TTL deletion can lag by a day; an expired record counts as gone.
  if (!record || record.expiresAt.toMillis() <= now.toMillis()) return null;
  if (record.requestHash !== claim.requestHash) {
    throw new ConflictError(
      'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
    );
  }
  return record.orderId;
}

/** Whether the key (its customerKeyHash) placed an order that its record still names. */
export async function orderPlacedWith(tx: Transaction, keyHash: string, now: number): Promise<boolean> {
  const record = (await tx.get(collections.idempotencyKeys().doc(keyHash))).data();
  return record !== undefined && record.expiresAt.toMillis() > now;
}

// ---- The per-book queue: orders on one instance that share a book take turns on it ----

/**
 * Orders on one instance that share a book take turns on it before their transactions start
 *. Each order's write to a book is conditioned on the book being unchanged since
 * it was read (db/contended-transaction.ts), so of two orders racing for one book, one commits
 * and the other reads again and re-runs: correct, but wasted work, and in a rush on a shop's
 * favourites a lot of it. Waiting here costs nothing of that: orders on other books go on in
 * parallel, and the condition still guards the stock across instances. An order joins the line
 * of all its books at once and then waits only for orders that joined before it, holding no
 * Firestore lock meanwhile, so no two orders can wait on each other.
 */
const lastTurn = new Map<string, Promise<void>>();

export async function inTurnFor<T>(bookIds: string[], work: () => Promise<T>): Promise<T> {
  const ids = [...new Set(bookIds)];
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const before = ids.flatMap((id) => lastTurn.get(id) ?? []);
  for (const id of ids) lastTurn.set(id, mine);
  try {
    await Promise.all(before);
    return await work();
  } finally {
    release();
    // The last in line leaves no entry behind: the map holds only books with orders in flight.
    for (const id of ids) if (lastTurn.get(id) === mine) lastTurn.delete(id);
  }
}

// ---- The order's number ----

/** The first order number a shop gives: four digits from the start, so every number reads alike. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The counter's shards. Shard k gives the numbers whose distance from the first is k modulo
 * this, so its numbers end in the same digit and no two shards can give the same number.
 */
export const ORDER_NUMBER_SHARDS = 10;

/** The most numbers one reservation takes: a burst on one instance, not more. */
const MAX_BLOCK = 50;
/** Instances that meet on a shard try again elsewhere: each must get its numbers, not fail. */
const RESERVATION_ATTEMPTS = 30;

/**
 * Readable order numbers without a hot document (decision 045). Orders never read
 * or write a counter in their own transactions. An instance reserves numbers in a small
 * transaction of its own, from one of ten counter shards picked at random, and as many as its
 * orders are waiting for at that moment: one when orders come one at a time, a whole burst in
 * one round when they come together. So a rush costs a counter write per instance and round,
 * spread over ten documents, where every order once read and wrote one.
 *
 * Numbers are unique (each shard's reservations are transactions, and shards give disjoint
 * numbers); they are neither gapless nor in time order across shards: #1013 may be placed
 * before #1004. An order takes its number once it has passed every check, so refusals take none;
 * one that then loses its book to another order and finds it sold out leaves its number unused.
 */
const waiting: Array<{ resolve: (number: number) => void; reject: (error: unknown) => void }> = [];
let reserving = false;

/** A number for an order about to be written. */
export function takeOrderNumber(): Promise<number> {
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    if (!reserving) void reserveForWaiting();
  });
}

/** Serves every waiting order, one reservation per round: those that arrive meanwhile go in the next. */
async function reserveForWaiting(): Promise<void> {
  reserving = true;
  try {
    while (waiting.length > 0) {
      const served = waiting.splice(0, MAX_BLOCK);
      try {
        const numbers = await reserveNumbers(served.length);
        served.forEach((order, index) => order.resolve(numbers[index]!));
      } catch (error) {
        served.forEach((order) => order.reject(error));
      }
    }
  } finally {
    reserving = false;
  }
}

/**
 * Takes `count` numbers from a shard picked at random. Optimistically, like the books
 * (db/contended-transaction.ts): the shard is read with no lock and written on condition that it
 * is unchanged (or, new, still absent). Two instances that read one shard at once cannot both
 * write it; the one refused takes another shard a moment later. A read-then-write transaction
 * here deadlocked on the emulator (both holding the read, both waiting to write) until its lock
 * timeout, and the SDK's 1 s back-off made a flash sale's orders wait on it.
 */
async function reserveNumbers(count: number): Promise<number[]> {
  for (let round = 1; ; round++) {
    const shard = randomInt(ORDER_NUMBER_SHARDS);
    const ref = collections.orderNumberShard(shard);
    const stored = await ref.get();
    // A new shard starts above the single counter of earlier versions, which nothing writes any more.
    const first = stored.exists
      ? Math.floor(stored.data()!.next)
      : shardNumberFrom(Math.floor((await collections.orderNumberCounter().get()).data()?.next ?? 0), shard);
    const next = { next: first + ORDER_NUMBER_SHARDS * count };
    try {
      if (stored.exists) await ref.update(next, unchangedSince(stored));
      else await ref.create(next);
      return Array.from({ length: count }, (_, index) => first + ORDER_NUMBER_SHARDS * index);
    } catch (error) {
      if (!isLostRace(error) || round >= RESERVATION_ATTEMPTS) throw error;
      await sleep(retryDelayMs(round));
    }
  }
}

/** The shard's first number at or above `floor` (and the first order number). */
export function shardNumberFrom(floor: number, shard: number): number {
  const from = Math.max(FIRST_ORDER_NUMBER, floor);
  const offset =
    (((shard - (from - FIRST_ORDER_NUMBER)) % ORDER_NUMBER_SHARDS) + ORDER_NUMBER_SHARDS) % ORDER_NUMBER_SHARDS;
  return from + offset;
}
