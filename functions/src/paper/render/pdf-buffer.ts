import PDFDocument from 'pdfkit';
import { A4 } from './page-geometry';
import { fontFor, registerPrintFonts } from './fonts';

export interface PdfSetup {
  title: string;
  author: string;
  /**
   * The document's own date (a bill's issue date), written as its creation date instead of
   * the clock, so the same bill renders to the same bytes every time.
   */
  createdAt: Date;
}

/**
 * A new A4 document with the print fonts registered and no page yet: every renderer adds its
 * own pages with its own margins. Pages stay buffered so a footer ("Page 2 of 3") can be drawn
 * once the page count is known.
 */
export function newPdf({ title, author, createdAt }: PdfSetup): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: title, Author: author, Creator: 'Bookstore', Producer: 'Bookstore', CreationDate: createdAt },
    displayTitle: true,
  });
  registerPrintFonts(doc);
  // Every text call names its font (text-layout.ts), so pdfkit's Helvetica is never drawn or
  // embedded. Not the `font` option with the same file: pdfkit then caches the face under the
  // file's path only, and opens and parses the file again at every later switch to its name.
  doc.font(fontFor('latin', false));
  return doc;
}

/**
 * Ends the document and resolves with its bytes. pdfkit streams the file as it writes it;
 * the renderers hand back one Buffer, since every PDF here is small (a bill is tens of kB).
 */
export function finishPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
