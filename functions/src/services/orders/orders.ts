import {
  customerLimitProblem,
  formatRupees,
  fromPaise,
  quoteDelivery,
  isSellingPrice,
  LOW_STOCK_THRESHOLD,
  toPaise,
  type Order,
  type OrderLine,
  type OrderRequest,
  type FieldErrors,
} from '@bookstore/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { orderFromRecord, toOrder, type OrderRecord } from '../../db/orders';
import { runWithFreshReads, unchangedSince } from '../../db/contended-transaction';
import type { Customer } from '../customers/customers';
import { addOpenOrder, readOpenOrders } from '../customers/customer-open-orders';
import { BusyError, ConflictError, InvalidInputError } from '../errors';
import { earlierOrderFor, idempotencyClaim, rememberOrder } from './idempotency';
import { lowStockMail } from '../../mail/templates/low-stock';
import { orderPlacedMail } from '../../mail/templates/order-placed';
import { ownerNewOrderMail } from '../../mail/templates/owner-new-order';
import { queueMail } from '../../mail/outbox/mail-outbox';
import { customerView } from './order-views';
import { ownerAlertRecipients } from '../owners/owner-alerts';
import { recordSale } from '../statistics/stats';
import { quoteRules, shopMailSettings } from '../store/store-settings';
import { inTurnFor } from './book-turns';
import { takeOrderNumber } from './order-numbers';
import { orderPhone } from './order-phone';

export interface PlacedOrder {
  order: Order;
  /** True when an Idempotency-Key replay returned the order placed earlier. */
  replayed: boolean;
}

/**
 * Generous retries: a burst of requests sharing one Idempotency-Key contends on one
 * document, and every loser must see the winner's commit rather than fail.
 */
const ORDER_TRANSACTION_ATTEMPTS = 40;

/**
 * No attempt of the order's transaction starts after this long: the last one then ends well
 * inside Hosting's 60 s and the function's 60 s, so an order is never committed after its
 * shopper was cut off with a 504 (issue 37 §1). The shopper is told nothing was placed.
 */
const ORDER_DEADLINE_MS = 30_000;
const ORDER_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Places an order for a verified customer. Prices come from the stored books, never from
 * the client; the client's total must match the server's or nothing is written. The
 * order, the sales figures and the Idempotency-Key are written in one transaction, which
 * also holds the customer to CUSTOMER_LIMITS (open orders, copies per book): see
 * docs/decisions/021-verified-customers-and-order-limits.md.
 */
export async function placeOrder(
  request: OrderRequest,
  customer: Customer,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const claim = idempotencyKey ? idempotencyClaim(customer.uid, idempotencyKey, request) : null;
  const bookRefs = request.products.map((line) => collections.books().doc(line.productId));
  // Settings, not order data: read before the transaction, so it reads no more because of mail.
  const ownerTo = await ownerAlertRecipients();
  const paymentMethod = request.paymentMethod ?? 'cod';
  const startedAt = Date.now();
  // Taken once the order has passed every check, and kept by a re-run of the transaction.
  let number: number | undefined;

  const checkDeadline = () => {
    if (Date.now() - startedAt > ORDER_DEADLINE_MS) {
      throw new BusyError(
        'The shop is very busy and your order could not be placed in time; nothing was charged or reserved. Please try again in a few seconds.',
        ORDER_BUSY_RETRY_AFTER_SECONDS,
      );
    }
  };

  // The books are read before the transaction and written on condition that no other order
  // changed them meanwhile (db/contended-transaction.ts): orders for one book never wait on its lock.
  const place = () =>
    runWithFreshReads<BookRecord, PlacedOrder>(
      bookRefs,
      async (tx, books) => {
        checkDeadline();
        const now = Timestamp.now();
        // Reads first (a transaction's rule): the key, the rules, the person (the books were read before it).
        const earlierId = claim ? await earlierOrderFor(tx, claim, now) : null;
        if (earlierId) {
          // The replayed order is read here, in the transaction, like everything it answers with.
          const earlier = toOrder(await tx.get(collections.orders().doc(earlierId)));
          if (!earlier) throw new Error(`Order ${earlierId} named by an Idempotency-Key does not exist.`);
          // A replay may return an order the owner has moved on since: the customer's view of it.
          return { order: customerView(earlier), replayed: true };
        }
        // The shop's rules as the transaction sees them: an order placed while the owner saves new
        // ones is priced by one set or the other, whole.
        const rules = await quoteRules(tx);
        // The customer's open orders are read and written by each of their orders: two placed at
        // once conflict on them, so the second re-runs and counts the first.
        const open = await readOpenOrders(tx, customer.email, customer.provenPhone);
        // First of the checks: a COD order from a number nobody proved is refused before anything else.
        const { phone, phoneVerified } = orderPhone(
          request.phone,
          paymentMethod,
          rules.settings.phoneProof,
          customer.provenPhone,
        );

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

        // Each book's write below is conditioned on the stock read here (unchangedSince), so two
        // orders for the last copy cannot both pass: the second re-reads and is refused.
        const short = request.products.flatMap((line, index) => {
          const book = books[index]!.data()!;
          return book.stock < line.quantity ? [stockMessage(book.title, book.stock)] : [];
        });
        if (short.length > 0) throw new ConflictError(short.join(' '));

        const subtotalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
        const quote = quoteDelivery(rules, request.address.zipcode, subtotalPaise, paymentMethod);
        if (!quote.deliverable) {
          throw new InvalidInputError('We do not deliver to this PIN code yet.', {
            'address.zipcode': 'We do not deliver to this PIN code yet.',
          });
        }
        const codRefusal = paymentMethod === 'cod' ? accountCodRefusal(open.cod, rules.settings.cod.rtoLimit) : null;
        if (codRefusal) throw new InvalidInputError(`${codRefusal} Please pay by UPI.`, { paymentMethod: codRefusal });
        if (paymentMethod === 'cod' && !quote.codAvailable) {
          const reason = quote.codUnavailableReason ?? 'Cash on delivery is not offered for this order.';
          throw new InvalidInputError(`${reason} Please pay by UPI.`, { paymentMethod: reason });
        }
        if (paymentMethod === 'upi' && !rules.settings.upi.vpa) {
          throw new InvalidInputError('The shop does not take UPI payments yet. Please choose cash on delivery.', {
            paymentMethod: 'The shop does not take UPI payments yet.',
          });
        }
        const totalPaise = toPaise(quote.total);
        if (toPaise(request.totalPrice) !== totalPaise) {
          const parts = [
            `books ${formatRupees(fromPaise(subtotalPaise))}`,
            `shipping ${formatRupees(quote.shippingCharge)}`,
          ];
          if (paymentMethod === 'cod' && quote.codFee > 0) parts.push(`COD fee ${formatRupees(quote.codFee)}`);
          throw new InvalidInputError(
            `The total has changed: it is now ${fromPaise(totalPaise).toFixed(2)} (${parts.join(', ')}). Please review your cart.`,
            {
              totalPrice: `Expected ${fromPaise(totalPaise).toFixed(2)}.`,
            },
          );
        }

        // Last, so a malformed or mispriced order is told what to fix first.
        const overLimit = customerLimitProblem(
          open.orders,
          lines.map(({ productId, quantity, title }) => ({ productId, quantity, title })),
        );
        if (overLimit) throw new ConflictError(overLimit);
        // Only now, so a refused order or a replay takes none. The transaction holds no book's lock
        // (the books were read before it), only this person's documents, while the instance reserves it.
        number ??= await takeOrderNumber();

        // A fresh id per attempt, so a retried transaction never collides with itself.
        const orderRef = collections.orders().doc();
        const status = paymentMethod === 'upi' ? 'awaiting-payment' : 'pending';
        const record: OrderRecord = {
          name: request.name,
          email: customer.email,
          phone,
          address: request.address,
          products: lines,
          productIds: lines.map((line) => line.productId),
          number,
          ...(phoneVerified ? { phoneVerified } : {}),
          paymentMethod,
          subtotal: fromPaise(subtotalPaise),
          shippingCharge: quote.shippingCharge,
          codFee: paymentMethod === 'cod' ? quote.codFee : 0,
          totalPrice: fromPaise(totalPaise),
          status,
          history: [{ status, at: now, by: customer.email }],
          createdAt: now,
          ...(paymentMethod === 'upi'
            ? { paymentDueAt: Timestamp.fromMillis(now.toMillis() + rules.settings.upi.expiryHours * 3_600_000) }
            : {}),
        };
        tx.create(orderRef, record);
        // The books are written anyway (their stock), so their sold counts cost no extra write;
        // updatedAt lets an instance back from idle catch up on them (catalog-index.ts).
        request.products.forEach((line, index) => {
          tx.update(
            bookRefs[index]!,
            {
              stock: books[index]!.data()!.stock - line.quantity,
              sold: FieldValue.increment(line.quantity),
              updatedAt: FieldValue.serverTimestamp(),
            },
            unchangedSince(books[index]!),
          );
        });
        addOpenOrder(tx, open, { id: orderRef.id, email: customer.email, name: request.name, totalPaise, at: now });
        recordSale(tx, totalPaise, now.toDate(), {
          shippingPaise: toPaise(record.shippingCharge),
          codFeePaise: toPaise(record.codFee),
        });
        if (claim) rememberOrder(tx, claim, orderRef.id, now);

        // The e-mails are written with the order: an order that exists has them queued, and a
        // refused one (any throw above) has none. Sending happens after the commit (sendMail).
        const order = orderFromRecord(orderRef.id, record);
        const settings = await shopMailSettings(rules.settings);
        const orderId = orderRef.id;
        queueMail(
          tx,
          { to: [customer.email], message: orderPlacedMail(order, settings), kind: 'order-placed', orderId },
          now,
        );
        queueMail(
          tx,
          { to: ownerTo, message: ownerNewOrderMail(order, settings), kind: 'owner-new-order', orderId },
          now,
        );
        request.products.forEach((line, index) => {
          const book = books[index]!.data()!;
          // One alert per crossing: only the order that takes the stock over the threshold sends it.
          if (book.stock > LOW_STOCK_THRESHOLD && book.stock - line.quantity <= LOW_STOCK_THRESHOLD) {
            const low = { id: line.productId, title: book.title, stock: book.stock - line.quantity };
            queueMail(tx, { to: ownerTo, message: lowStockMail(low, settings), kind: 'low-stock', orderId }, now);
          }
        });
        return { order, replayed: false };
      },
      { maxAttempts: ORDER_TRANSACTION_ATTEMPTS, beforeEach: checkDeadline },
    );
  return inTurnFor(
    request.products.map((line) => line.productId),
    place,
  );
  // No read after the commit: once the order is written, nothing may turn the answer into a
  // 500 that invites the shopper to order again. The answer is what the transaction wrote.
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

/** A customer's orders, newest first. `email` is already the verified, lower-cased e-mail. */
export async function ordersForEmail(email: string): Promise<Order[]> {
  const snapshot = await collections.orders().where('email', '==', email).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => customerView(toOrder(doc)));
}
