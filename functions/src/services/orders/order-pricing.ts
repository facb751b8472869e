import {
  customerLimitProblem,
  formatRupees,
  fromPaise,
  isSellingPrice,
  quoteDelivery,
  toPaise,
  type DeliveryQuote,
  type FieldErrors,
  type OrderLine,
  type OrderRequest,
  type PaymentMethod,
  type QuoteRules,
  type StoreSettings,
} from '@bookstore/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import type { OpenOrders } from '../customers/customer-open-orders';
import { discountFor, type CouponRead } from '../coupons/coupon-redemption';
import { ConflictError, InvalidInputError } from '../errors';

/** An order the checks let through: its lines at the stored prices, and what it costs. */
export interface PricedOrder {
  lines: OrderLine[];
  subtotalPaise: number;
  quote: DeliveryQuote;
  /** The coupon's discount; 0 without one. Already taken off totalPaise. */
  discountPaise: number;
  totalPaise: number;
}

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
  const discountPaise = coupon
    ? discountFor(coupon, {
        lines: lines.map((line, index) => ({
          pricePaise: toPaise(line.price),
          quantity: line.quantity,
          category: books[index]!.data()!.category,
        })),
        subtotalPaise,
        shippingPaise: toPaise(quote.shippingCharge),
        firstOrder: !open.orderedBefore,
      })
    : 0;
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
  // Last, so a malformed or mispriced order is told what to fix first.
  const overLimit = customerLimitProblem(
    open.orders,
    lines.map(({ productId, quantity, title }) => ({ productId, quantity, title })),
  );
  if (overLimit) throw new ConflictError(overLimit);
  return { lines, subtotalPaise, quote, discountPaise, totalPaise };
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
