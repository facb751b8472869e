/** ISBNs are compared and searched without hyphens or spaces. */
export function normalizeIsbn(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Checks the ISBN-10 or ISBN-13 check digit. */
export function isValidIsbn(value: string): boolean {
  const isbn = normalizeIsbn(value);
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce((acc, ch, i) => acc + (ch === 'X' ? 10 : Number(ch)) * (10 - i), 0);
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) return isbn.slice(12) === isbn13CheckDigit(isbn.slice(0, 12));
  return false;
}

/** The check digit that ends an ISBN-13 whose first twelve digits are these. */
export function isbn13CheckDigit(first12: string): string {
  const sum = [...first12].reduce((acc, ch, i) => acc + Number(ch) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}
