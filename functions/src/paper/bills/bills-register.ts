import {
  BILLS_REGISTER_COLUMNS,
  BILL_TITLES,
  fromPaise,
  paperSign,
  storeTimestamp,
  type BillsRegisterColumn,
  type BillsRegisterQuery,
} from '@bookstore/domain';
import type { BillRecord } from '../../db/bills';
import { collections } from '../../db/collections';
import { onStoreDays } from '../../db/store-days';
import { csvFile, csvTable } from '../../services/csv';

/** The accountant's figure: rupees with the paise exact; a credit note's are negative. */
const rupees = (paise: number, sign: 1 | -1) => String(fromPaise(sign * paise));

function registerRow(bill: BillRecord): Record<BillsRegisterColumn, string> {
  const sign = paperSign(bill.kind);
  return {
    number: bill.number,
    date: storeTimestamp(bill.issuedAt.toDate()),
    buyer: bill.buyer.name,
    state: bill.placeOfSupply,
    exemptValue: rupees(bill.exemptValuePaise, sign),
    shipping: rupees(bill.shippingPaise, sign),
    codFee: rupees(bill.codFeePaise, sign),
    total: rupees(bill.totalPaise, sign),
    type: BILL_TITLES[bill.kind],
    orderNumber: bill.orderReference,
    againstBill: bill.againstBill?.number ?? '',
    discount: rupees(bill.discountPaise ?? 0, sign),
  };
}

/**
 * GET /api/admin/reports/bills: the bills of supply and credit notes issued on the store's
 * calendar days `from` to `to`, both included, in the order issued. One range on issuedAt, which
 * its single-field index serves. The same file rules as the other exports: BOM, every cell
 * quoted, formulas defused.
 */
export async function billsRegisterCsv({ from, to }: BillsRegisterQuery): Promise<string> {
  const bills = await onStoreDays(collections.bills(), 'issuedAt', { from, to });
  // In the order issued; within one instant, by number (a bill and a credit note, or two numbers
  // taken in one tick on two instances).
  const rows = bills.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.issuedAt.toMillis() - b.issuedAt.toMillis() || a.number.localeCompare(b.number))
    .map(registerRow);
  return csvFile(csvTable(BILLS_REGISTER_COLUMNS, rows), { byteOrderMark: true });
}
