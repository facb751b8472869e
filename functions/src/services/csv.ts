/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP, CSV injection):
 * `=HYPERLINK(...)` in an address the public typed would run on the owner's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A plain negative amount ("-1297.5", a credit note in the register) is a number to the
 * spreadsheet, not a formula: it stays a number the accountant can sum. Anything more after
 * the minus ("-2+3", "-1297 cmd") is still defused.
 */
const PLAIN_NEGATIVE_NUMBER = /^-[0-9]+(\.[0-9]+)?$/;

/**
 * One CSV cell: text that could start a formula gets a leading apostrophe, which spreadsheets
 * show as text; every cell is quoted, with its quotes doubled (RFC 4180), so a comma, a quote
 * or a line break inside it never starts another cell or row.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !PLAIN_NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * A whole CSV file: CRLF after every row, as RFC 4180 writes it. With `byteOrderMark`, the file
 * starts with U+FEFF: Excel reads a CSV without one in the machine's legacy code page, so ₹ and
 * non-Latin titles would come out garbled.
 */
export function csvFile(rows: Iterable<readonly string[]>, { byteOrderMark = false } = {}): string {
  let file = byteOrderMark ? '\uFEFF' : '';
  for (const row of rows) file += `${row.map(csvCell).join(',')}\r\n`;
  return file;
}

/** A header row naming `columns`, then each record's cells in that order. */
export function* csvTable<C extends string>(
  columns: readonly C[],
  records: Iterable<Readonly<Record<C, string>>>,
): Generator<readonly string[]> {
  yield columns;
  for (const record of records) yield columns.map((column) => record[column]);
}
