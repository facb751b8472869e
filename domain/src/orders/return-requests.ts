import { array, number, object, type InferType } from 'yup';
import { UPI_VPA_PATTERN } from '../store/store-settings';
import { named, text, trimmedText } from '../shared/fields';
import { isDocumentId } from '../shared/ids';
import { flag, isoTime, listOf, oneOfWords, plainText, rupees, storedId, wholeNumber } from '../shared/answer-fields';
import { AWB_MESSAGE, AWB_PATTERN, COURIER_IDS, type CourierId } from './couriers';

/*
 * A customer's return after delivery (issue 40 §2, decision 054): the books and copies they
 * send back, why, and where a cash-on-delivery refund goes; the owner's decision, the parcel
 * received, and the credit note and refund of that part.
 */

/** Why the customer sends books back: the ids the API takes, with their labels. */
export const RETURN_REQUEST_REASONS = [
  'damaged',
  'wrong-book',
  'missing-pages',
  'not-as-described',
  'changed-my-mind',
] as const;
export type ReturnRequestReason = (typeof RETURN_REQUEST_REASONS)[number];
export const RETURN_REQUEST_REASON_LABELS: Record<ReturnRequestReason, string> = {
  damaged: 'Damaged',
  'wrong-book': 'Wrong book',
  'missing-pages': 'Missing pages',
  'not-as-described': 'Not as described',
  'changed-my-mind': 'Changed my mind',
};

/** requested → approved → received, or requested → declined. */
export const RETURN_REQUEST_STATES = ['requested', 'approved', 'declined', 'received'] as const;
export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number];
/** The states whose copies are on their way back or back: a new request cannot ask for them again. */
export const ACTIVE_RETURN_STATES: readonly ReturnRequestState[] = ['requested', 'approved', 'received'];
/** The states the owner still has to act on: the daily queue's "Return requests". */
export const OPEN_RETURN_STATES: readonly ReturnRequestState[] = ['requested', 'approved'];

export const RETURN_NOTE_MAX = 1000;
export const RETURN_DECISION_REASON_MAX = 500;
export const RETURN_LINES_MAX = 50;
export const RETURN_COPIES_MAX = 99;

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
    reason: text()
      .strict()
      .typeError(REASON_MESSAGE)
      .required('Choose why you are returning them.')
      .oneOf<ReturnRequestReason>(RETURN_REQUEST_REASONS, REASON_MESSAGE),
    note: trimmedText()
      .typeError('The note must be text.')
      .max(RETURN_NOTE_MAX, `The note must be at most ${RETURN_NOTE_MAX} characters.`)
      .default(''),
    refundTo: refundToSchema,
  }),
);
export type ReturnRequestBody = InferType<typeof returnRequestSchema>;

export const RETURN_DECISIONS = ['approve', 'decline', 'received'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];
const DECISION_MESSAGE = `Decision must be one of: ${RETURN_DECISIONS.join(', ')}.`;
const COURIER_MESSAGE = `Courier must be one of: ${COURIER_IDS.join(', ')}.`;
const onlyApprove = (what: string) => (field: ReturnType<typeof text>) =>
  field.test('only-approve', `${what} is given only when approving.`, (v) => v === undefined);

/** PATCH /api/admin/return-requests/{id}: approve (with a pickup, or the customer ships it), decline with a reason, or received. */
export const returnDecisionSchema = named(
  'ReturnDecisionBody',
  object({
    decision: text()
      .strict()
      .typeError(DECISION_MESSAGE)
      .required('Choose approve, decline or received.')
      .oneOf<ReturnDecision>(RETURN_DECISIONS, DECISION_MESSAGE),
    reason: trimmedText()
      .typeError('The reason must be text.')
      .max(RETURN_DECISION_REASON_MAX, `The reason must be at most ${RETURN_DECISION_REASON_MAX} characters.`)
      .default('')
      .when('decision', {
        is: 'decline',
        then: (field) => field.required('Say why the return is declined: the customer reads it.'),
      }),
    courier: text()
      .strict()
      .typeError(COURIER_MESSAGE)
      .oneOf<CourierId>(COURIER_IDS, COURIER_MESSAGE)
      .when('decision', { is: (d: unknown) => d !== 'approve', then: onlyApprove('A courier') }),
    awb: trimmedText()
      .typeError(AWB_MESSAGE)
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
      .max(30, AWB_MESSAGE)
      .matches(AWB_PATTERN, AWB_MESSAGE)
      .when('decision', { is: (d: unknown) => d !== 'approve', then: onlyApprove('An AWB') }),
  }).test('pickup-courier-with-awb', 'Give the pickup’s courier and AWB together.', function (body) {
    if (!body || (body.courier === undefined) === (body.awb === undefined)) return true;
    return body.courier === undefined
      ? this.createError({ path: 'courier', message: 'Choose the pickup’s courier.' })
      : this.createError({ path: 'awb', message: 'The pickup’s AWB (consignment number) is required.' });
  }),
);
export type ReturnDecisionBody = InferType<typeof returnDecisionSchema>;

/** One book of a return: as the order sold it. */
const returnLineSchema = object({
  productId: storedId(),
  title: plainText(),
  quantity: wholeNumber(1),
  price: rupees('Per copy, as the order sold it.'),
});

/** A return request as the order answers it (the customer's and the owner's). */
export const returnRequestAnswerSchema = named(
  'ReturnRequest',
  object({
    id: storedId(),
    items: listOf(returnLineSchema),
    reason: oneOfWords(RETURN_REQUEST_REASONS),
    note: plainText('The customer’s note, as written.'),
    state: oneOfWords(RETURN_REQUEST_STATES),
    requestedAt: isoTime(),
    decidedAt: isoTime('When the owner approved or declined it.').optional(),
    decisionReason: plainText('The owner’s words with the decision (required for a decline).').optional(),
    pickup: object({ courier: oneOfWords(COURIER_IDS), awb: plainText() })
      .optional()
      .default(undefined)
      .meta({ description: 'Approved with a pickup; left out when the customer ships the books back.' }),
    customerShips: flag('Approved without a pickup: the customer sends the books back.').optional(),
    receivedAt: isoTime().optional(),
    creditNote: object({ number: plainText(), issuedAt: isoTime() })
      .optional()
      .default(undefined)
      .meta({ description: 'The credit note of these books, once received.' }),
    refund: rupees(
      'What this return made owed (its books, and the charges on the last return unless kept); 0 until received.',
    ),
    refundTo: plainText('Where a COD refund goes, as the customer may read it: “UPI ID ending …”.').optional(),
    refundToDetails: refundToSchema
      .clone()
      .optional()
      .meta({ description: 'The owner’s answers only: the UPI ID or bank account in full.' }),
  }),
);
export type ReturnRequest = InferType<typeof returnRequestAnswerSchema>;

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
