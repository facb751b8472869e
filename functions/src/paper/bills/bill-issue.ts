import {
  billNumber,
  billRefusal,
  creditFigures,
  financialYear,
  HSN_PRINTED_BOOKS,
  orderReference,
  RETURN_REASON_LABELS,
  toPaise,
  type BillDocument,
  type BillKind,
  type OrderStatus,
  type ReturnReason,
  type StoreSettings,
} from '@bookstore/domain';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import { billFromRecord, billId, type BillRecord } from '../../db/bills';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import { iso } from '../../db/stored-fields';
import { ConflictError } from '../../services/errors';
import { currentSignatureId } from '../../services/store/signature';
import { readShopSettings } from '../../services/store/store-settings';

// When the paper of a sale is issued (decision 044), inside the status change's own
// transaction: the bill when the goods leave the shop or the money arrives, a credit note when a
// billed sale is undone. Numbers come from a per-year counter read in the same transaction.

/**
 * The document a move to `to` issues, if any. A bill when the order ships (cash on delivery) or
 * is confirmed as paid (UPI), whichever comes first; delivered counts as shipped for an order
 * the owner marks delivered at once. A credit note when an order with a bill is cancelled or
 * returned; an order cancelled before its bill needs none.
 */
export function paperIssuedBy(record: Pick<OrderRecord, 'bill' | 'creditNote' | 'paymentMethod'>, to: OrderStatus) {
  if (!record.bill) {
    const shipped = to === 'shipped' || to === 'delivered';
    const paid = to === 'confirmed' && record.paymentMethod === 'upi';
    return shipped || paid ? ('bill' as const) : null;
  }
  if (!record.creditNote && (to === 'cancelled' || to === 'returned')) return 'credit-note' as const;
  return null;
}

/** A number of one kind, taken but not yet written. */
export interface TakenNumber {
  kind: BillKind;
  financialYear: string;
  sequence: number;
  /** For a bill: the shop's settings read with the number, the seller it is issued with. */
  seller?: StoreSettings;
  /** The owner's signature image in force, which the paper carries (decision 044). */
  signatureId?: string;
}

/**
 * Reads the next number of `kind` in the financial year of `at`. Two issues at once both read
 * the counter, so one conflicts, re-runs and takes the next: no gap, no duplicate, and a
 * refused move (any throw) writes no counter. Read it before the transaction's first write.
 *
 * A bill is refused (409, and the move with it) while the shop's legal name or address is
 * unset (CGST Rule 49(a), decision 048): the settings are read in the same transaction, so a
 * save that fills them in and the move cannot cross. A credit note is never refused: it
 * reverses a bill already issued.
 */
export async function takeBillNumber(tx: Transaction, kind: BillKind, at: Timestamp): Promise<TakenNumber> {
  const year = financialYear(at.toDate());
  const [counter, shop, signatureId] = await Promise.all([
    tx.get(collections.billCounter(kind, year)),
    kind === 'bill' ? readShopSettings(tx) : undefined,
    currentSignatureId(tx),
  ]);
  const refusal = shop && billRefusal(shop);
  if (refusal) throw new ConflictError(refusal);
  const sequence = Math.max(1, Math.floor(counter.data()?.next ?? 0));
  return {
    kind,
    financialYear: year,
    sequence,
    ...(shop ? { seller: shop.settings } : {}),
    ...(signatureId ? { signatureId } : {}),
  };
}

/** The bill a credit note reverses; read before the transaction's first write. */
export async function readIssuedBill(tx: Transaction, orderId: string): Promise<BillDocument | undefined> {
  const record = (await tx.get(collections.bills().doc(billId('bill', orderId)))).data();
  return record && billFromRecord(record);
}

/** The bill of supply of the order as it stands: its books at the prices it was placed at, and its charges. */
export function billOfOrder(orderId: string, order: OrderRecord, store: StoreSettings) {
  const lines = order.products.map((line) => {
    const ratePaise = toPaise(line.price);
    return {
      title: line.title,
      hsn: HSN_PRINTED_BOOKS,
      quantity: line.quantity,
      ratePaise,
      amountPaise: ratePaise * line.quantity,
    };
  });
  const exemptValuePaise = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const shippingPaise = toPaise(order.shippingCharge);
  const codFeePaise = toPaise(order.codFee);
  const discountPaise = toPaise(order.discount ?? 0);
  return {
    orderId,
    orderReference: orderReference({ _id: orderId, number: order.number }),
    orderDate: iso(order.createdAt),
    seller: {
      legalName: store.legalName,
      address: store.address,
      gstin: store.gstin,
      email: store.supportEmail,
      phone: store.supportPhone,
    },
    buyer: { name: order.name, phone: order.phone, address: order.address },
    placeOfSupply: order.address.state,
    paymentMethod: order.paymentMethod,
    lines,
    exemptValuePaise,
    shippingPaise,
    codFeePaise,
    ...(discountPaise > 0 ? { discountPaise, couponCode: order.couponCode ?? '' } : {}),
    // The parts, so the paper always adds up; they are what the order transaction charged.
    totalPaise: exemptValuePaise + shippingPaise + codFeePaise - discountPaise,
  };
}

/** A sale without its coupon's discount line: a credit note writes its own (creditedSale). */
function withoutDiscount<T extends { discountPaise?: number; couponCode?: string }>(sale: T) {
  const { discountPaise: _discount, couponCode: _code, ...rest } = sale;
  return rest;
}

/**
 * A sale with some of its figures credited: the discount line is what takes the credited figures
 * down to what is owed (the coupon's share of them), so the paper adds up to the refund. Without
 * a figure owed, it credits the figures whole.
 */
export function creditedSale<T extends { discountPaise?: number; couponCode?: string }>(
  whole: T,
  credited: { exemptValuePaise: number; shippingPaise: number; codFeePaise: number },
  owedPaise?: number,
) {
  const gross = credited.exemptValuePaise + credited.shippingPaise + credited.codFeePaise;
  const figures = creditFigures(credited, owedPaise ?? gross);
  const { discountPaise, ...rest } = figures;
  const couponCode = whole.couponCode ?? '';
  return { ...withoutDiscount(whole), ...rest, ...(discountPaise > 0 ? { discountPaise, couponCode } : {}) };
}

/** What a bill sold, without its own number and signature: what its credit note repeats. */
export function saleOf(bill: BillDocument) {
  const {
    kind: _kind,
    number: _number,
    issuedAt: _issuedAt,
    financialYear: _year,
    sequence: _sequence,
    signatureId: _signature,
    ...sale
  } = bill;
  return sale;
}

const creditReason = (to: OrderStatus, returnReason?: ReturnReason): string =>
  to === 'returned' && returnReason ? `Parcel returned: ${RETURN_REASON_LABELS[returnReason]}` : 'Order cancelled';

/** What issueBill answers: what the order keeps of the paper, and the totals the paper says. */
export interface IssuedPaper {
  kept: { number: string; issuedAt: Timestamp };
  /** As written on the paper: the sales figures count these (decision 051). */
  totals: { totalPaise: number; shippingPaise: number; codFeePaise: number; discountPaise?: number };
}

/**
 * Writes the bill or credit note with the number taken, and moves the counter on. The credit
 * note repeats its bill's parties, lines and amounts. Returns what the order keeps of it and
 * the totals it was written with.
 */
/** What any paper of an order is issued with: its number, the order, the seller and the instant. */
export interface PaperIssue {
  taken: TakenNumber;
  orderId: string;
  order: OrderRecord;
  store: StoreSettings;
  at: Timestamp;
  /** For a credit note: the bill it reverses. */
  reverses?: BillDocument;
}

export function issueBill(
  tx: Transaction,
  issue: PaperIssue & {
    /** For a credit note: the move that undoes the sale. */
    to: OrderStatus;
    returnReason?: ReturnReason;
    /** A return whose refund keeps the charges (the settings' policy): credit the books alone. */
    keepsCharges?: boolean;
    /** What the move made owed: a credit note keeping the charges credits exactly that. */
    owedPaise?: number;
  },
): IssuedPaper {
  const { taken, orderId, at } = issue;
  const number = billNumber(taken.kind, taken.financialYear, taken.sequence);
  const numbered = {
    kind: taken.kind,
    number,
    financialYear: taken.financialYear,
    sequence: taken.sequence,
    issuedAt: at,
    ...(taken.signatureId ? { signatureId: taken.signatureId } : {}),
  };
  // A credit note is the same sale as its bill, even if the shop's details changed since; the
  // order's own figures only if the bill's document were ever missing.
  const reverses = taken.kind === 'credit-note' ? issue.reverses : undefined;
  const whole = reverses ? saleOf(reverses) : billOfOrder(orderId, issue.order, taken.seller ?? issue.store);
  // The credit note credits what is refunded, so the register agrees with the refund.
  // The books at their rates, and the coupon's share of them as its discount line (decision 077).
  const sale =
    taken.kind === 'credit-note' && issue.keepsCharges
      ? creditedSale(
          whole,
          { exemptValuePaise: whole.exemptValuePaise, shippingPaise: 0, codFeePaise: 0 },
          issue.owedPaise,
        )
      : whole;
  const against =
    reverses ?? (issue.order.bill && { number: issue.order.bill.number, issuedAt: iso(issue.order.bill.issuedAt) });
  const record: BillRecord = {
    ...sale,
    ...numbered,
    ...(taken.kind === 'credit-note'
      ? {
          ...(against ? { againstBill: { number: against.number, issuedAt: against.issuedAt } } : {}),
          reason: creditReason(issue.to, issue.returnReason),
        }
      : {}),
  };
  tx.create(collections.bills().doc(billId(taken.kind, orderId)), record);
  tx.set(collections.billCounter(taken.kind, taken.financialYear), { next: taken.sequence + 1 });
  const { totalPaise, shippingPaise, codFeePaise, discountPaise } = record;
  return { kept: { number, issuedAt: at }, totals: { totalPaise, shippingPaise, codFeePaise, discountPaise } };
}
