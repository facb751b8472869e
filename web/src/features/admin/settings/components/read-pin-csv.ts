import { csvHeaderKey, MAX_SERVICEABLE_PINS, PIN_CODE_PATTERN, readCsvFile } from '@bookstore/domain';

/** A row whose PIN-code cell is not a PIN code: its row as a spreadsheet numbers it (header = 1). */
export interface BadPinRow {
  row: number;
  value: string;
}

export type PinCsvReading =
  { ok: true; column: string; pins: string[]; bad: BadPinRow[]; duplicates: number } | { ok: false; message: string };

/** A courier's serviceable list is a few hundred KB; anything far bigger is not one. */
export const MAX_PIN_FILE_BYTES = 5 * 1024 * 1024;

/** Header names that mean "PIN code" in couriers' exports, compared without case, spaces, _ or -. */
const PIN_HEADERS = new Set(['pincode', 'pin', 'postcode', 'zip', 'zipcode', 'postalcode']);

/**
 * Reads a courier panel's CSV export in the browser with the store's CSV reader (the catalog and
 * remittance imports' own: separators, BOM, CRLF, quotes, Windows-1252). The PIN codes are the
 * column whose header names one; the other columns (city, state, "COD available") are the
 * courier's business. Codes are kept once each, in file order.
 */
export function readPinCsv(bytes: Uint8Array): PinCsvReading {
  let column = '';
  const read = readCsvFile(bytes, {
    columnOf: (header) => {
      // The first column that names PIN codes; a second (a "Zip" beside a "Pincode") is left out.
      if (column || !PIN_HEADERS.has(csvHeaderKey(header))) return null;
      column = header.trim();
      return 'pin';
    },
    maxBytes: MAX_PIN_FILE_BYTES,
    // Room for bad rows beside the most codes a list may have: the count is checked below.
    maxRows: MAX_SERVICEABLE_PINS * 2,
    kind: 'a PIN-code list',
    headerExample: '“Pincode”, “PIN code” or “Postcode”',
    noRows: 'The file has a header but no PIN codes.',
  });
  // A header naming no PIN-code column is refused by the reader, with the names it looks for.
  if (!read.ok) return read;
  const pins = new Set<string>();
  const bad: BadPinRow[] = read.rowProblems.map((problem) => ({ row: problem.line, value: '' }));
  let duplicates = 0;
  for (const { line, values } of read.rows) {
    const value = (values.pin ?? '').trim();
    if (!PIN_CODE_PATTERN.test(value)) bad.push({ row: line, value });
    else if (pins.has(value)) duplicates++;
    else pins.add(value);
  }
  bad.sort((a, b) => a.row - b.row);
  if (pins.size > MAX_SERVICEABLE_PINS)
    return {
      ok: false,
      message: `The file has ${pins.size.toLocaleString('en-IN')} PIN codes; a list may have at most ${MAX_SERVICEABLE_PINS.toLocaleString('en-IN')}.`,
    };
  return { ok: true, column, pins: [...pins], bad, duplicates };
}
