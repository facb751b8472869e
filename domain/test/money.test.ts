import { describe, expect, it } from 'vitest';
import { formatRupees, fromPaise, hasAtMostTwoDecimals, lineTotal, toPaise } from '../src';

describe('money', () => {
  it('converts between rupees and paise without float error', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1) + toPaise(0.2)).toBe(30);
    expect(fromPaise(6027)).toBe(60.27);
  });

  it('sums lines in paise', () => {
    expect(
      lineTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(lineTotal([{ price: 19.99, quantity: 3 }])).toBe(59.97);
    expect(lineTotal([])).toBe(0);
  });

  it('formats rupees with the ₹ sign and two decimals', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
  });

  it('recognises at most two decimals', () => {
    expect(hasAtMostTwoDecimals(10)).toBe(true);
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.29)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });
});
