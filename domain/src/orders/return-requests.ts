import { array, number, object, type InferType } from 'yup';
import { UPI_VPA_PATTERN } from '../store/store-settings';
import { named, oneOfText, optionalNote, text, trimmedText } from '../shared/fields';
import { isDocumentId } from '../shared/ids';
import {
  ACTIVE_RETURN_STATES,
  RETURN_COPIES_MAX,
  RETURN_LINES_MAX,
  RETURN_NOTE_MAX,
  RETURN_REQUEST_REASONS,
  type ReturnRequestReason,
  type ReturnRequestState,
} from './return-basics';

/*
 * A customer's return after delivery (decision 054): the books and copies they
 * send back, why, and where a cash-on-delivery refund goes; the owner's decision, the parcel
 * received, and the credit note and refund of that part.
 */

/** An Indian bank's IFSC: four letters, a zero, six letters or digits (RBI). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A bank account number: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
const IFSC_MESSAGE = 'The IFSC is 11 characters: 4 letters, a zero, then 6 letters or digits (like HDFC0001234).';
const ACCOUNT_MESSAGE = 'The account number is 9 to 18 digits.';
const UPI_MESSAGE = 'Type a UPI ID like name@bank.';
const REASON_MESSAGE = `Reason must be one of: ${RETURN_REQUEST_REASONS.join(', ')}.`;

const squeezed = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/**
 * Where a cash-on-delivery order's refund goes: a UPI ID, or a bank account. Kept where only the
 * owner reads (returnRequests/{id}); the customer's answers say only "UPI ID ending …".
 */
export const refundToSchema = named(
  'RefundTo',
  object({
    upiId: trimmedText().typeError(UPI_MESSAGE).max(255, UPI_MESSAGE).matches(UPI_VPA_PATTERN, UPI_MESSAGE),
    accountName: trimmedText()
      .typeError('The account holder’s name must be text.')
      .max(100, 'The account holder’s name must be at most 100 characters.'),
    accountNumber: text()
      .typeError(ACCOUNT_MESSAGE)
      .transform(squeezed)
      .matches(ACCOUNT_NUMBER_PATTERN, ACCOUNT_MESSAGE),
    ifsc: text()
      .typeError(IFSC_MESSAGE)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
      .matches(IFSC_PATTERN, IFSC_MESSAGE),
  })
    .default(undefined)
    .test('upi-or-account', 'Give a UPI ID, or the account holder’s name, account number and IFSC.', function (to) {
      if (!to) return true;
      const bank = [to.accountName, to.accountNumber, to.ifsc];
      if (to.upiId) {
        if (bank.every((field) => !field)) return true;
        return this.createError({ path: 'refundTo.upiId', message: 'Give a UPI ID or a bank account, not both.' });
      }
      const missing = (['accountName', 'accountNumber', 'ifsc'] as const).find((field) => !to[field]);
      if (!missing) return true;
      const messages = {
        accountName: 'The account holder’s name is required.',
        accountNumber: 'The account number is required.',
        ifsc: 'The IFSC is required.',
      };
      return this.createError({ path: `refundTo.${missing}`, message: messages[missing] });
    }),
);
export type RefundTo = InferType<typeof refundToSchema>;

/** POST /api/orders/{id}/return-requests, and the orders page's "Request a return" form. */
export const returnRequestSchema = named(
  'ReturnRequestBody',
  object({
    items: array(
      object({
        productId: text()
          .strict()
          .typeError('productId must be text.')
          .required('productId is required.')
          .test('document-id', 'productId is not valid.', (v) => v === undefined || isDocumentId(v)),
        quantity: number()
          .strict()
          .typeError('The quantity must be a whole number.')
          .required('The quantity is required.')
          .integer('The quantity must be a whole number.')
          .min(1, 'Return at least one copy.')
          .max(RETURN_COPIES_MAX, `At most ${RETURN_COPIES_MAX} copies.`),
      }),
    )
      .strict()
      .typeError('items must be a list.')
      .required('Choose the books to return.')
      .min(1, 'Choose at least one book to return.')
      .max(RETURN_LINES_MAX, `At most ${RETURN_LINES_MAX} books.`)
      .test(
        'unique-products',
        'Each book at most once.',
        (items) => !items || new Set(items.map((item) => item.productId)).size === items.length,
      ),
    reason: oneOfText<ReturnRequestReason>(
      RETURN_REQUEST_REASONS,
      'Choose why you are returning them.',
      REASON_MESSAGE,
    ),
    note: optionalNote(RETURN_NOTE_MAX),
    refundTo: refundToSchema,
  }),
);
export type ReturnRequestBody = InferType<typeof returnRequestSchema>;

/** "UPI ID ending …4321", "account ending …6789": what the customer's answers say of refundTo. */
export function refundToHint(to: RefundTo): string {
  if (to.upiId) return `UPI ID ending …${to.upiId.slice(-4)}`;
  return `account ending …${(to.accountNumber ?? '').slice(-4)}`;
}

const DAY_MS = 86_400_000;

/**
 * When the order was delivered: its first history entry in that status. Later entries of a
 * delivered order (a refund, a return request) carry the status too; an order is delivered once.
 */
export function deliveredAt(history: ReadonlyArray<{ status: string; at: string }>): string | undefined {
  return history.find((entry) => entry.status === 'delivered')?.at;
}

/** The last instant a return may be requested: `days` after delivery; undefined when returns are off. */
export function returnWindowEnd(delivered: string, days: number): number | undefined {
  return days > 0 ? Date.parse(delivered) + days * DAY_MS : undefined;
}

/**
 * Copies of each book still free to return: what the order sold less what its requests (not
 * declined) already ask for. Keys are productIds.
 */
export function returnableCopies(order: {
  products: ReadonlyArray<{ productId: string; quantity: number }>;
  returns?: ReadonlyArray<{ state: ReturnRequestState; items: ReadonlyArray<{ productId: string; quantity: number }> }>;
}): Map<string, number> {
  const left = new Map<string, number>();
  for (const line of order.products) left.set(line.productId, (left.get(line.productId) ?? 0) + line.quantity);
  for (const request of order.returns ?? [])
    if (ACTIVE_RETURN_STATES.includes(request.state))
      for (const item of request.items) left.set(item.productId, (left.get(item.productId) ?? 0) - item.quantity);
  return left;
}
