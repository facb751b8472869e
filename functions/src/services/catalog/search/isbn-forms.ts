import { isbnKey, normalizeIsbn } from '@bookstore/domain';

/* An ISBN-10 and its 978 ISBN-13 are one book: the domain's `isbnKey` (the ISBN-13) compares them. */

/** ISBN-10's check digit for its first nine digits (X for 10). */
function isbn10CheckDigit(first9: string): string {
  const sum = [...first9].reduce((acc, ch, i) => acc + Number(ch) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Both forms of a stored ISBN, for the index's ISBN field: a search for either finds it. */
export function isbnForms(value: string): string[] {
  const key = isbnKey(value);
  const forms = new Set([normalizeIsbn(value), key]);
  if (/^978\d{10}$/.test(key)) forms.add(key.slice(3, 12) + isbn10CheckDigit(key.slice(3, 12)));
  return [...forms].filter((form) => form.length > 0);
}

/** A query that is a whole ISBN (10 or 13, hyphens and spaces allowed): its key, else undefined. */
export function isbnQuery(query: string): string | undefined {
  const bare = normalizeIsbn(query);
  return /^(\d{9}[\dX]|\d{13})$/.test(bare) ? isbnKey(bare) : undefined;
}
