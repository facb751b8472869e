import {
  checkRemittanceRow,
  formatRupees,
  fromPaise,
  orderReference,
  readRemittanceCsv,
  toPaise,
  type Order,
  type RemittanceImportResult,
  type RemittanceLine,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import { orderFromRecord, type OrderRecord } from '../../db/orders';
import { db } from '../../firebase';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { moveOrder } from './order-moves';
import { getOrder } from './order-queries';

/*
 * Cash from the courier (issue 30 §6). A delivered COD order's cash is pending until the courier
 * pays it over; the owner records that by hand or by importing the courier's remittance file.
 * Each order is marked in its own transaction that checks it again, so an import run twice, or
 * beside a hand entry, never records one parcel's cash twice.
 */

export type RemittanceResult = RemittanceImportResult;

/** Why an order's cash cannot be recorded as remitted now, or null when it can. */
function remittanceProblem(record: OrderRecord, amountPaise?: number): string | null {
  if (record.paymentMethod !== 'cod') return 'The order was prepaid by UPI: there is no cash to remit.';
  if (record.remittance)
    return `Already remitted (${formatRupees(record.remittance.amount)} on ${record.remittance.date}, reference ${record.remittance.reference}).`;
  if (record.status !== 'delivered' || record.cashPending !== true)
    return `The order is ${record.status}: only a delivered order’s cash is remitted.`;
  if (amountPaise !== undefined && amountPaise !== toPaise(record.totalPrice))
    return `The amount ${formatRupees(fromPaise(amountPaise))} differs from the order’s ${formatRupees(record.totalPrice)}.`;
  return null;
}

/** Marks one order's cash remitted, in a transaction that checks it first. Throws ConflictError with the problem. */
async function markRemitted(
  orderId: string,
  remittance: { amount?: number; date: string; reference: string },
  by: string,
): Promise<OrderRecord> {
  const ref = collections.orders().doc(orderId);
  return db().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data();
    if (!record) throw new NotFoundError('Order not found.');
    const amountPaise = remittance.amount === undefined ? undefined : toPaise(remittance.amount);
    const problem = remittanceProblem(record, amountPaise);
    if (problem) throw new ConflictError(problem);
    return moveOrder(
      tx,
      { id: orderId, record },
      { kind: 'remitted', date: remittance.date, reference: remittance.reference },
      { by },
    );
  });
}

/** POST /api/admin/orders/{id}/remittance: the owner records one order's cash by hand, for its whole total. */
export async function recordRemittance(
  orderId: string,
  remittance: { date: string; reference: string },
  by: string,
): Promise<Order> {
  await markRemitted(orderId, remittance, by);
  return getOrder(orderId);
}

/**
 * POST /api/admin/remittances/import: the courier's file. Every row is matched to its order by
 * AWB; a row that matches a delivered COD order with the same amount marks it remitted, and every
 * other row is listed with its problem: unreadable, an unknown AWB, an amount that differs, an
 * order already remitted (so the same file imported twice changes nothing the second time).
 */
export async function importRemittances(file: string, by: string): Promise<RemittanceResult> {
  const read = readRemittanceCsv(new TextEncoder().encode(file));
  if (!read.ok) throw new InvalidInputError(read.message, { file: read.message });
  const missing = (['awb', 'amount', 'date', 'reference'] as const).filter(
    (column) => !read.rows.some((row) => row.values[column] !== undefined),
  );
  if (missing.length > 0) {
    const message = `The file has no ${missing.join(', ')} column. Its first row must name AWB, Amount, Date and Reference.`;
    throw new InvalidInputError(message, { file: message });
  }
  const result: RemittanceResult = {
    remitted: [],
    mismatches: read.rowProblems.map((problem) => ({ line: problem.line, awb: '', problem: problem.message })),
  };
  const seen = new Map<string, number>();
  for (const row of read.rows) {
    const checked = checkRemittanceRow(row);
    if (!checked.ok) {
      result.mismatches.push({ line: checked.line, awb: checked.awb, problem: checked.problem });
      continue;
    }
    const { line } = checked;
    const earlier = seen.get(line.awb);
    if (earlier !== undefined) {
      result.mismatches.push({ line: line.line, awb: line.awb, problem: `The AWB is listed again (line ${earlier}).` });
      continue;
    }
    seen.set(line.awb, line.line);
    await importLine(line, by, result);
  }
  result.mismatches.sort((a, b) => a.line - b.line);
  return result;
}

async function importLine(line: RemittanceLine, by: string, result: RemittanceResult): Promise<void> {
  const found = await collections.orders().where('shipment.awb', '==', line.awb).limit(2).get();
  if (found.empty) {
    result.mismatches.push({ line: line.line, awb: line.awb, problem: 'No order was shipped with this AWB.' });
    return;
  }
  if (found.size > 1) {
    result.mismatches.push({
      line: line.line,
      awb: line.awb,
      problem: 'More than one order has this AWB; record it by hand.',
    });
    return;
  }
  const orderId = found.docs[0]!.id;
  try {
    const record = await markRemitted(orderId, line, by);
    const order = orderReference(orderFromRecord(orderId, record));
    result.remitted.push({ line: line.line, awb: line.awb, orderId, order, amount: record.totalPrice });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    result.mismatches.push({ line: line.line, awb: line.awb, problem: error.message, orderId });
  }
}
