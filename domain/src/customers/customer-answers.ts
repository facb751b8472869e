import { object, type InferType } from 'yup';
import { count, flag, listOf, oneOfWords, plainText, storedId } from '../shared/answer-fields';
import { named } from '../shared/fields';
import { orderAnswerSchema } from '../orders/order-answers';

export const relatedAccountSchema = named(
  'RelatedAccount',
  object({
    email: plainText(),
    shares: listOf(oneOfWords(['mailbox', 'phone'] as const), 'What it shares.'),
  }),
);
export type RelatedAccount = InferType<typeof relatedAccountSchema>;

/** GET /api/admin/customers: one customer as the owner's tools see them. */
export const customerAccountSchema = named(
  'CustomerAccount',
  object({
    email: plainText('Lower-cased.'),
    // Deleted since, say.
    hasAccount: flag('False for an e-mail with orders but no sign-in account.'),
    blocked: flag('Disabled by the owner: every request with their tokens is refused.'),
    emailVerified: flag(),
    openOrders: count('Orders not yet shipped.'),
    // Returns recorded as RTO.
    rtoCount: count(
      'Parcels that came back refused or undeliverable, of the person: the most their mailbox or a proven phone counts.',
    ),
    codAllowed: flag('False when the owner switched cash on delivery off for them (their mailbox or a proven phone).'),
    codOffered: flag('Whether they may order cash on delivery now: the owner’s switch and the shop’s RTO rule.'),
    // x.y+a@gmail.com is xy@gmail.com.
    related: listOf(
      relatedAccountSchema,
      'Other accounts that ordered under the same mailbox (dots and +tags ignored as decision 035 says) or a delivery phone this customer used: the order limits count them as one person.',
    ),
  }),
);
export type CustomerAccount = InferType<typeof customerAccountSchema>;

/** POST /api/admin/customers/cancel-open-orders. */
export const cancelOpenOrdersResultSchema = named(
  'CancelOpenOrdersResult',
  object({
    message: plainText(),
    cancelled: listOf(orderAnswerSchema),
    skipped: listOf(
      object({ _id: storedId(), message: plainText() }),
      'Open orders that moved on (shipped, say) before their own cancel, left as they are.',
    ),
    paid: listOf(
      orderAnswerSchema,
      'Open orders already paid (a UPI order confirmed, or its UTR waiting for the check): left for the owner to decide, one by one.',
    ),
    related: listOf(relatedAccountSchema),
  }),
);
export type CancelOpenOrdersResult = InferType<typeof cancelOpenOrdersResultSchema>;

/** POST /api/admin/customers/block, /unblock and /cod. */
export const customerBlockResultSchema = named(
  'CustomerBlockResult',
  object({ message: plainText(), customer: customerAccountSchema.defined() }),
);
export type CustomerBlockResult = InferType<typeof customerBlockResultSchema>;
