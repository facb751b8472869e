import { describe, expect, it } from 'vitest';
import {
  adminOrdersQuerySchema,
  bookFormSchema,
  bookSchema,
  canIncrement,
  canMoveTo,
  isRestocked,
  ORDER_STATUSES,
  changeQuantity,
  nextStatuses,
  orderStatusChangeSchema,
  quantityLimit,
  validateWith,
  type CartLine,
} from '../src';

const line = (quantity: number): CartLine => ({ _id: 'a', title: 'A', coverImage: '/a.svg', newPrice: 100, quantity });

describe('cart limits with stock', () => {
  it('+ stops at the lower of 5 and the stock', () => {
    expect(quantityLimit(undefined)).toBe(5);
    expect(quantityLimit(12)).toBe(5);
    expect(quantityLimit(2)).toBe(2);
    expect(quantityLimit(0)).toBe(0);
    expect(canIncrement(line(2), 3)).toBe(true);
    expect(canIncrement(line(3), 3)).toBe(false);
    expect(canIncrement(line(4), 100)).toBe(true);
    expect(canIncrement(line(5), 100)).toBe(false);
    let cart = [line(1)];
    for (let i = 0; i < 5; i++) cart = changeQuantity(cart, 'a', 1, 3);
    expect(cart[0]!.quantity).toBe(3);
  });
});

describe('order lifecycle rules', () => {
  it('allows only pending → confirmed → shipped → delivered, a cancel before shipping and a return after', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(nextStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextStatuses('shipped')).toEqual(['delivered', 'returned']);
    expect(nextStatuses('delivered')).toEqual(['returned']);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
    expect(canMoveTo('shipped', 'cancelled')).toBe(false);
    expect(canMoveTo('confirmed', 'returned')).toBe(false);
    expect(ORDER_STATUSES.filter(isRestocked)).toEqual(['cancelled', 'returned']);
    expect(canMoveTo('pending', 'shipped')).toBe(false);
    expect(canMoveTo('pending', 'pending')).toBe(false);
  });

  it('validates a status change and the order list query', async () => {
    expect((await validateWith(orderStatusChangeSchema, { status: 'shipped' })).ok).toBe(true);
    for (const status of [undefined, 'lost', 'Shipped', 1])
      expect((await validateWith(orderStatusChangeSchema, { status })).ok, String(status)).toBe(false);
    const query = await validateWith(adminOrdersQuerySchema, { limit: '5', status: 'pending' });
    expect(query.ok && query.value).toEqual({ limit: 5, status: 'pending' });
    const defaults = await validateWith(adminOrdersQuerySchema, {});
    expect(defaults.ok && defaults.value.limit).toBe(20);
    for (const bad of [{ limit: '0' }, { limit: '101' }, { limit: '2.5' }, { cursor: 'a/b' }])
      expect((await validateWith(adminOrdersQuerySchema, bad)).ok, JSON.stringify(bad)).toBe(false);
  });
});

describe('book stock field', () => {
  const book = {
    ISBN: '0-306-40615-2',
    title: 'T',
    description: 'D',
    author: 'A',
    category: 'fiction',
    trending: false,
    oldPrice: 10,
    newPrice: 9,
    coverImage: '/c.svg',
  };
  it("is a whole number from 0, required by the owner's form", async () => {
    expect((await validateWith(bookFormSchema, { ...book, stock: 0 })).ok).toBe(true);
    for (const [stock, message] of [
      [undefined, 'Stock is required.'],
      [-1, 'Stock must not be negative.'],
      [1.5, 'Stock must be a whole number.'],
      ['2', 'Stock must be a whole number.'],
      [100_001, 'Stock must be at most 100000.'],
    ] as const) {
      const outcome = await validateWith(bookFormSchema, { ...book, stock });
      expect(outcome.ok ? null : outcome.errors.stock, String(stock)).toBe(message);
      // The API takes a body without one (decision 032), and holds a given one to the same rules.
      const api = await validateWith(bookSchema, { ...book, stock });
      expect(api.ok ? null : api.errors.stock, String(stock)).toBe(stock === undefined ? null : message);
    }
  });
});
