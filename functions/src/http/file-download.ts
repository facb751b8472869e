import type { Response } from 'express';
import { logger } from 'firebase-functions/logger';

const downloadHeaders = (filename: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${filename}"`,
});

/** Answers with a file to save; the browser names the download from Content-Disposition. */
function sendDownload(res: Response, filename: string, contentType: string, body: string | Buffer): void {
  res.set(downloadHeaders(filename, contentType));
  res.send(body);
}

/** The owner's CSV files (exports, the bills register). */
export function sendCsvDownload(res: Response, filename: string, csv: string): void {
  sendDownload(res, filename, 'text/csv; charset=utf-8', csv);
}

/**
 * A CSV file written part by part as `parts` reads it, so the function never holds it whole
 * (decision 070); it goes out chunked, with no Content-Length. A failure before the first part is
 * an error answer like any other. After it the status is sent and cannot change: the connection
 * is cut instead, so the download fails rather than leaving a file that looks complete.
 */
export async function streamCsvDownload(res: Response, filename: string, parts: AsyncIterable<string>): Promise<void> {
  res.set(downloadHeaders(filename, 'text/csv; charset=utf-8'));
  try {
    for await (const part of parts) {
      // A client gone away stops the reading too (leaving the loop ends the generator).
      if (res.destroyed) return;
      if (!res.write(part)) await new Promise((resolve) => res.once('drain', resolve).once('close', resolve));
    }
  } catch (error) {
    if (!res.headersSent) {
      res.removeHeader('Content-Disposition');
      throw error;
    }
    logger.error('A streamed download failed part way', {
      filename,
      error: error instanceof Error ? error.stack : String(error),
    });
    res.destroy(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  res.end();
}

/** A PDF (a bill, the parcels' paper); its endpoint's cache policy keeps it out of shared caches. */
export function sendPdfDownload(res: Response, file: { filename: string; pdf: Buffer }): void {
  sendDownload(res, file.filename, 'application/pdf', file.pdf);
}
