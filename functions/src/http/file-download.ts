import type { Response } from 'express';

/** Answers with a file to save; the browser names the download from Content-Disposition. */
function sendDownload(res: Response, filename: string, contentType: string, body: string | Buffer): void {
  res.set({ 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${filename}"` });
  res.send(body);
}

/** The owner's CSV files (exports, the bills register). */
export function sendCsvDownload(res: Response, filename: string, csv: string): void {
  sendDownload(res, filename, 'text/csv; charset=utf-8', csv);
}

/** A PDF (a bill, the parcels' paper); its endpoint's cache policy keeps it out of shared caches. */
export function sendPdfDownload(res: Response, file: { filename: string; pdf: Buffer }): void {
  sendDownload(res, file.filename, 'application/pdf', file.pdf);
}
