import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  booksPaidPaise,
  chargesPaidPaise,
  couponDiscount,
  creditFigures,
  overpaidRefundProblem,
  returnPartOwedPaise,
  splitDiscount,
  refundOwedPaise,
  type CouponTerms,
  type PaidOrder,
} from '../src';

// The money path of returns and cancels (decision 077): what is owed back is what was paid,
// less what the policy keeps, and every credit note says the same.

const terms = (over: Partial<CouponTerms>): CouponTerms => ({
  code: 'CODE',
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  minSubtotal: null,
  validFrom: null,
  validUntil: null,
  totalUses: null,
  usesPerPerson: null,
  firstOrderOnly: false,
  genres: null,
  paused: false,
  ...over,
});

const KEEP = { keepChargesOnReturn: true, keepChargesOnRefusal: true };

/** A delivered UPI order the owner marks returned by the customer. */
const leaving = (order: PaidOrder, chargesPaid?: number) => ({
  paymentMethod: 'upi' as const,
  from: 'delivered' as const,
  to: 'returned' as const,
  returnReason: 'customer-return' as const,
  totalPrice: order.totalPaise / 100,
  shippingCharge: order.shippingPaise / 100,
  codFee: order.codFeePaise / 100,
  ...(chargesPaid === undefined ? {} : { chargesPaidPaise: chargesPaid }),
});

interface Line {
  pricePaise: number;
  quantity: number;
  category: string;
}

/** The order as placing prices it: the discount from the coupon rule, then split over the order. */
function placed(lines: Line[], coupon: CouponTerms | null, shippingPaise: number, codFeePaise: number) {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  const outcome = coupon
    ? couponDiscount(coupon, {
        lines,
        subtotalPaise,
        shippingPaise,
        usesSoFar: 0,
        personUses: 0,
        firstOrder: true,
        today: '2026-12-08',
      })
    : null;
  const discountPaise = outcome?.ok ? outcome.discountPaise : 0;
  const split = coupon && outcome?.ok ? splitDiscount(coupon, lines, discountPaise) : undefined;
  const order: PaidOrder = {
    lines,
    shippingPaise,
    codFeePaise,
    totalPaise: subtotalPaise + shippingPaise + codFeePaise - discountPaise,
    ...(split ? { split } : {}),
  };
  return { order, discountPaise, split };
}

describe('the split of a coupon discount at placement', () => {
  const lines: Line[] = [
    { pricePaise: 50_000, quantity: 1, category: 'fiction' },
    { pricePaise: 30_000, quantity: 2, category: 'cookbooks' },
  ];

  it('a free-shipping coupon discounts the shipping, not the books', () => {
    const { split } = placed(lines, terms({ kind: 'free-shipping', value: null }), 5_000, 3_000);
    expect(split).toEqual({ linesPaise: [0, 0], shippingPaise: 5_000 });
  });

  it('a genre-limited coupon discounts only its lines', () => {
    const { split } = placed(lines, terms({ kind: 'fixed', value: 100, genres: ['cookbooks'] }), 5_000, 0);
    expect(split).toEqual({ linesPaise: [0, 10_000], shippingPaise: 0 });
  });

  it('a percent coupon with a cap splits the capped discount in proportion, and the shares add up', () => {
    const { split } = placed(lines, terms({ kind: 'percent', value: 50, maxDiscount: 333.33 }), 0, 0);
    expect(split!.linesPaise).toEqual([15_151, 18_182]);
    expect(split!.linesPaise[0]! + split!.linesPaise[1]!).toBe(33_333);
  });

  it('₹500 with a ₹100 coupon, ₹50 shipping and a ₹30 COD fee: a return owes the ₹480 paid, not ₹580', () => {
    const { order } = placed(
      [{ pricePaise: 50_000, quantity: 1, category: 'fiction' }],
      terms({ kind: 'fixed', value: 100 }),
      5_000,
      3_000,
    );
    expect(order.totalPaise).toBe(48_000);
    const whole = { lines: [{ index: 0, quantity: 1 }], last: true, earlier: [], owedPaise: 0 };
    expect(returnPartOwedPaise(order, whole, false)).toBe(48_000);
    expect(returnPartOwedPaise(order, whole, true)).toBe(40_000);
  });

  it('the owner’s whole return keeping the charges, after a free-shipping coupon, keeps only the COD fee', () => {
    const { order } = placed(
      [{ pricePaise: 50_000, quantity: 1, category: 'fiction' }],
      terms({ kind: 'free-shipping', value: null }),
      5_000,
      3_000,
    );
    expect(order.totalPaise).toBe(53_000);
    expect(refundOwedPaise(leaving(order, chargesPaidPaise(order)), KEEP)).toBe(50_000);
    // An order placed before the split owes as it always did.
    expect(refundOwedPaise(leaving(order), KEEP)).toBe(45_000);
  });

  it('an order placed before the split owes its books at their price, but never beyond its total', () => {
    const order: PaidOrder = {
      lines: [{ pricePaise: 50_000, quantity: 1 }],
      shippingPaise: 5_000,
      codFeePaise: 3_000,
      totalPaise: 48_000,
    };
    const part = { lines: [{ index: 0, quantity: 1 }], last: true, earlier: [], owedPaise: 0 };
    expect(returnPartOwedPaise(order, part, false)).toBe(48_000);
    expect(returnPartOwedPaise(order, part, true)).toBe(48_000);
  });

  it('the state machine refuses owing more than was paid', () => {
    expect(overpaidRefundProblem({ totalPaise: 100, owedPaise: 100 })).toBeNull();
    expect(overpaidRefundProblem({ totalPaise: 100, owedPaise: 101 })).toMatch(/never owes more than it was paid/);
  });
});

// ---- The property: random orders, coupons of each kind, charges, returns in parts, cancels and refunds ----

const category = fc.constantFrom('fiction', 'cookbooks', 'poetry');
const line = fc.record({
  pricePaise: fc.integer({ min: 1, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  category,
});
const coupon = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant('percent' as const),
    value: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null }),
    genres: fc.option(fc.subarray(['fiction', 'cookbooks', 'poetry'], { minLength: 1 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 10_000 }),
    maxDiscount: fc.constant(null),
    genres: fc.option(fc.subarray(['fiction', 'cookbooks', 'poetry'], { minLength: 1 }), { nil: null }),
  }),
  fc.record({
    kind: fc.constant('free-shipping' as const),
    value: fc.constant(null),
    maxDiscount: fc.constant(null),
    genres: fc.constant(null),
  }),
);
const scenario = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 4 }),
  coupon,
  shippingPaise: fc.constantFrom(0, 4_000, 5_000, 9_999),
  codFeePaise: fc.constantFrom(0, 3_000),
  keepCharges: fc.boolean(),
  /** Each copy's return part: copies are brought back in up to three parts, in this order. */
  parts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 20, maxLength: 20 }),
  /** What happens to the order: returned in parts, cancelled (paid), or returned whole by the owner. */
  path: fc.constantFrom('parts', 'cancel', 'whole'),
  /** Refunds recorded as fractions of what is outstanding, at any time. */
  refunds: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }),
});

describe('the money path, for any order', () => {
  it('never owes more than was paid, never less than the policy says, and equals its credit notes', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { order } = placed(
          s.lines,
          s.coupon && terms({ ...s.coupon, kind: s.coupon.kind }),
          s.shippingPaise,
          s.codFeePaise,
        );
        const owedByPolicy = booksPaidPaise(order) + (s.keepCharges ? 0 : chargesPaidPaise(order));
        let owed = 0;
        let refunded = 0;
        const refund = (fraction: number) => {
          const amount = Math.floor((owed - refunded) * fraction);
          refunded += amount;
          expect(refunded).toBeLessThanOrEqual(owed);
        };
        let refundsLeft = [...s.refunds];

        if (s.path === 'cancel') {
          owed = order.totalPaise;
          expect(owed).toBe(booksPaidPaise(order) + chargesPaidPaise(order));
        } else if (s.path === 'whole') {
          const policy = { keepChargesOnReturn: s.keepCharges, keepChargesOnRefusal: false };
          owed = refundOwedPaise(leaving(order, order.split ? chargesPaidPaise(order) : undefined), policy);
          expect(owed).toBe(owedByPolicy);
        } else {
          // Copies in parts: every copy goes back in one of up to three parts, the non-empty ones in order.
          const copies = s.lines.flatMap((each, index) => Array.from({ length: each.quantity }, () => index));
          const parts = [0, 1, 2]
            .map((part) => {
              const counts = new Map<number, number>();
              copies.forEach((index, copy) => {
                if ((s.parts[copy % s.parts.length] ?? 0) === part) counts.set(index, (counts.get(index) ?? 0) + 1);
              });
              return [...counts].map(([index, quantity]) => ({ index, quantity }));
            })
            .filter((part) => part.length > 0);
          const earlier: Array<{ index: number; quantity: number }> = [];
          parts.forEach((lines, at) => {
            const last = at === parts.length - 1;
            const paise = returnPartOwedPaise(order, { lines, last, earlier, owedPaise: owed }, s.keepCharges);
            expect(paise).toBeGreaterThanOrEqual(0);
            // Its credit note: the books at their rates, the charges with the last, the discount that makes it add up.
            const exempt = lines.reduce((sum, each) => sum + s.lines[each.index]!.pricePaise * each.quantity, 0);
            const withCharges = last && !s.keepCharges;
            const note = creditFigures(
              {
                exemptValuePaise: exempt,
                shippingPaise: withCharges ? order.shippingPaise : 0,
                codFeePaise: withCharges ? order.codFeePaise : 0,
              },
              paise,
            );
            expect(note.totalPaise).toBe(paise);
            expect(note.exemptValuePaise + note.shippingPaise + note.codFeePaise - note.discountPaise).toBe(
              note.totalPaise,
            );
            expect(note.discountPaise).toBeGreaterThanOrEqual(0);
            earlier.push(...lines);
            owed += paise;
            expect(overpaidRefundProblem({ totalPaise: order.totalPaise, owedPaise: owed })).toBeNull();
            const [fraction, ...rest] = refundsLeft;
            if (fraction !== undefined) {
              refund(fraction);
              refundsLeft = rest;
            }
          });
          expect(owed).toBe(owedByPolicy);
        }
        refundsLeft.forEach(refund);
        expect(owed).toBeLessThanOrEqual(order.totalPaise);
        expect(overpaidRefundProblem({ totalPaise: order.totalPaise, owedPaise: owed })).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
