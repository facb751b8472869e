// Reading rendered PDFs back with poppler-utils (pdftotext, pdfinfo, pdfimages, pdftoppm): the
// tests judge the file a printer or a viewer gets, not pdfkit's calls. No poppler, no pass.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** Throws, so the suite fails, when a poppler tool is missing. */
export function requirePoppler(): void {
  for (const tool of ['pdftotext', 'pdfinfo', 'pdftoppm', 'pdfimages']) {
    try {
      execFileSync(tool, ['-v'], { stdio: 'pipe' });
    } catch {
      throw new Error(
        `${tool} is missing: the print tests read PDFs back with poppler-utils. Install it (apt-get install poppler-utils).`,
      );
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'print-test-'));
let files = 0;

/** Writes the PDF to a temporary file and returns its path. */
export function savePdf(pdf: Uint8Array): string {
  const path = join(dir, `${++files}.pdf`);
  writeFileSync(path, pdf);
  return path;
}

/** The text of the PDF in reading layout (`pdftotext -layout`), NFC-normalized. */
export function pdfText(pdf: Uint8Array, page?: number): string {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', ...range, savePdf(pdf), '-'], {
    encoding: 'utf8',
  }).normalize('NFC');
}

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word of a page with its box in points from the top left (`pdftotext -bbox`). */
export function pdfWords(pdf: Buffer, page: number): PdfWord[] {
  const html = execFileSync(
    'pdftotext',
    ['-bbox', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), savePdf(pdf), '-'],
    { encoding: 'utf8' },
  );
  return Array.from(
    html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ([, xMin, yMin, xMax, yMax, text]) => ({
      text: text!,
      xMin: Number(xMin),
      yMin: Number(yMin),
      xMax: Number(xMax),
      yMax: Number(yMax),
    }),
  );
}

/** `pdfinfo`'s fields: Pages, Title, Author, Page size... */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = execFileSync('pdfinfo', ['-enc', 'UTF-8', savePdf(pdf)], { encoding: 'utf8' });
  return Object.fromEntries(
    out
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

/**
 * How many rectangles (`re`) the content streams draw: the vector barcode's bars, mostly. Every
 * deflated stream is inflated; font programs are binary and hold no " re" operators.
 */
export function rectangles(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let count = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
      count += (content.match(/ re\n/g) ?? []).length;
    } catch {
      // Not a deflated stream (or not one pdfkit wrote as content): nothing to count.
    }
  }
  return count;
}

/**
 * Renders one page to <out>/<name>.png (100 dpi, print size on screen) for a person to look at;
 * artifacts/ is not committed.
 */
export function savePagePng(
  pdf: Uint8Array,
  page: number,
  name: string,
  out = join(process.cwd(), 'artifacts', 'print'),
): string {
  mkdirSync(out, { recursive: true });
  const base = join(out, name);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '100',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    savePdf(pdf),
    base,
  ]);
  return `${base}.png`;
}

/** The images drawn in the PDF, as `pdfimages -list` reads them: their width and height in pixels. */
export function pdfImages(pdf: Uint8Array): Array<{ width: number; height: number; type: string }> {
  const listing = execFileSync('pdfimages', ['-list', savePdf(pdf)], { encoding: 'utf8' });
  // Two header lines, then: page num type width height color comp bpc enc …
  return listing
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .map((cells) => ({ type: cells[2]!, width: Number(cells[3]), height: Number(cells[4]) }));
}
