import { fontFor } from './fonts';
import { printable, scriptRuns, type Script } from './script-runs';

// Lines are broken and placed here rather than by pdfkit's own wrapping. pdfkit wraps one font
// per call: mixed Hindi and English drawn as `continued` calls can neither be measured before
// drawing (a table row must know its height to decide on a page break) nor ellipsized as a whole
// (a label must never overflow), and each font would sit on its own baseline (Noto Sans's
// ascender is 1.069 em, Noto Sans Devanagari's 0.896). Here every run of a line shares one
// baseline and one line height, whatever its script.

/** Line pitch, in ems: room for Devanagari's below-base marks under Latin capitals above. */
export const LINE_HEIGHT = 1.35;
/** From the top of a line to its baseline, in ems. */
const ASCENT = 0.95;
const ELLIPSIS = '…';
/**
 * Devanagari is drawn this much larger than the size asked for: at one size its headline sits
 * below Latin capitals and its letters read a size smaller than the Latin beside them.
 */
const DEVANAGARI_SCALE = 1.1;

/** The point size a run of a script is drawn at, for text of `size`. */
const runSize = (script: Script, size: number) => (script === 'devanagari' ? size * DEVANAGARI_SCALE : size);

export interface TextStyle {
  /** Font size in points. */
  size: number;
  bold?: boolean;
}

/** One text call: a run of one script on one line, with its measured width. */
export interface TextPiece {
  script: Script;
  text: string;
  width: number;
}

export interface TextLine {
  pieces: TextPiece[];
  width: number;
}

/** Text broken into lines for a width at a size: measured, not yet drawn. */
export interface TextBlock {
  lines: TextLine[];
  size: number;
  bold: boolean;
  height: number;
  /** True when maxLines cut the text and the last line ends in an ellipsis. */
  truncated: boolean;
}

export interface LayoutOptions extends TextStyle {
  width: number;
  /** Lines past this are dropped and the last kept line ends in "…". */
  maxLines?: number;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The runs of one line of text, measured in the font of each run. */
function measureLine(doc: PDFKit.PDFDocument, text: string, size: number, bold: boolean): TextLine {
  const pieces = scriptRuns(text).map(({ script, text: runText }) => ({
    script,
    text: runText,
    width: doc.font(fontFor(script, bold)).fontSize(runSize(script, size)).widthOfString(runText),
  }));
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0) };
}

/** Splits a word too long for any line into pieces that fit, between graphemes. */
function splitLongWord(fits: (text: string) => boolean, word: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemes.segment(word)) {
    if (part && !fits(part + segment)) {
      parts.push(part);
      part = segment;
    } else part += segment;
  }
  if (part) parts.push(part);
  return parts;
}

/** Greedy line breaking at spaces; a hard line break in the text starts a new line. */
function breakLines(fits: (text: string) => boolean, text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      if (fits(word)) {
        line = word;
        continue;
      }
      const parts = splitLongWord(fits, word);
      line = parts.pop() ?? '';
      lines.push(...parts);
    }
    lines.push(line);
  }
  return lines;
}

/** Text broken into lines that fit `width`, in the script's font for each run. */
export function layoutText(doc: PDFKit.PDFDocument, text: string, options: LayoutOptions): TextBlock {
  const { width, size, bold = false, maxLines = Infinity } = options;
  const cache = new Map<string, TextLine>();
  const measure = (line: string): TextLine => {
    let measured = cache.get(line);
    if (!measured) {
      measured = measureLine(doc, line, size, bold);
      cache.set(line, measured);
    }
    return measured;
  };
  const fits = (line: string) => measure(line).width <= width;

  let lines = breakLines(fits, printable(text).trim());
  const truncated = lines.length > maxLines;
  if (truncated) {
    const kept = lines.slice(0, maxLines);
    let last = kept.pop() ?? '';
    const shorten = Array.from(graphemes.segment(last), ({ segment }) => segment);
    while (shorten.length > 0 && !fits(`${last.trimEnd()}${ELLIPSIS}`)) {
      shorten.pop();
      last = shorten.join('');
    }
    lines = [...kept, `${last.trimEnd()}${ELLIPSIS}`];
  }
  const laid = lines.map(measure);
  return { lines: laid, size, bold, height: laid.length * size * LINE_HEIGHT, truncated };
}

export interface FitOptions extends TextStyle {
  width: number;
  /** The most lines it may take. */
  maxLines?: number;
  /** The most height it may take: as many lines as fit at each trial size. */
  height?: number;
  /** The smallest size to shrink to before cutting the text short. */
  minSize: number;
}

/**
 * The text at the largest size from `size` down to `minSize` (half-point steps) at which all
 * of it fits in the lines and the height allowed; past that, at `minSize`, cut short with an
 * ellipsis. For labels, whose boxes are fixed: a long name prints smaller, a very long one
 * loses its end, neither spills over.
 */
export function fitText(doc: PDFKit.PDFDocument, text: string, options: FitOptions): TextBlock {
  const { size, minSize, maxLines = Infinity, height = Infinity, ...rest } = options;
  const allowed = (trial: number) => Math.max(1, Math.min(maxLines, Math.floor(height / (trial * LINE_HEIGHT))));
  for (let trial = size; trial > minSize; trial -= 0.5) {
    const block = layoutText(doc, text, { ...rest, size: trial });
    if (block.lines.length <= allowed(trial)) return block;
  }
  return layoutText(doc, text, { ...rest, size: minSize, maxLines: allowed(minSize) });
}

export interface DrawOptions {
  /** The box the lines are aligned in; needed for 'right' and 'center'. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  color?: string;
}

/**
 * Draws a Devanagari run inside a marked-content span whose /ActualText is the run as typed, so
 * a search or a copy from the PDF gets "कविता शर्मा", not the glyphs in drawn order ("किवता
 * शमार्": the ि matra is drawn before its consonant, the reph after its cluster). Decision 044.
 *
 * pdfkit draws text inside q … Q with its own flip of the page's matrix and font, and poppler
 * places an ActualText by the glyphs' positions as the graphics state stands at the span's end
 * (EMC). Ended after pdfkit's Q, the span would be placed upside down and sized by the previous
 * font, off its line. So it ends inside a q … Q of its own that repeats pdfkit's flip and the
 * run's font (a text state operator, allowed outside BT … ET); they draw nothing.
 */
function drawWithActualText(doc: PDFKit.PDFDocument, text: string, left: number, baseline: number, size: number) {
  // The font pdfkit registered on this page for the run (not in pdfkit's types).
  const font = (doc as unknown as { _font: { id: string } })._font.id;
  doc.markContent('Span', { actual: text });
  doc.text(text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  doc.addContent(`/${font} ${size} Tf`);
  doc.endMarkedContent().restore();
}

/** Draws a laid-out block with its top-left corner at (x, y); returns its height. */
export function drawBlock(
  doc: PDFKit.PDFDocument,
  block: TextBlock,
  x: number,
  y: number,
  { width = 0, align = 'left', color = 'black' }: DrawOptions = {},
): number {
  const pitch = block.size * LINE_HEIGHT;
  block.lines.forEach((line, index) => {
    const baseline = y + index * pitch + block.size * ASCENT;
    let left = x;
    if (align === 'right') left = x + width - line.width;
    if (align === 'center') left = x + (width - line.width) / 2;
    for (const piece of line.pieces) {
      const size = runSize(piece.script, block.size);
      doc.font(fontFor(piece.script, block.bold)).fontSize(size).fillColor(color);
      if (piece.script === 'devanagari') drawWithActualText(doc, piece.text, left, baseline, size);
      else doc.text(piece.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      left += piece.width;
    }
  });
  return block.height;
}

/** Lays out and draws text in one step; returns the height it took. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: LayoutOptions & DrawOptions,
): number {
  return drawBlock(doc, layoutText(doc, text, options), x, y, options);
}
