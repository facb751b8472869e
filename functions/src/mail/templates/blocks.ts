import { escapeHtml, formatRupees, lineTotal, type OrderLine } from '@bookstore/domain';
import { escapeLines } from './html';
import { COLORS } from './layout';

/**
 * One piece of an e-mail's body. A template lists its pieces once and gets both parts from
 * them, so the text part never drifts from the HTML. Every string is plain text, as typed: it
 * is escaped here, at the one place that writes HTML, so no template can forget to.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** The one thing to remember (what to pay), set apart. */
  | { kind: 'callout'; text: string }
  /** Label and value pairs; a value may have several lines (an address). */
  | { kind: 'facts'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | {
      kind: 'order-lines';
      lines: ReadonlyArray<Pick<OrderLine, 'title' | 'quantity' | 'price'>>;
      /** Shipping, the COD fee: each a line under the books when it is not zero. */
      charges?: ReadonlyArray<readonly [string, number]>;
      total: number;
    }
  /** The e-mail's main action. */
  | { kind: 'button'; label: string; href: string }
  /** A secondary action, as a plain link. */
  | { kind: 'link'; label: string; href: string };

const P = `margin:0 0 16px;`;
const CELL = `padding:8px 0;vertical-align:top;border-top:1px solid ${COLORS.rule};`;
// Amounts never break inside ("₹1,234" / ".50"); titles and addresses wrap instead.
const AMOUNT = `text-align:right;white-space:nowrap;padding-left:12px;`;
const TOTAL = `padding:8px 0;vertical-align:top;border-top:2px solid ${COLORS.text};font-weight:bold;`;

/** A line's total computed in paise, like the order's own total, so no float drift shows. */
const lineAmount = (line: { price: number; quantity: number }) => formatRupees(lineTotal([line]));
const lineDetail = (line: { price: number; quantity: number }) => `${line.quantity} × ${formatRupees(line.price)}`;

export function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${escapeHtml(block.text)}</p>`;
    case 'callout':
      return `<p style="${P}padding:12px 16px;background:#fef3c7;border-left:4px solid #d97706;font-weight:bold;">${escapeHtml(block.text)}</p>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${CELL}padding-right:12px;color:${COLORS.muted};font-size:14px;width:30%;">${escapeHtml(label)}</td><td style="${CELL}">${escapeLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'order-lines':
      return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;"><tr><th align="left" style="padding:8px 0;font-size:14px;color:${COLORS.muted};">Book</th><th align="right" style="padding:8px 0;font-size:14px;color:${COLORS.muted};">Amount</th></tr>${block.lines
        .map(
          (line) =>
            `<tr><td style="${CELL}">${escapeHtml(line.title)}<br><span style="color:${COLORS.muted};font-size:14px;">${escapeHtml(lineDetail(line))}</span></td><td style="${CELL}${AMOUNT}">${escapeHtml(lineAmount(line))}</td></tr>`,
        )
        .join('')}${(block.charges ?? [])
        .map(
          ([label, amount]) =>
            `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${CELL}${AMOUNT}">${escapeHtml(formatRupees(amount))}</td></tr>`,
        )
        .join(
          '',
        )}<tr><td style="${TOTAL}">Total</td><td style="${TOTAL}${AMOUNT}">${escapeHtml(formatRupees(block.total))}</td></tr></table>`;
    case 'button':
      // A link styled as a button inside a cell: mail clients that drop padding on links keep the cell's colour.
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${COLORS.accent};"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none;">${escapeHtml(block.label)}</a></td></tr></table>`;
    case 'link':
      return `<p style="${P}font-size:14px;"><a href="${escapeHtml(block.href)}" style="color:${COLORS.accent};">${escapeHtml(block.label)}</a></p>`;
  }
}

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return block.text;
    case 'facts':
      // Continuation lines of a value are indented under its first line.
      return block.rows.map(([label, value]) => `${label}: ${value.split(/\r\n|\r|\n/).join('\n  ')}`).join('\n');
    case 'order-lines':
      return [
        ...block.lines.map((line) => `- ${line.title}\n  ${lineDetail(line)} = ${lineAmount(line)}`),
        ...(block.charges ?? []).map(([label, amount]) => `${label}: ${formatRupees(amount)}`),
        `Total: ${formatRupees(block.total)}`,
      ].join('\n');
    case 'button':
    case 'link':
      return `${block.label}: ${block.href}`;
  }
}
