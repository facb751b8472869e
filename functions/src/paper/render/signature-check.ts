import PDFDocument from 'pdfkit';
import { finishPdf } from './pdf-buffer';

/**
 * Whether pdfkit can draw the image: a signature that passed the byte checks but that pdfkit
 * cannot read (an unsupported PNG, chunks cut short) is refused at upload, not found when a bill
 * is drawn for its e-mail.
 */
export async function drawsInPdf(image: Buffer): Promise<boolean> {
  try {
    const doc = new PDFDocument({ size: [200, 100], margin: 0 });
    doc.image(image, 0, 0, { fit: [200, 100] });
    await finishPdf(doc);
    return true;
  } catch {
    return false;
  }
}
