import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  billNumber,
  MAX_BILL_NUMBER_LENGTH,
  financialYear,
  financialYearDays,
  indianNumberInWords,
} from '../src';

describe('amountInWords', () => {
  it('writes ₹1,249.50 the Indian way', () => {
    expect(amountInWords(124_950)).toBe('Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only');
  });

  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [100, 'Rupees One Only'],
    [1_900, 'Rupees Nineteen Only'],
    [2_000, 'Rupees Twenty Only'],
    [10_000, 'Rupees One Hundred Only'],
    [100_000, 'Rupees One Thousand Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_234_567_99, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Ninety-Nine Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      99_99_99_999_99,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_000_000_000_00, 'Rupees One Hundred Crore Only'],
    [10_101_00, 'Rupees Ten Thousand One Hundred One Only'],
  ])('%i paise is "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => indianNumberInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('financialYear', () => {
  it('runs April to March on the store’s clock', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('2026-27');
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('names its first and last day', () => {
    expect(financialYearDays('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
});

describe('billNumber', () => {
  it('is the kind, the year written short and six digits', () => {
    expect(billNumber('bill', '2026-27', 123)).toBe('BS/26-27/000123');
    expect(billNumber('credit-note', '2026-27', 4)).toBe('CN/26-27/000004');
    expect(billNumber('bill', '2099-00', 1)).toBe('BS/99-00/000001');
  });

  it('has at most 16 characters for any sequence up to a million a year (CGST Rules 49(b), 53)', () => {
    for (const sequence of [1, 999_999, 1_000_000])
      for (const kind of ['bill', 'credit-note'] as const)
        expect(billNumber(kind, '2026-27', sequence).length).toBeLessThanOrEqual(MAX_BILL_NUMBER_LENGTH);
    expect(billNumber('bill', '2026-27', 1_000_000)).toBe('BS/26-27/1000000');
    expect(MAX_BILL_NUMBER_LENGTH).toBe(16);
  });
});
