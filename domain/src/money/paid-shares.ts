import { sameCategory } from '../catalog/categories';
import type { CouponKind } from '../coupons/coupon-limits';

/*
 * What an order's customer paid for each part of it, in paise (decision 077). A coupon's
 * discount is split at placement: a free-shipping coupon's is the shipping; any other's falls
 * on the lines it was for (its genres, or all), in proportion to their amounts. What a return,
 * a cancel or the owner's whole-order return owes back is read from these shares, so it is
 * never more than was paid.
 */

/** Where an order's coupon discount fell: on each line (paise, whole line) and on the shipping. */
export interface DiscountSplit {
  linesPaise: number[];
  shippingPaise: number;
}

/** The order's money as it was placed, in paise. */
export interface PaidOrder {
  lines: ReadonlyArray<{ pricePaise: number; quantity: number }>;
  shippingPaise: number;
  codFeePaise: number;
  totalPaise: number;
  /** Absent on orders placed before the split was recorded: they owe as they always did. */
  split?: DiscountSplit;
}

/**
 * Splits `discountPaise` over the order. Proportional shares are rounded down and the paise
 * left over go to the last line the coupon was for, so the shares add up to the discount.
 */
export function splitDiscount(
  coupon: { kind: CouponKind; genres: readonly string[] | null },
  lines: ReadonlyArray<{ pricePaise: number; quantity: number; category: string }>,
  discountPaise: number,
): DiscountSplit {
  const none = lines.map(() => 0);
  if (discountPaise <= 0) return { linesPaise: none, shippingPaise: 0 };
  if (coupon.kind === 'free-shipping') return { linesPaise: none, shippingPaise: discountPaise };
  const eligible = lines.map(
    (line) => coupon.genres === null || coupon.genres.some((genre) => sameCategory(genre, line.category)),
  );
  const amounts = lines.map((line, index) => (eligible[index] ? line.pricePaise * line.quantity : 0));
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  if (base <= 0) return { linesPaise: none, shippingPaise: 0 };
  const linesPaise = amounts.map((amount) => Math.floor((amount * discountPaise) / base));
  const last = eligible.lastIndexOf(true);
  linesPaise[last]! += discountPaise - linesPaise.reduce((sum, share) => sum + share, 0);
  return { linesPaise, shippingPaise: 0 };
}

/** What the customer paid for the books: each line's amount less its share of the discount. */
export function booksPaidPaise(order: PaidOrder): number {
  return order.lines.reduce((sum, line, index) => sum + linePaidPaise(order, index, line.quantity), 0);
}

/**
 * What was paid for the first `copies` of line `index` to come back, rounded down. A part's share
 * is the difference between before and after it, so the parts of a line add up to what was paid
 * for it exactly, and none is more than its copies' price.
 */
export function linePaidPaise(order: PaidOrder, index: number, copies: number): number {
  const line = order.lines[index];
  if (!line || line.quantity <= 0) return 0;
  const linePaid = line.pricePaise * line.quantity - (order.split?.linesPaise[index] ?? 0);
  return Math.floor((linePaid * Math.min(copies, line.quantity)) / line.quantity);
}

/** The charges the customer paid: shipping less what a free-shipping coupon took off, and the COD fee. */
export function chargesPaidPaise(order: PaidOrder): number {
  return order.shippingPaise - (order.split?.shippingPaise ?? 0) + order.codFeePaise;
}

/**
 * The paise one received return owes (decisions 054, 077): its books' paid share (each line's
 * copies back so far, before and after it: rounding never loses or adds a paisa over the
 * parts), and with the last return the charges paid unless the policy keeps them. Never more
 * than what is left of the total after what the order already owes (an order placed before the
 * split owes its books at their price, as it always did, but never beyond that).
 */
export function returnPartOwedPaise(
  order: PaidOrder,
  part: {
    lines: ReadonlyArray<{ index: number; quantity: number }>;
    /** The copies of each line that earlier received returns brought back. */
    earlier: ReadonlyArray<{ index: number; quantity: number }>;
    last: boolean;
    /** What the order owes already (earlier returns included). */
    owedPaise: number;
  },
  keepCharges: boolean,
): number {
  const back = new Map<number, number>();
  for (const line of part.earlier) back.set(line.index, (back.get(line.index) ?? 0) + line.quantity);
  const books = part.lines.reduce((sum, line) => {
    if (!order.split) return sum + (order.lines[line.index]?.pricePaise ?? 0) * line.quantity;
    const before = back.get(line.index) ?? 0;
    back.set(line.index, before + line.quantity);
    return sum + linePaidPaise(order, line.index, before + line.quantity) - linePaidPaise(order, line.index, before);
  }, 0);
  const charges = part.last && !keepCharges ? chargesPaidPaise(order) : 0;
  return Math.max(0, Math.min(books + charges, order.totalPaise - part.owedPaise));
}

/**
 * The refusal of a move that would make an order owe more than it was paid: the state
 * machine's last check, on every move that makes a refund owed.
 */
export function overpaidRefundProblem(order: { totalPaise: number; owedPaise: number }): string | null {
  return order.owedPaise > order.totalPaise
    ? `This move would owe back ${order.owedPaise} paise on an order that was paid ${order.totalPaise}: an order never owes more than it was paid.`
    : null;
}

/** The figures of a return's credit note: the books at their rates, the charges it credits, and the discount that makes it what is owed. */
export interface CreditFigures {
  exemptValuePaise: number;
  shippingPaise: number;
  codFeePaise: number;
  discountPaise: number;
  totalPaise: number;
}

/**
 * A credit note that credits `owedPaise`: the books (and charges) at the bill's figures, less
 * the coupon's share of them as its own discount line, so the paper adds up to what is owed.
 */
export function creditFigures(
  credited: { exemptValuePaise: number; shippingPaise: number; codFeePaise: number },
  owedPaise: number,
): CreditFigures {
  const gross = credited.exemptValuePaise + credited.shippingPaise + credited.codFeePaise;
  const discountPaise = Math.max(0, gross - owedPaise);
  return { ...credited, discountPaise, totalPaise: gross - discountPaise };
}
