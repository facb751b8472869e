import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORE_SETTINGS,
  latePaymentDecisionSchema,
  refundOwedPaise,
  refundRecordSchema,
  storeSettingsSchema,
  type OrderLeavingTheSale,
  type RefundPolicy,
} from '../src';

// What is owed back when an order leaves the sale, and the owner's refund form.

const REFUND_ALL: RefundPolicy = { keepChargesOnReturn: false, keepChargesOnRefusal: false };
const KEEP_ALL: RefundPolicy = { keepChargesOnReturn: true, keepChargesOnRefusal: true };
/** ₹1,000.10 of books, ₹60 shipping, ₹40 COD fee (for a COD order). */
const order = (overrides: Partial<OrderLeavingTheSale>): OrderLeavingTheSale => ({
  paymentMethod: 'upi',
  from: 'confirmed',
  to: 'cancelled',
  totalPrice: 1060.1,
  shippingCharge: 60,
  codFee: 0,
  ...overrides,
});
const cod = (overrides: Partial<OrderLeavingTheSale>) =>
  order({ paymentMethod: 'cod', totalPrice: 1100.1, codFee: 40, ...overrides });

describe('the refund owed when an order leaves the sale', () => {
  it('a UPI order marked paid and cancelled is owed whole, whatever the policy keeps', () => {
    expect(refundOwedPaise(order({}), REFUND_ALL)).toBe(106_010);
    expect(refundOwedPaise(order({}), KEEP_ALL)).toBe(106_010);
  });

  it('an unpaid UPI order, or one whose UTR is not yet checked, owes nothing', () => {
    for (const from of ['awaiting-payment', 'payment-submitted'] as const)
      expect(refundOwedPaise(order({ from }), REFUND_ALL)).toBe(0);
  });

  it('a refused prepaid parcel is refunded whole unless the policy keeps the charges', () => {
    const refused = order({ from: 'shipped', to: 'returned', returnReason: 'rto' });
    expect(refundOwedPaise(refused, REFUND_ALL)).toBe(106_010);
    expect(refundOwedPaise(refused, { ...REFUND_ALL, keepChargesOnRefusal: true })).toBe(100_010);
    // The return's setting is not the refusal's.
    expect(refundOwedPaise(refused, { ...REFUND_ALL, keepChargesOnReturn: true })).toBe(106_010);
  });

  it('a customer’s return of a UPI order keeps the charges only when the policy says so', () => {
    const returned = order({ from: 'delivered', to: 'returned', returnReason: 'customer-return' });
    expect(refundOwedPaise(returned, REFUND_ALL)).toBe(106_010);
    expect(refundOwedPaise(returned, { ...REFUND_ALL, keepChargesOnReturn: true })).toBe(100_010);
  });

  it('a COD order is owed back only once delivered (the courier took the cash), shipping and fee by the policy', () => {
    const returned = cod({ from: 'delivered', to: 'returned', returnReason: 'customer-return' });
    expect(refundOwedPaise(returned, REFUND_ALL)).toBe(110_010);
    expect(refundOwedPaise(returned, KEEP_ALL)).toBe(100_010);
    expect(refundOwedPaise(cod({ from: 'shipped', to: 'returned', returnReason: 'rto' }), REFUND_ALL)).toBe(0);
    for (const from of ['pending', 'confirmed'] as const)
      expect(refundOwedPaise(cod({ from, to: 'cancelled' }), REFUND_ALL)).toBe(0);
  });

  it('a move that does not leave the sale owes nothing', () => {
    expect(refundOwedPaise(order({ to: 'shipped' }), REFUND_ALL)).toBe(0);
  });
});

describe('the refund policy in the settings', () => {
  it('defaults to refunding the charges, whole refused parcels, 7 days and a 7-day return window, for a body saved before it', () => {
    const { refunds: _refunds, complaints: _complaints, ...before } = DEFAULT_STORE_SETTINGS;
    const read = storeSettingsSchema.validateSync(before);
    expect(read.refunds).toEqual({
      keepChargesOnReturn: false,
      keepChargesOnRefusal: false,
      days: 7,
      returnWindowDays: 7,
    });
    expect(read.complaints).toEqual({ answerHours: 48 });
  });

  it('takes a return window of 0 (no returns) to 30 days, and a reply time of 1 to 240 hours', () => {
    const with_ = (change: object) => () => storeSettingsSchema.validateSync({ ...DEFAULT_STORE_SETTINGS, ...change });
    expect(with_({ refunds: { returnWindowDays: 0 } })().refunds.returnWindowDays).toBe(0);
    expect(with_({ refunds: { returnWindowDays: 31 } })).toThrow(
      'The return window must be a whole number of days from 0 (no returns) to 30.',
    );
    expect(with_({ refunds: { returnWindowDays: 1.5 } })).toThrow('The return window must be');
    expect(with_({ complaints: { answerHours: 24 } })().complaints).toEqual({ answerHours: 24 });
    expect(with_({ complaints: { answerHours: 0 } })).toThrow(
      'The reply time must be a whole number of hours from 1 to 240.',
    );
    expect(with_({ complaints: { answerHours: '48' } })).toThrow('The reply time must be');
    // The review invitation, 0 (never) to 60 days after delivery, 7 when unset.
    expect(with_({ reviews: undefined })().reviews).toEqual({ inviteAfterDays: 7 });
    expect(with_({ reviews: { inviteAfterDays: 0 } })().reviews.inviteAfterDays).toBe(0);
    expect(with_({ reviews: { inviteAfterDays: 61 } })).toThrow(
      'The review invitation must be a whole number of days from 0 (never) to 60.',
    );
  });

  it('takes whole days from 1 to 60, and true or false for the charges', () => {
    const with_ = (refunds: unknown) => () => storeSettingsSchema.validateSync({ ...DEFAULT_STORE_SETTINGS, refunds });
    expect(with_({ days: 60, keepChargesOnReturn: true })().refunds).toEqual({
      keepChargesOnReturn: true,
      keepChargesOnRefusal: false,
      days: 60,
      returnWindowDays: 7,
    });
    expect(with_({ days: 0 })).toThrow('Refund days must be a whole number from 1 to 60.');
    expect(with_({ days: 61 })).toThrow('Refund days must be a whole number from 1 to 60.');
    expect(with_({ days: 2.5 })).toThrow('Refund days must be a whole number from 1 to 60.');
    expect(with_({ keepChargesOnReturn: 'yes' })).toThrow('Whether the charges are kept must be true or false.');
  });
});

describe('the refund form', () => {
  const errorsOf = (body: unknown): Record<string, string> => {
    try {
      refundRecordSchema.validateSync(body, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: Array<{ path: string; message: string }> }).inner;
      return Object.fromEntries(inner.map((e) => [e.path, e.message]));
    }
  };

  it('takes a UPI refund with its 12-digit UTR (spaces ignored), and others with any reference', () => {
    expect(refundRecordSchema.validateSync({ amount: 10.5, method: 'upi', reference: '4123 4567 8901' })).toEqual({
      amount: 10.5,
      method: 'upi',
      reference: '412345678901',
    });
    for (const reference of ['$&', "$'", '<script>alert(1)</script>', '=cmd|/C calc', 'रिफंड संख्या ४२'])
      expect(refundRecordSchema.validateSync({ amount: 1, method: 'bank-transfer', reference }).reference).toBe(
        reference,
      );
    expect(refundRecordSchema.validateSync({ amount: 1, method: 'cash', reference: '  Receipt 7  ' }).reference).toBe(
      'Receipt 7',
    );
  });

  it('refuses a bad amount, method or reference with a message per field', () => {
    expect(errorsOf({ amount: 0, method: 'upi', reference: '412345678901' }).amount).toBe(
      'The amount must be greater than zero.',
    );
    expect(errorsOf({ amount: -5, method: 'cash', reference: 'r' }).amount).toBe(
      'The amount must be greater than zero.',
    );
    expect(errorsOf({ amount: 1.005, method: 'cash', reference: 'r' }).amount).toBe(
      'The amount may have at most 2 decimals.',
    );
    expect(errorsOf({ amount: '10', method: 'cash', reference: 'r' }).amount).toBe('The amount must be a number.');
    expect(errorsOf({ amount: 1, method: 'cheque', reference: 'r' }).method).toBe(
      'Method must be one of: upi, bank-transfer, cash.',
    );
    expect(errorsOf({ amount: 1, method: 'upi', reference: '12345' }).reference).toMatch(
      /^A UPI refund’s reference is its UTR/,
    );
    expect(errorsOf({ amount: 1, method: 'cash', reference: '   ' }).reference).toMatch(/^The reference is required/);
    expect(errorsOf({ amount: 1, method: 'cash', reference: 'x'.repeat(101) }).reference).toBe(
      'The reference must be at most 100 characters.',
    );
    expect(errorsOf({ amount: 1, method: 'cash', reference: '\ud800' }).reference).toMatch(/broken character/);
  });

  it('the late payment decision is received or not-received', () => {
    expect(latePaymentDecisionSchema.validateSync({ decision: 'received' })).toEqual({ decision: 'received' });
    expect(() => latePaymentDecisionSchema.validateSync({ decision: 'maybe' })).toThrow(
      'Decision must be one of: received, not-received.',
    );
  });
});
