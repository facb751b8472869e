import Papa from 'papaparse';
import { readCsvCell } from '../catalog/catalog-csv';

/** One data row of an uploaded file: its first line in the file, and its known columns' cells. */
export interface CsvFileRow<C extends string> {
  line: number;
  values: Partial<Record<C, string>>;
}

/** What a kind of file is read with: its columns, its limits, and the words of its refusals. */
export interface CsvFileSpec<C extends string> {
  /** The column a header cell names, or null for a column the file may carry but is not read. */
  columnOf: (header: string) => C | null;
  maxBytes: number;
  maxRows: number;
  /** "a catalog file", in "… may be at most 16 MB". */
  kind: string;
  /** The columns a header names, for the message when the first row names none. */
  headerExample: string;
  /** When the header has no rows under it: "The file has a header but no books." */
  noRows: string;
}

/** A file's rows, or why the file as a whole cannot be read. */
export type CsvFile<C extends string> =
  | {
      ok: true;
      rows: CsvFileRow<C>[];
      /** Header names that are no known column: their cells are left out, and said so. */
      unknownColumns: string[];
      /** Rows the parser could not read as written (an unclosed quote, extra cells), by line. */
      rowProblems: { line: number; message: string }[];
      /** Set when the bytes were not UTF-8 and were read as Windows-1252, as Excel's plain "CSV" saves. */
      encoding: 'utf-8' | 'windows-1252';
    }
  | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false as const, message });
const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Bytes that no spreadsheet writes into a CSV: a NUL, or the start of a zip (an .xlsx), a PDF or
 * an image. Only the first 64 KB are looked at.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return true;
  const starts = (...magic: number[]) => magic.every((byte, i) => head[i] === byte);
  return starts(0x50, 0x4b, 0x03, 0x04) || starts(0x25, 0x50, 0x44, 0x46) || starts(0x89, 0x50, 0x4e, 0x47);
}

/**
 * A file's text as spreadsheets save it: UTF-8, else Windows-1252 (Excel's plain "CSV"). The
 * owner's browser decodes an upload with it before sending the text (the remittance import).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/**
 * Reads an uploaded file as spreadsheets really write it: comma or semicolon separated
 * (papaparse guesses which), with or without a byte-order mark, CRLF or LF, Windows-1252 when it
 * is not UTF-8, quoted cells over several lines, columns in any order, matched by name. A file too
 * big, not text, or with more than `maxRows` rows is refused; the row count stops the parser as
 * soon as it is passed, so a huge file is not read to its end first. Line numbers are the file's
 * own, counted from 1 with the header, as a spreadsheet or an editor shows them. The catalog
 * import and the COD remittance import read their files with it.
 */
export function readCsvFile<C extends string>(bytes: Uint8Array, spec: CsvFileSpec<C>): CsvFile<C> {
  const { maxBytes, maxRows } = spec;
  if (bytes.length > maxBytes) {
    return refuse(
      `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; ${spec.kind} may be at most ${maxBytes / 1024 / 1024} MB.`,
    );
  }
  if (looksBinary(bytes)) {
    return refuse('That is not a CSV text file. In your spreadsheet, choose File → Save As (or Download) → CSV.');
  }
  const { text: decoded, encoding } = decodeCsvBytes(bytes);
  const text = decoded.replace(/^\uFEFF/, '');
  if (text.trim() === '') return refuse('The file is empty.');

  // Filled in by the parser's callback (TypeScript does not follow assignments made in one).
  const found: { header: (C | null)[] | null; duplicate: string | null; tooMany: boolean } = {
    header: null,
    duplicate: null,
    tooMany: false,
  };
  const unknownColumns: string[] = [];
  const rows: CsvFileRow<C>[] = [];
  const rowProblems: { line: number; message: string }[] = [];
  // Where each record starts: the end of the one before it. Lines are counted as the parser moves.
  let counted = 0;
  let line = 1;
  const lineAt = (offset: number) => {
    for (let i = counted; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
    counted = Math.max(counted, offset);
    return line;
  };
  let start = 0;

  Papa.parse<string[]>(text, {
    delimiter: headerSeparator(text),
    // Empty rows are passed on and skipped here, so each record starts where the last one ended.
    skipEmptyLines: false,
    step: (result, parser) => {
      const first = lineAt(start);
      start = result.meta.cursor;
      const cells = result.data;
      // An empty line, or a row of separators only (";;;;", as spreadsheets save blank rows).
      if (cells.every((cell) => cell.trim() === '')) return;
      const { header } = found;
      if (!header) {
        const named = cells.map((name) => spec.columnOf(name.replace(/^\uFEFF/, '')));
        const seen = new Set<C>();
        cells.forEach((name, i) => {
          const column = named[i];
          if (!column) {
            if (name.trim()) unknownColumns.push(name.trim());
          } else if (seen.has(column)) found.duplicate = name.trim();
          else seen.add(column);
        });
        found.header = named;
        return;
      }
      if (rows.length + rowProblems.length >= maxRows) {
        found.tooMany = true;
        parser.abort();
        return;
      }
      for (const error of result.errors) rowProblems.push({ line: first, message: parseMessage(error.code) });
      if (result.errors.length) return;
      if (cells.length > header.length) {
        rowProblems.push({
          line: first,
          message: `This row has ${cells.length} cells but the header names ${header.length}; check for a separator inside a cell that is not in quotes.`,
        });
        return;
      }
      const values: CsvFileRow<C>['values'] = {};
      header.forEach((column, i) => {
        const cell = cells[i];
        if (column && cell !== undefined) values[column] = readCsvCell(cell);
      });
      rows.push({ line: first, values });
    },
  });

  if (found.tooMany)
    return refuse(`The file has more than ${count(maxRows)} rows; import it in parts of at most ${count(maxRows)}.`);
  if (!found.header?.some(Boolean)) {
    return refuse(`The first row must name the columns, such as ${spec.headerExample}.`);
  }
  if (found.duplicate) return refuse(`The column “${found.duplicate}” appears twice in the first row.`);
  if (rows.length === 0 && rowProblems.length === 0) return refuse(spec.noRows);
  return { ok: true, rows, unknownColumns, rowProblems, encoding };
}

const SEPARATORS = [',', ';', '\t'] as const;

/**
 * The separator the header row uses most (a comma when it has none: one column). papaparse's own
 * guess needs more than about two cells a row on average, which a two-column file (city, PIN
 * code) is not; a header names plain columns, so counting its separators is reliable.
 */
function headerSeparator(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (separator: string) => header.split(separator).length - 1;
  return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}

function parseMessage(code: string): string {
  if (code === 'MissingQuotes' || code === 'InvalidQuotes')
    return 'A quoted cell in this row is not closed, or has a stray quote.';
  return 'This row could not be read as CSV.';
}
