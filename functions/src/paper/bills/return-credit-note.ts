import { billNumber, RETURN_REQUEST_REASON_LABELS, type ReturnRequestReason } from '@bookstore/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { billId, type BillRecord } from '../../db/bills';
import { collections } from '../../db/collections';
import { iso } from '../../db/stored-fields';
import { billOfOrder, creditedSale, saleOf, type IssuedPaper, type PaperIssue } from './bill-issue';

/*
 * The credit note of one return request (decision 054): CGST rule 53 lets a credit
 * note reverse part of a bill, so it credits the books that came back, at the rates of the bill,
 * and the charges only when the policy refunds them with the last books, less the coupon's share
 * of them, so it credits what the return made owed (decision 077). Its number is the
 * next of the same counter as every credit note (takeBillNumber), in the same transaction.
 */

export interface ReturnedPart {
  returnId: string;
  reason: ReturnRequestReason;
  /** The order's line index and the copies of it that came back. */
  lines: ReadonlyArray<{ index: number; quantity: number }>;
  /** The shipping charge and COD fee are credited too (the last return, the policy refunding them). */
  withCharges: boolean;
  /** What the receipt made owed: the credit note credits exactly that (decision 077). */
  owedPaise: number;
}

export function issueReturnCreditNote(
  tx: Transaction,
  /** `reverses`: the bill it partly reverses; the order's own figures only if its document were ever missing. */
  issue: PaperIssue & { part: ReturnedPart },
): IssuedPaper {
  const { taken, orderId, order, at, reverses, part } = issue;
  const whole = reverses ? saleOf(reverses) : billOfOrder(orderId, order, issue.store);
  const lines = part.lines.map(({ index, quantity }) => {
    const sold = whole.lines[index];
    if (!sold) throw new Error(`The bill of order ${orderId} has no line ${index + 1} to credit.`);
    return { ...sold, quantity, amountPaise: sold.ratePaise * quantity };
  });
  const exemptValuePaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const shippingPaise = part.withCharges ? whole.shippingPaise : 0;
  const codFeePaise = part.withCharges ? whole.codFeePaise : 0;
  // The books (and charges) at the bill's figures, less the coupon's share of them: what is owed.
  const credited = creditedSale(whole, { exemptValuePaise, shippingPaise, codFeePaise }, part.owedPaise);
  const number = billNumber('credit-note', taken.financialYear, taken.sequence);
  const against = reverses ?? (order.bill && { number: order.bill.number, issuedAt: iso(order.bill.issuedAt) });
  const record: BillRecord = {
    ...credited,
    lines,
    kind: 'credit-note',
    number,
    financialYear: taken.financialYear,
    sequence: taken.sequence,
    issuedAt: at,
    ...(taken.signatureId ? { signatureId: taken.signatureId } : {}),
    ...(against ? { againstBill: { number: against.number, issuedAt: against.issuedAt } } : {}),
    reason: `Books returned: ${RETURN_REQUEST_REASON_LABELS[part.reason]}`,
  };
  tx.create(collections.bills().doc(billId('credit-note', orderId, part.returnId)), record);
  tx.set(collections.billCounter('credit-note', taken.financialYear), { next: taken.sequence + 1 });
  return {
    kept: { number, issuedAt: at },
    totals: {
      totalPaise: record.totalPaise,
      shippingPaise,
      codFeePaise,
      ...(credited.discountPaise ? { discountPaise: credited.discountPaise } : {}),
    },
  };
}
