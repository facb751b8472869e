/**
 * Money rules. Prices travel as rupee numbers with at most two decimals; any sum is done
 * in integer paise so that 0.1 + 0.2 style drift can never reach a total.
 */
export const CURRENCY = 'INR';

export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function fromPaise(paise: number): number {
  return Math.round(paise) / 100;
}

/** True when the number is finite and has no more than two decimals. */
export function hasAtMostTwoDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** The sanity ceiling of any one book's price, in rupees. */
export const MAX_PRICE = 1_000_000;

/**
 * A price a book can be sold at: what the book form accepts. The order transaction checks
 * stored prices against it too, so a record written by hand or by an older version can never
 * sell a book for ₹0 (or for a negative, fractional-paisa or infinite amount).
 */
export function isSellingPrice(value: unknown): value is number {
  return typeof value === 'number' && value > 0 && value <= MAX_PRICE && hasAtMostTwoDecimals(value);
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one formatter for every amount shown to a person: "₹1,234.50". */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** Sum of price × quantity over lines, computed in paise, returned in rupees. */
export function lineTotal(lines: ReadonlyArray<{ price: number; quantity: number }>): number {
  const paise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
  return fromPaise(paise);
}
