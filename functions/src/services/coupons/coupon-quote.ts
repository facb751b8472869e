import {
  fromPaise,
  isSellingPrice,
  quoteDelivery,
  toPaise,
  type DeliveryQuote,
  type PaymentMethod,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import { runTransaction } from '../../db/store-transaction';
import { readOpenOrders } from '../customers/customer-open-orders';
import type { Customer } from '../customers/customers';
import { ConflictError, InvalidInputError } from '../errors';
import { quoteRules } from '../store/store-settings';
import { discountFor, personOf, readCoupon } from './coupon-redemption';

/** "id:quantity,id:quantity" as the quote's `items` spells the cart. */
function cartOf(items: string | undefined): Array<{ productId: string; quantity: number }> {
  if (!items) {
    const message = 'With a coupon, items must list the cart as id:quantity pairs.';
    throw new InvalidInputError(message, { items: message });
  }
  return items.split(',').map((pair) => {
    const [productId, quantity] = pair.split(':') as [string, string];
    return { productId, quantity: Number(quantity) };
  });
}

/**
 * GET /api/shipping/quote with a coupon: the cart priced from the stored books (as the order
 * will be), the shipping and COD of that subtotal, and the coupon's discount for this person, or
 * a 409 with the sentence that says why there is none. Nothing is reserved: the order counts the
 * use in its own transaction, and may still be refused if the last use went meanwhile.
 */
export async function quoteWithCoupon(
  customer: Customer,
  query: { pin: string; payment: PaymentMethod; coupon: string; items?: string },
): Promise<DeliveryQuote> {
  const cart = cartOf(query.items);
  const books = await Promise.all(cart.map((line) => collections.books().doc(line.productId).get()));
  const lines = cart.map((line, index) => {
    const book = books[index]!.data();
    if (!book || !isSellingPrice(book.newPrice))
      throw new ConflictError('Some books in your cart are no longer available.');
    return { pricePaise: toPaise(book.newPrice), quantity: line.quantity, category: book.category };
  });
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const rules = await quoteRules();
  const quote = quoteDelivery(rules, query.pin, subtotalPaise, query.payment);
  const person = personOf(customer);
  const { coupon, open } = await runTransaction(async (tx) => ({
    open: await readOpenOrders(tx, customer.email, customer.provenPhone),
    coupon: await readCoupon(query.coupon, person, tx),
  }));
  const discountPaise = discountFor(coupon, {
    lines,
    subtotalPaise,
    shippingPaise: toPaise(quote.shippingCharge),
    firstOrder: !open.orderedBefore,
  });
  return {
    ...quote,
    total: fromPaise(toPaise(quote.total) - discountPaise),
    couponCode: query.coupon,
    discount: fromPaise(discountPaise),
  };
}
