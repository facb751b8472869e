import { BILL_KINDS, PAYMENT_METHODS, type BillDocument, type BillKind } from '@bookstore/domain';
import { db } from '../firebase';
import { sequenceCounter } from './counters';
import { collectionOf } from './documents';
import { addressShape } from './orders';
import {
  amount,
  listOf,
  oneOf,
  optionalMap,
  optionalText,
  shape,
  text,
  timestamp,
  iso,
  type RecordOf,
  type SameType,
} from './stored-fields';

// The paper of a sale: each bill of supply and credit note exactly as it was issued,
// and the counters that number them. Closed to every client (firestore.rules): the API serves
// them as PDFs to the order's customer and to the owner.

const sellerShape = shape({ legalName: text, address: text, gstin: text, email: text, phone: text });
const buyerShape = shape({ name: text, phone: text, address: addressShape });
const lineShape = shape({ title: text, hsn: text, quantity: amount, ratePaise: amount, amountPaise: amount });

/**
 * bills/{kind}-{orderId}: one bill and at most one credit note per order, so the id itself
 * forbids a second; credit-note-{orderId}-{returnId}: one per return request of the order. Frozen when issued: the shop's later settings and the order's later changes
 * never alter it, so the PDF made from it today is the one the buyer got.
 */
export const billShape = shape({
  kind: oneOf(BILL_KINDS, 'bill'),
  number: text,
  financialYear: text,
  sequence: amount,
  issuedAt: timestamp,
  orderId: text,
  orderReference: text,
  orderDate: text,
  againstBill: optionalMap(shape({ number: text, issuedAt: text })),
  reason: optionalText,
  seller: sellerShape,
  buyer: buyerShape,
  placeOfSupply: text,
  paymentMethod: oneOf(PAYMENT_METHODS, 'cod'),
  lines: listOf(lineShape),
  exemptValuePaise: amount,
  shippingPaise: amount,
  codFeePaise: amount,
  discountPaise: (value) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined),
  couponCode: optionalText,
  totalPaise: amount,
  signatureId: optionalText,
});
export type BillRecord = RecordOf<typeof billShape>;
const _billIsTheDomains: SameType<Omit<BillRecord, 'issuedAt'>, Omit<BillDocument, 'issuedAt'>> = true;

/**
 * The document id of an order's bill or credit note; a return request's credit note
 * adds the request's id, so each request has at most one.
 */
export const billId = (kind: BillKind, orderId: string, returnId?: string): string =>
  returnId ? `${kind}-${orderId}-${returnId}` : `${kind}-${orderId}`;

export function billFromRecord(record: BillRecord): BillDocument {
  return { ...record, issuedAt: iso(record.issuedAt) };
}

export const billCollections = {
  bills: collectionOf('bills', billShape),
  /**
   * counters/{bill|credit-note}-{2026-27}: the next number of one kind in one financial year. A
   * new year starts its own document, so its first number is 1 without anyone resetting anything.
   */
  billCounter: (kind: BillKind, financialYear: string) =>
    db().collection('counters').doc(`${kind}-${financialYear}`).withConverter(sequenceCounter),
};
