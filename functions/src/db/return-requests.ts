import { COURIER_IDS, RETURN_REQUEST_REASONS, RETURN_REQUEST_STATES } from '@bookstore/domain';
import { collectionOf } from './documents';
import {
  amount,
  listOf,
  oneOf,
  optionalFlag,
  optionalMap,
  optionalText,
  optionalTimestamp,
  shape,
  text,
  timestamp,
  type RecordOf,
} from './stored-fields';

/*
 * A customer's return requests (decision 054). The order keeps each one's books,
 * reason, state and credit note, which its customer may read; where a COD refund goes (a UPI
 * ID or a bank account) lives in returnRequests/{id}, closed to every client (firestore.rules)
 * and read by the owner's API only, with the state the daily queue counts.
 */

const returnLineShape = shape({ productId: text, title: text, quantity: amount, price: amount });
const billReferenceShape = shape({ number: text, issuedAt: timestamp });

/** One request as the order keeps it: `orders/{id}.returns[]`. */
export const returnOnOrderShape = shape({
  id: text,
  items: listOf(returnLineShape),
  reason: oneOf(RETURN_REQUEST_REASONS, 'damaged'),
  note: text,
  state: oneOf(RETURN_REQUEST_STATES, 'requested'),
  requestedAt: timestamp,
  decidedAt: optionalTimestamp,
  decisionReason: optionalText,
  pickup: optionalMap(shape({ courier: oneOf(COURIER_IDS, 'other'), awb: text })),
  customerShips: optionalFlag,
  receivedAt: optionalTimestamp,
  creditNote: optionalMap(billReferenceShape),
  /** Rupees this return made owed; 0 until received. */
  refund: amount,
  /** "UPI ID ending …4321": all the order says of where the refund goes. */
  refundTo: optionalText,
});
export type ReturnOnOrderRecord = RecordOf<typeof returnOnOrderShape>;

const refundToShape = shape({
  upiId: optionalText,
  accountName: optionalText,
  accountNumber: optionalText,
  ifsc: optionalText,
});

/** returnRequests/{id}: the owner's side of one request. */
export const returnRequestShape = shape({
  orderId: text,
  email: text,
  state: oneOf(RETURN_REQUEST_STATES, 'requested'),
  requestedAt: timestamp,
  refundTo: optionalMap(refundToShape),
});
export type ReturnRequestRecord = RecordOf<typeof returnRequestShape>;

export const returnRequestCollections = {
  returnRequests: collectionOf('returnRequests', returnRequestShape),
};
