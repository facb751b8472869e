/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP, CSV injection):
 * `=HYPERLINK(...)` in an address the public typed would run on the owner's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that could start a formula gets a leading apostrophe, which spreadsheets
 * show as text; every cell is quoted, with its quotes doubled (RFC 4180), so a comma, a quote
 * or a line break inside it never starts another cell or row.
 */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV file: CRLF after every row, as RFC 4180 writes it. */
export function csvFile(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
