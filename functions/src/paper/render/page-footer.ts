import { A4, PAGE_MARGIN } from './page-geometry';
import { drawText } from './text-layout';

const SIZE = 7.5;

/**
 * A note and "Page n of m" at the foot of every page, drawn last: the count is known only
 * once the content has flowed (the document buffers its pages for this, pdf-buffer.ts).
 */
export function drawPageFooters(doc: PDFKit.PDFDocument, note: string): void {
  const { start, count } = doc.bufferedPageRange();
  const width = A4.width - 2 * PAGE_MARGIN;
  const top = A4.height - PAGE_MARGIN - SIZE * 1.5;
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    doc
      .lineWidth(0.5)
      .strokeColor('#b0b0b0')
      .moveTo(PAGE_MARGIN, top - 4)
      .lineTo(PAGE_MARGIN + width, top - 4)
      .stroke();
    drawText(doc, note, PAGE_MARGIN, top, { width: width - 80, size: SIZE, color: '#555555', maxLines: 1 });
    drawText(doc, `Page ${index + 1} of ${count}`, PAGE_MARGIN + width - 80, top, {
      width: 80,
      size: SIZE,
      color: '#555555',
      align: 'right',
    });
  }
}
