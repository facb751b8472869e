import { MAX_SERVICEABLE_PINS, PIN_CODE_PATTERN } from '@bookstore/domain';
import Papa from 'papaparse';

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
const headerKey = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

const refuse = (message: string): PinCsvReading => ({ ok: false, message });

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The separator the header row uses most. papaparse's own guess needs more than about two cells a
 * row on average, which a two-column list (city, PIN code) with a trailing blank line is not.
 */
function headerSeparator(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (separator: string) => header.split(separator).length - 1;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}
const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads a courier panel's CSV export in the browser: comma, semicolon or tab separated (as the
 * header row shows), with or without a BOM, CRLF or LF, quoted cells (papaparse, as the catalog
 * import's reader). The PIN codes are the column whose header names one; the other columns (city,
 * state, "COD available") are the courier's business. Codes are kept once each, in file order.
 */
export function readPinCsv(bytes: Uint8Array): PinCsvReading {
  if (bytes.length > MAX_PIN_FILE_BYTES)
    return refuse(`The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; a PIN-code list may be at most 5 MB.`);
  // PIN codes and header names are ASCII, so a Windows-1252 file reads the same for what is kept.
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') return refuse('The file is empty.');

  const { data } = Papa.parse<string[]>(text, { delimiter: headerSeparator(text), skipEmptyLines: false });
  const headerIndex = data.findIndex((cells) => !isBlank(cells));
  const header = data[headerIndex] ?? [];
  const column = header.findIndex((name) => PIN_HEADERS.has(headerKey(name)));
  if (column < 0)
    return refuse(
      'No column names the PIN codes: the first row needs a header such as “Pincode”, “PIN code” or “Postcode”.',
    );

  const pins = new Set<string>();
  const bad: BadPinRow[] = [];
  let duplicates = 0;
  data.slice(headerIndex + 1).forEach((cells, index) => {
    if (isBlank(cells)) return;
    const value = (cells[column] ?? '').trim();
    if (!PIN_CODE_PATTERN.test(value)) bad.push({ row: headerIndex + index + 2, value });
    else if (pins.has(value)) duplicates++;
    else pins.add(value);
  });
  if (pins.size === 0 && bad.length === 0) return refuse('The file has a header but no PIN codes.');
  if (pins.size > MAX_SERVICEABLE_PINS)
    return refuse(
      `The file has ${pins.size.toLocaleString('en-IN')} PIN codes; a list may have at most ${MAX_SERVICEABLE_PINS.toLocaleString('en-IN')}.`,
    );
  return { ok: true, column: header[column]!.replace(/^\uFEFF/, '').trim(), pins: [...pins], bad, duplicates };
}
