import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  couponRequestSchema,
  couponTermsOf,
  type CouponRequest,
  orderRequestSchema,
  shippingQuoteQuerySchema,
  type CouponCart,
  type CouponTerms,
} from '../src';

// Coupons (decision 062): the owner's form and the discount rule.

const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'DIWALI10',
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

const cart = (over: Partial<CouponCart> = {}): CouponCart => ({
  lines: [
    { pricePaise: 49_950, quantity: 1, category: 'fiction' },
    { pricePaise: 30_000, quantity: 2, category: 'cookbooks' },
  ],
  subtotalPaise: 109_950,
  shippingPaise: 4_000,
  usesSoFar: 0,
  personUses: 0,
  firstOrder: true,
  today: '2026-11-28',
  ...over,
});

const refusal = (coupon: CouponTerms, on: CouponCart = cart()) => {
  const outcome = couponDiscount(coupon, on);
  return outcome.ok ? null : outcome.reason;
};

describe('couponDiscount', () => {
  it('takes a percent of the books, rounded down to the paisa', () => {
    // 10 % of ₹1,099.50 is ₹109.95.
    expect(couponDiscount(terms(), cart())).toEqual({ ok: true, discountPaise: 10_995 });
    expect(
      couponDiscount(
        terms({ value: 7 }),
        cart({ lines: [{ pricePaise: 333, quantity: 1, category: 'x' }], subtotalPaise: 333 }),
      ),
    ).toEqual({
      ok: true,
      discountPaise: 23,
    });
  });

  it('caps a percent at its largest discount', () => {
    expect(couponDiscount(terms({ maxDiscount: 50 }), cart())).toEqual({ ok: true, discountPaise: 5_000 });
  });

  it('gives a fixed amount, never more than the books', () => {
    expect(couponDiscount(terms({ kind: 'fixed', value: 150.5 }), cart())).toEqual({ ok: true, discountPaise: 15_050 });
    expect(couponDiscount(terms({ kind: 'fixed', value: 5000 }), cart())).toEqual({ ok: true, discountPaise: 109_950 });
  });

  it('gives the shipping charge for free shipping, and refuses when shipping is already free', () => {
    expect(couponDiscount(terms({ kind: 'free-shipping', value: null }), cart())).toEqual({
      ok: true,
      discountPaise: 4_000,
    });
    expect(refusal(terms({ kind: 'free-shipping', value: null }), cart({ shippingPaise: 0 }))).toBe(
      'This order already ships free: the code DIWALI10 is not needed.',
    );
  });

  it('refuses a paused code', () => {
    expect(refusal(terms({ paused: true }))).toBe('This code cannot be used.');
  });

  it('counts days on the store’s calendar, both ends inclusive', () => {
    expect(refusal(terms({ validFrom: '2026-11-29' }))).toBe('The code DIWALI10 is valid from 29 Nov 2026.');
    expect(refusal(terms({ validUntil: '2026-11-27' }))).toBe('The code DIWALI10 expired on 27 Nov 2026.');
    expect(refusal(terms({ validFrom: '2026-11-28', validUntil: '2026-11-28' }))).toBeNull();
  });

  it('refuses once the uses are gone, in all and per person', () => {
    expect(refusal(terms({ totalUses: 50 }), cart({ usesSoFar: 50 }))).toBe('The code DIWALI10 has no uses left.');
    expect(refusal(terms({ totalUses: 50 }), cart({ usesSoFar: 49 }))).toBeNull();
    expect(refusal(terms({ usesPerPerson: 1 }), cart({ personUses: 1 }))).toBe(
      'You have already used the code DIWALI10.',
    );
    expect(refusal(terms({ usesPerPerson: 2 }), cart({ personUses: 1 }))).toBeNull();
  });

  it('refuses a first-order code to someone who ordered before', () => {
    expect(refusal(terms({ firstOrderOnly: true }), cart({ firstOrder: false }))).toBe(
      'The code DIWALI10 is for a first order only.',
    );
    expect(refusal(terms({ firstOrderOnly: true }), cart({ firstOrder: true }))).toBeNull();
  });

  it('discounts only the books of its genres, and refuses a cart with none', () => {
    expect(couponDiscount(terms({ genres: ['cookbooks'] }), cart())).toEqual({ ok: true, discountPaise: 6_000 });
    expect(refusal(terms({ genres: ['poetry'] }))).toBe('The code DIWALI10 is not for these books.');
    // Stored categories may differ in case from the ids.
    expect(couponDiscount(terms({ genres: ['Fiction'] }), cart())).toEqual({ ok: true, discountPaise: 4_995 });
  });

  it('needs the minimum subtotal, said in rupees', () => {
    expect(refusal(terms({ minSubtotal: 1500 }))).toBe('The code DIWALI10 needs a subtotal of ₹1,500.');
    expect(refusal(terms({ minSubtotal: 1099.5 }))).toBeNull();
    expect(refusal(terms({ minSubtotal: 1099.51 }))).toBe('The code DIWALI10 needs a subtotal of ₹1,099.51.');
  });
});

const valid = {
  code: ' diwali10 ',
  kind: 'percent',
  value: 10,
  maxDiscount: 200,
  minSubtotal: 500,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  totalUses: 50,
  usesPerPerson: 1,
  firstOrderOnly: false,
  genres: ['Fiction', 'cookbooks'],
};

const errorOf = async (value: unknown) => {
  try {
    await couponRequestSchema.validate(value, { abortEarly: false });
    return null;
  } catch (error) {
    return (error as { errors: string[] }).errors.join(' | ');
  }
};

describe('couponRequestSchema', () => {
  it('stores the code upper-case and the genres as ids', async () => {
    const coupon = await couponRequestSchema.validate(valid);
    expect(coupon.code).toBe('DIWALI10');
    expect(coupon.genres).toEqual(['fiction', 'cookbooks']);
  });

  it('reads nulls and absent limits as no limit', async () => {
    const coupon = couponTermsOf(
      (await couponRequestSchema.validate({ code: 'FREESHIP', kind: 'free-shipping' })) as CouponRequest,
    );
    expect(coupon).toMatchObject({
      value: null,
      maxDiscount: null,
      minSubtotal: null,
      validFrom: null,
      validUntil: null,
      totalUses: null,
      usesPerPerson: null,
      firstOrderOnly: false,
      genres: null,
    });
  });

  it.each(['abc', 'A'.repeat(21), 'DIWALI-10', '$&', '<script>', '=cmd', 'दिवाली2026', 'AB\ud800CD', ''])(
    'refuses the code %j',
    async (code) => {
      expect(await errorOf({ ...valid, code })).toMatch(/coupon code|broken character/);
    },
  );

  it.each([
    [{ kind: 'percent', value: 0 }, 'A percent coupon takes a whole percentage from 1 to 100.'],
    [{ kind: 'percent', value: 12.5 }, 'A percent coupon takes a whole percentage from 1 to 100.'],
    [{ kind: 'percent', value: 101 }, 'A percent coupon takes a whole percentage from 1 to 100.'],
    [
      { kind: 'fixed', value: 10.001, maxDiscount: null },
      'A fixed coupon takes an amount in rupees (at most 2 decimals).',
    ],
    [{ kind: 'fixed', value: 100, maxDiscount: 50 }, 'Only a percent coupon has a largest discount.'],
    [{ kind: 'free-shipping', value: 5, maxDiscount: null }, 'A free-shipping coupon takes no value.'],
    [{ kind: 'bogo' }, 'The kind must be one of: percent, fixed, free-shipping.'],
    [{ validUntil: '2026-10-31' }, 'Valid until must not be before valid from.'],
    [{ validFrom: '2026-02-29' }, 'Valid from must be a date (YYYY-MM-DD), or empty.'],
    [{ totalUses: 0 }, 'The total uses must be a whole number from 1'],
    [{ usesPerPerson: 1.5 }, 'The uses per person must be a whole number from 1'],
    [{ minSubtotal: '500' }, 'The minimum subtotal must be an amount in rupees'],
    [{ genres: ['<script>'] }, 'Choose genres from the list, or none for every book.'],
    [{ genres: [] }, 'Choose genres from the list, or none for every book.'],
    [{ firstOrderOnly: 'yes' }, 'First order only must be true or false.'],
  ])('refuses %j', async (change, message) => {
    expect(await errorOf({ ...valid, ...change })).toContain(message);
  });
});

describe('the coupon on the quote and the order', () => {
  it('upper-cases the checkout’s code, and reads an empty one as none', async () => {
    const order = {
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      address: { street: 's', city: 'c', country: 'India', state: 'KA', zipcode: '560001' },
      products: [{ productId: 'b1', quantity: 1 }],
      totalPrice: 100,
    };
    expect((await orderRequestSchema.validate({ ...order, couponCode: 'diwali10' })).couponCode).toBe('DIWALI10');
    expect((await orderRequestSchema.validate({ ...order, couponCode: '' })).couponCode).toBeUndefined();
    await expect(orderRequestSchema.validate({ ...order, couponCode: '$&' })).rejects.toThrow(/coupon code/);
  });

  it('takes the cart as id:quantity pairs', async () => {
    const query = await shippingQuoteQuerySchema.validate({
      pin: '560001',
      subtotal: '100',
      coupon: 'x1y2',
      items: 'b1:2,b2:1',
    });
    expect(query).toMatchObject({ coupon: 'X1Y2', items: 'b1:2,b2:1' });
    await expect(shippingQuoteQuerySchema.validate({ pin: '560001', subtotal: '100', items: 'b1;2' })).rejects.toThrow(
      /items/,
    );
  });
});
