// The default export: in bwip-js's ES module build the named export `raw` is the encoder of the
// "raw" symbology, not the function that returns bar widths (the CommonJS build has only the latter).
import bwipjs from 'bwip-js/node';
import { mm } from './page-geometry';

// Code 128 drawn as vector bars from bwip-js's bar widths rather than placed as a PNG: bars stay
// sharp at any printer resolution (thermal label printers are 203 dpi, and a scaled bitmap gives
// bars of uneven width there), and the file stays small.

/** Empty space each side of the bars that a scanner needs, in modules (ISO/IEC 15417: 10). */
const QUIET_ZONE = 10;
/** Wider modules than this add nothing to scanning and take room from the label. */
const MAX_MODULE = mm(0.5);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The bars and spaces of a Code 128 symbol, in modules, starting with a bar; null if it can't be encoded. */
function code128Widths(text: string): number[] | null {
  try {
    const [symbol] = bwipjs.raw({ bcid: 'code128', text });
    return symbol && 'sbs' in symbol ? symbol.sbs : null;
  } catch {
    // Not encodable in Code 128 (a character outside ASCII): the label still prints the AWB as text.
    return null;
  }
}

/**
 * Draws `text` as a Code 128 barcode inside the box, its quiet zones included, as narrow as
 * the box allows up to 0.5 mm a module. Returns false (and draws nothing) when the text cannot
 * be encoded.
 */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, box: Box): boolean {
  const widths = code128Widths(text);
  if (!widths) return false;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const module = Math.min(MAX_MODULE, box.width / (modules + 2 * QUIET_ZONE));
  let x = box.x + QUIET_ZONE * module;
  // Colour before the path: PDF allows no other operator between a path and its painting.
  doc.fillColor('black');
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fill();
  return true;
}
