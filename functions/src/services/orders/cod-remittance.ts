import {
  checkRemittanceRow,
  formatRupees,
  orderReference,
  readRemittanceCsv,
  remittanceDeduction,
  remittanceDifference,
  toPaise,
  type Order,
  type RemittanceImportResult,
  type RemittanceLine,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import type { OrderSettlementRecord } from '../../db/order-settlements';
import { orderFromRecord, type OrderRecord } from '../../db/orders';
import { RemittanceTally } from '../statistics/remittance-figures';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { moveOrder } from './order-moves';
import { getOrder } from './order-queries';
import { runTransaction } from '../../db/store-transaction';

/*
 * Cash from the courier. A delivered COD order's cash is pending until the
 * courier pays it over, net of its charges; the owner records that by hand or by importing the
 * courier's remittance file. What arrived is recorded, and the difference from the order's total
 * as the courier's deduction. Every order is checked again in the transaction that marks it, so a
 * file imported twice, or beside a hand entry, never records one parcel's cash twice.
 */

export type RemittanceResult = RemittanceImportResult;

/** What a remittance says: `amount` left out is the order's whole total. */
interface Remittance {
  amount?: number;
  date: string;
  reference: string;
}

/** Why an order's cash cannot be recorded as remitted now, or null when it can. */
function remittanceProblem(record: OrderRecord, settlement: OrderSettlementRecord | undefined): string | null {
  if (record.paymentMethod !== 'cod') return 'The order was prepaid by UPI: there is no cash to remit.';
  const done = settlement?.remittance;
  if (done) return `Already remitted (${formatRupees(done.amount)} on ${done.date}, reference ${done.reference}).`;
  // Delivered, or delivered and returned since: the courier collected the cash either way.
  if (settlement?.cashPending !== true)
    return `The order is ${record.status}: only a delivered order’s cash is remitted.`;
  return null;
}

/** One order's outcome in a batch: the order as it stands and what was recorded, or why not. */
type Outcome = { ok: true; record: OrderRecord; amount: number } | { ok: false; problem: string };

/**
 * Marks a batch of orders' cash remitted in one transaction that reads each order and its
 * settlement and checks them first; the month's per-courier figures get one write for the batch.
 */
async function markRemitted(
  batch: ReadonlyArray<{ orderId: string; remittance: Remittance }>,
  by: string,
): Promise<Outcome[]> {
  const orderRefs = batch.map(({ orderId }) => collections.orders().doc(orderId));
  const settlementRefs = batch.map(({ orderId }) => collections.orderSettlements().doc(orderId));
  return runTransaction(async (tx) => {
    const [orders, settlements] = await Promise.all([tx.getAll(...orderRefs), tx.getAll(...settlementRefs)]);
    const tally = new RemittanceTally();
    const outcomes: Outcome[] = [];
    for (const [index, { orderId, remittance }] of batch.entries()) {
      const record = orders[index]!.data();
      const settlement = settlements[index]!.data();
      const problem = record ? remittanceProblem(record, settlement) : 'Order not found.';
      if (!record || problem) {
        outcomes.push({ ok: false, problem: problem ?? 'Order not found.' });
        continue;
      }
      const amount = remittance.amount ?? record.totalPrice;
      const event = { kind: 'remitted', date: remittance.date, reference: remittance.reference, amount } as const;
      await moveOrder(tx, { id: orderId, record }, event, { by });
      const deduction = remittanceDeduction(record.totalPrice, amount);
      tally.add(remittance.date, settlement!.courier, toPaise(amount), toPaise(deduction));
      outcomes.push({ ok: true, record, amount });
    }
    tally.write(tx);
    return outcomes;
  });
}

/** POST /api/admin/orders/{id}/remittance: the owner records one order's cash by hand. */
export async function recordRemittance(orderId: string, remittance: Remittance, by: string): Promise<Order> {
  const [outcome] = await markRemitted([{ orderId, remittance }], by);
  if (!outcome!.ok)
    throw outcome!.problem === 'Order not found.'
      ? new NotFoundError(outcome!.problem)
      : new ConflictError(outcome!.problem);
  return getOrder(orderId);
}

/** The file's AWBs per range query. */
const LOOKUP_RANGE = 250;
/** Orders marked per transaction: few enough to retry cheaply, many enough that 5,000 rows take seconds. */
const MARK_BATCH = 25;
/** Queries or transactions in flight at once. */
const PARALLEL = 8;

/**
 * POST /api/admin/remittances/import: the courier's file. Every row is matched to its order by
 * AWB; a row that matches a delivered COD order marks it remitted with the row's amount (a
 * difference is the courier's deduction: "short by ₹X", "over by ₹X"), and every other row is
 * listed with its problem: unreadable, an unknown AWB, an order already remitted (so the same file
 * imported twice changes nothing the second time), prepaid or never delivered.
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
  const lines: RemittanceLine[] = [];
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
    lines.push(line);
  }

  const ordersByAwb = await ordersShippedWith(lines.map((line) => line.awb));
  const matched: Array<{ line: RemittanceLine; orderId: string }> = [];
  for (const line of lines) {
    const ids = ordersByAwb.get(line.awb) ?? [];
    if (ids.length === 1) matched.push({ line, orderId: ids[0]! });
    else
      result.mismatches.push({
        line: line.line,
        awb: line.awb,
        problem:
          ids.length === 0
            ? 'No order was shipped with this AWB.'
            : 'More than one order has this AWB; record it by hand.',
      });
  }
  await inParallel(chunks(matched, MARK_BATCH), async (batch) => {
    const outcomes = await markRemitted(
      batch.map(({ line, orderId }) => ({ orderId, remittance: line })),
      by,
    );
    outcomes.forEach((outcome, index) => {
      const { line, orderId } = batch[index]!;
      if (!outcome.ok) {
        result.mismatches.push({ line: line.line, awb: line.awb, problem: outcome.problem, orderId });
        return;
      }
      const due = outcome.record.totalPrice;
      const deduction = remittanceDeduction(due, outcome.amount);
      const note = remittanceDifference(deduction);
      result.remitted.push({
        line: line.line,
        awb: line.awb,
        orderId,
        order: orderReference(orderFromRecord(orderId, outcome.record)),
        amount: outcome.amount,
        due,
        deduction,
        ...(note ? { note } : {}),
      });
    });
  });
  result.remitted.sort((a, b) => a.line - b.line);
  result.mismatches.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * The ids of the orders shipped with each AWB. The file's AWBs, sorted, are read as ranges of
 * `LOOKUP_RANGE` (one range query each, on the automatic index of `shipment.awb`): a courier's
 * AWBs in one remittance are close together, so a range reads few other orders, and 5,000 rows
 * take 20 queries. The `in` queries this replaced took 30 AWBs each: 167 queries, 41 s of the
 * 45 s import on the emulator, which scans the collection for every query.
 */
async function ordersShippedWith(awbs: string[]): Promise<Map<string, string[]>> {
  const wanted = new Set(awbs);
  const found = new Map<string, string[]>();
  await inParallel(chunks([...wanted].sort(), LOOKUP_RANGE), async (range) => {
    // Only the AWB is needed here: the transaction that marks an order reads it whole.
    const snapshot = await collections
      .orders()
      .where('shipment.awb', '>=', range[0]!)
      .where('shipment.awb', '<=', range.at(-1)!)
      .select('shipment')
      .get();
    for (const doc of snapshot.docs) {
      const awb = (doc.get('shipment') as { awb?: unknown } | undefined)?.awb;
      if (typeof awb === 'string' && wanted.has(awb)) found.set(awb, [...(found.get(awb) ?? []), doc.id]);
    }
  });
  return found;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

/** Runs `work` over every item, `PARALLEL` at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}
