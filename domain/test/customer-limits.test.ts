import { describe, expect, it } from 'vitest';
import { CUSTOMER_LIMITS, customerLimitProblem, isOpenOrder, ORDER_STATUSES } from '../src';

const order = (...lines: Array<[string, number]>) => ({
  products: lines.map(([productId, quantity]) => ({ productId, quantity })),
});
const want = (productId: string, quantity: number) => ({ productId, quantity, title: `Book ${productId}` });

describe('customer limits', () => {
  it('are 3 open orders, 5 copies of a book across them, 10 attempts an hour', () => {
    expect(CUSTOMER_LIMITS).toEqual({
      openOrders: 3,
      copiesPerBookInOpenOrders: 5,
      orderAttempts: 10,
      orderAttemptWindowSeconds: 3600,
    });
  });

  it('count every order not yet shipped as open (a UPI order holds its stock while it waits), nothing after', () => {
    expect(ORDER_STATUSES.filter(isOpenOrder)).toEqual([
      'pending',
      'awaiting-payment',
      'payment-submitted',
      'confirmed',
    ]);
  });

  it('let an order through below both limits', () => {
    expect(customerLimitProblem([], [want('a', 5)])).toBeNull();
    expect(customerLimitProblem([order(['a', 2]), order(['a', 1], ['b', 5])], [want('a', 2), want('c', 5)])).toBeNull();
  });

  it('refuse a 4th open order whatever it holds', () => {
    const open = [order(['a', 1]), order(['b', 1]), order(['c', 1])];
    expect(customerLimitProblem(open, [want('d', 1)])).toMatch(/^You already have 3 open orders, .* at most 3 /);
  });

  it('add up one book across every open order and the new one', () => {
    const open = [order(['a', 2]), order(['a', 2], ['b', 1])];
    expect(customerLimitProblem(open, [want('a', 1)])).toBeNull();
    expect(customerLimitProblem(open, [want('a', 2), want('b', 4), want('c', 5)])).toBe(
      'A customer can have at most 5 copies of one book across their open orders. ' +
        "'Book a': your open orders already hold 4 copies, so you can add at most 1 copy.",
    );
    expect(customerLimitProblem([order(['a', 5])], [want('a', 1), want('b', 5)])).toBe(
      'A customer can have at most 5 copies of one book across their open orders. ' +
        "'Book a': your open orders already hold 5 copies, so remove it from your cart.",
    );
  });
});
