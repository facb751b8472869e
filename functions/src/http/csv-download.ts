import type { Response } from 'express';

/** Answers with a CSV file to save; the owner's browser names the download from Content-Disposition. */
export function sendCsvDownload(res: Response, filename: string, csv: string): void {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
  res.send(csv);
}
