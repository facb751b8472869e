import { describe, expect, it } from 'vitest';
import { manualRemittanceSchema, remittanceDeduction, remittanceDifference } from '../src';

// Couriers remit net of their charges; the difference is their deduction.

describe('a remittance’s deduction', () => {
  it('is the COD amount less what arrived, exact to the paisa, negative when more arrived', () => {
    expect(remittanceDeduction(1297, 1286.5)).toBe(10.5);
    // 0.1 + 0.2 in floats is not 0.3: in paise it is.
    expect(remittanceDeduction(0.3, 0.1)).toBe(0.2);
    expect(remittanceDeduction(515, 515.1)).toBe(-0.1);
    expect(remittanceDeduction(515, 515)).toBe(0);
  });

  it('reads as short or over, and as nothing when the amounts agree', () => {
    expect(remittanceDifference(10.5)).toBe('short by ₹10.50');
    expect(remittanceDifference(-1234.5)).toBe('over by ₹1,234.50');
    expect(remittanceDifference(0)).toBeUndefined();
  });
});

describe('the by-hand remittance', () => {
  const valid = { date: '2026-11-20', reference: 'NEFT 1' };

  it('takes an amount in rupees, or none (the whole COD amount)', async () => {
    expect(await manualRemittanceSchema.validate({ ...valid, amount: 1286.5 })).toEqual({ ...valid, amount: 1286.5 });
    expect(await manualRemittanceSchema.validate(valid)).toEqual(valid);
  });

  it.each([
    [0, 'Amount must be greater than zero.'],
    [-1, 'Amount must be greater than zero.'],
    [10.555, 'Amount may have at most 2 decimals.'],
    ['10', 'Amount must be a number.'],
    [Number.NaN, 'Amount must be a number.'],
    [Number.POSITIVE_INFINITY, 'Amount must be a finite number.'],
  ])('refuses %s with a message', async (amount, message) => {
    await expect(manualRemittanceSchema.validate({ ...valid, amount })).rejects.toThrow(message);
  });
});
