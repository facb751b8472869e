import type { PageFlow } from './page-flow';
import { drawBlock, layoutText } from './text-layout';

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  /** Draws the column's content in a body row instead of text (a tick box). */
  draw?: (doc: PDFKit.PDFDocument, box: { x: number; y: number; width: number; height: number }) => void;
}

export interface RowStyle {
  bold?: boolean;
  /** A background for the row, e.g. the header's grey. */
  fill?: string;
  /** A heavier rule above the row (the total). */
  ruleAbove?: boolean;
  /** A total or a count: its cells are text only, without a column's drawing (no tick box). */
  summary?: boolean;
}

const SIZE = 9;
const PADDING = 4;
/** A cell's text is cut short past this many lines, so no row can outgrow a page. */
const MAX_CELL_LINES = 12;
const RULE = '#b0b0b0';
const HEADER_FILL = '#ececec';

/**
 * Draws one row at the flow's cursor. Every cell is laid out first, so the row's height is
 * known and the whole row moves to the next page (behind the repeated header) if it does not fit.
 */
export function tableRow(
  doc: PDFKit.PDFDocument,
  flow: PageFlow,
  columns: readonly TableColumn[],
  cells: readonly string[],
  style: RowStyle = {},
): void {
  const blocks = columns.map((column, index) =>
    layoutText(doc, cells[index] ?? '', {
      width: column.width - 2 * PADDING,
      size: SIZE,
      bold: style.bold ?? false,
      maxLines: MAX_CELL_LINES,
    }),
  );
  const height = Math.max(...blocks.map((block) => block.height)) + 2 * PADDING;
  flow.ensure(height);
  const top = flow.y;
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  if (style.fill) doc.fillColor(style.fill).rect(flow.left, top, width, height).fill();
  if (style.ruleAbove) {
    doc
      .moveTo(flow.left, top)
      .lineTo(flow.left + width, top)
      .lineWidth(1)
      .strokeColor('black')
      .stroke();
  }
  let x = flow.left;
  columns.forEach((column, index) => {
    const box = { x, y: top, width: column.width, height };
    if (column.draw && !style.fill && !style.summary) column.draw(doc, box);
    else {
      drawBlock(doc, blocks[index]!, x + PADDING, top + PADDING, {
        width: column.width - 2 * PADDING,
        align: column.align ?? 'left',
      });
    }
    x += column.width;
  });
  doc
    .lineWidth(0.5)
    .strokeColor(RULE)
    .moveTo(flow.left, top + height)
    .lineTo(flow.left + width, top + height)
    .stroke();
  flow.y = top + height;
}

/** The header row, drawn now and again at the top of every page the table continues on. */
export function beginTable(doc: PDFKit.PDFDocument, flow: PageFlow, columns: readonly TableColumn[]): void {
  const header = () =>
    tableRow(
      doc,
      flow,
      columns,
      columns.map((column) => column.header),
      { bold: true, fill: HEADER_FILL },
    );
  // The header must not be left alone at a page's foot: keep room for it and one short row.
  flow.ensure(4 * SIZE + 4 * PADDING);
  header();
  flow.onNewPage = header;
}

export function endTable(flow: PageFlow): void {
  flow.onNewPage = undefined;
}
