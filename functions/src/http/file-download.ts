import type { Response } from 'express';

/** Answers with a CSV file to save; the owner's browser names the download from Content-Disposition. */
export function sendCsvDownload(res: Response, filename: string, csv: string): void {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
  res.send(csv);
}

/** Answers with a PDF to save (a bill, the parcels' paper); never cached, as it names a buyer. */
export function sendPdfDownload(res: Response, file: { filename: string; pdf: Buffer }): void {
  res.set({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Content-Length': String(file.pdf.length),
  });
  res.send(file.pdf);
}
