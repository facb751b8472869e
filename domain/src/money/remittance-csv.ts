import { AWB_PATTERN } from '../orders/couriers';
import { readCsvFile, type CsvFile } from '../shared/csv-read';
import { hasAtMostTwoDecimals, MAX_PRICE } from './money';
import { isCalendarDay } from '../store/store-clock';

/**
 * A courier's COD remittance file: which parcels' cash it paid over, how much, when,
 * under which reference. Couriers name the columns their own way, so each column is known by
 * several names, compared without case, spaces or punctuation ("AWB No.", "awb_number").
 */
export const REMITTANCE_COLUMNS = {
  awb: [
    'awb',
    'awb number',
    'awb no',
    'airwaybill',
    'waybill',
    'tracking number',
    'consignment',
    'consignment number',
    'cn number',
    'docket number',
  ],
  amount: [
    'amount',
    'cod amount',
    'collected amount',
    'remitted amount',
    'remittance amount',
    'net amount',
    'cod value',
  ],
  date: ['date', 'remittance date', 'remitted on', 'payment date', 'paid on', 'utr date', 'transfer date'],
  reference: [
    'reference',
    'reference number',
    'ref no',
    'utr',
    'utr number',
    'remittance id',
    'bank reference',
    'transaction id',
    'crf id',
  ],
} as const;
export type RemittanceColumn = keyof typeof REMITTANCE_COLUMNS;

const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map<string, RemittanceColumn>(
  Object.entries(REMITTANCE_COLUMNS).flatMap(([column, names]) =>
    names.map((name) => [key(name), column as RemittanceColumn] as const),
  ),
);

/** A remittance file is a few thousand parcels at most. */
export const REMITTANCE_IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 5_000 } as const;

/** Reads a remittance file with the catalog import's reader: its separators, encodings, quotes and BOM. */
export function readRemittanceCsv(bytes: Uint8Array): CsvFile<RemittanceColumn> {
  return readCsvFile(bytes, {
    columnOf: (header) => COLUMN_BY_KEY.get(key(header)) ?? null,
    maxBytes: REMITTANCE_IMPORT_LIMITS.bytes,
    maxRows: REMITTANCE_IMPORT_LIMITS.rows,
    kind: 'a remittance file',
    headerExample: 'AWB, Amount, Date and Reference',
    noRows: 'The file has a header but no parcels.',
  });
}

/** One parcel's line of a remittance file, read and checked. */
export interface RemittanceLine {
  line: number;
  awb: string;
  /** Rupees. */
  amount: number;
  /** YYYY-MM-DD. */
  date: string;
  reference: string;
}

/**
 * An amount as couriers write it: "1249.5", "₹1,249.50", "Rs. 1,249.50", "1 249,50" is not one
 * (a comma is a thousands separator here, as in India). Undefined when it is no amount.
 */
export function readAmount(cell: string): number | undefined {
  const bare = cell
    .replace(/^\s*(₹|rs\.?|inr)\s*/i, '')
    .replace(/,/g, '')
    .trim();
  if (!/^\d+(\.\d{1,2})?$/.test(bare)) return undefined;
  const value = Number(bare);
  return value <= MAX_PRICE * 100 && hasAtMostTwoDecimals(value) ? value : undefined;
}

/** A date as couriers write it: 2026-11-20, 20-11-2026, 20/11/2026 or 20.11.2026 (day first, as in India). */
export function readRemittanceDate(cell: string): string | undefined {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const day = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : dayFirst
      ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
      : undefined;
  return day && isCalendarDay(day) ? day : undefined;
}

export type RemittanceRowCheck =
  { ok: true; line: RemittanceLine } | { ok: false; line: number; awb: string; problem: string };

/** A row's cells as a remittance line, or what is wrong with it. */
export function checkRemittanceRow(row: {
  line: number;
  values: Partial<Record<RemittanceColumn, string>>;
}): RemittanceRowCheck {
  const awb = (row.values.awb ?? '').trim().toUpperCase();
  const refuse = (problem: string): RemittanceRowCheck => ({ ok: false, line: row.line, awb, problem });
  if (!AWB_PATTERN.test(awb)) return refuse(awb ? 'The AWB is not valid.' : 'The AWB is missing.');
  const amount = readAmount(row.values.amount ?? '');
  if (amount === undefined) return refuse('The amount is not an amount in rupees.');
  const date = readRemittanceDate(row.values.date ?? '');
  if (date === undefined) return refuse('The date is not a date (2026-11-20 or 20/11/2026).');
  const reference = (row.values.reference ?? '').trim();
  if (!reference || reference.length > 100 || /\p{Cs}/u.test(reference))
    return refuse('The reference is missing or not valid.');
  return { ok: true, line: { line: row.line, awb, amount, date, reference } };
}
