import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  changeQuantity,
  parseStoredCart,
  removeFromCart,
  type CartLine,
} from '../src';

const book = (id: string, newPrice = 100) => ({
  _id: id,
  title: `Book ${id}`,
  coverImage: `/covers/${id}.svg`,
  newPrice,
});

describe('cart rules', () => {
  it('adds a book once with quantity 1 and refuses duplicates', () => {
    const first = addToCart([], book('a'));
    expect(first.added).toBe(true);
    expect(first.cart).toEqual([{ ...book('a'), quantity: 1 }]);
    const again = addToCart(first.cart, book('a'));
    expect(again.added).toBe(false);
    expect(again.cart).toBe(first.cart);
  });

  it('keeps quantity between 1 and 5', () => {
    let cart: CartLine[] = addToCart([], book('a')).cart;
    cart = changeQuantity(cart, 'a', -1);
    expect(cart[0]!.quantity).toBe(1);
    for (let i = 0; i < 10; i++) cart = changeQuantity(cart, 'a', 1);
    expect(cart[0]!.quantity).toBe(5);
  });

  it('removes lines, counts lines and sums the subtotal in paise', () => {
    let cart = addToCart([], book('a', 0.1)).cart;
    cart = addToCart(cart, book('b', 0.2)).cart;
    cart = changeQuantity(cart, 'b', 1);
    expect(cartCount(cart)).toBe(2);
    expect(cartSubtotal(cart)).toBe(0.5);
    cart = removeFromCart(cart, 'a');
    expect(cartCount(cart)).toBe(1);
    expect(cartCount(removeFromCart(cart, 'b'))).toBe(0);
  });

  it('ignores a corrupted stored cart and drops malformed or duplicate lines', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    const good = { ...book('a'), quantity: 2 };
    const stored = JSON.stringify([good, { ...good }, { ...book('b'), quantity: 9 }, { _id: 'c' }, null]);
    expect(parseStoredCart(stored)).toEqual([good]);
  });
});
