import { A4, PAGE_MARGIN } from './page-geometry';

/**
 * A cursor down A4 pages: content is placed at `y` and moves it on; `ensure` starts a new page
 * when a block of that height would run into the space kept for the footer. Blocks are always
 * measured before they are drawn (text-layout.ts), so no line is cut by a page edge.
 */
export interface PageFlow {
  y: number;
  readonly left: number;
  readonly width: number;
  /** What a continuation page starts with (a table's repeated header), while one is open. */
  onNewPage: ((flow: PageFlow) => void) | undefined;
  /** Starts a new page unless a block of `height` still fits on this one. */
  ensure(height: number): void;
  newPage(): void;
}

export interface PageFlowOptions {
  /** Kept free at the foot of every page, for a footer drawn once the page count is known. */
  footerSpace: number;
  /** What every page after the first starts with ("Bill of Supply BS/… (continued)"). */
  runningHead?: (flow: PageFlow) => void;
}

export function pageFlow(doc: PDFKit.PDFDocument, { footerSpace, runningHead }: PageFlowOptions): PageFlow {
  const bottom = A4.height - PAGE_MARGIN - footerSpace;
  let pages = 0;
  const flow: PageFlow = {
    y: PAGE_MARGIN,
    left: PAGE_MARGIN,
    width: A4.width - 2 * PAGE_MARGIN,
    onNewPage: undefined,
    ensure(height) {
      if (flow.y + height > bottom) flow.newPage();
    },
    newPage() {
      doc.addPage({ size: [A4.width, A4.height], margin: PAGE_MARGIN });
      flow.y = PAGE_MARGIN;
      pages += 1;
      if (pages > 1) runningHead?.(flow);
      flow.onNewPage?.(flow);
    },
  };
  return flow;
}
