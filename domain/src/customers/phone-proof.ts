import type { PaymentMethod } from '../orders/payment-methods';

/**
 * When the shop asks for a proven phone: never (a new shop, and the
 * specification's checkout), for cash-on-delivery orders only, or for every order. A proven
 * phone is one Firebase Auth linked to the shopper's account after a one-time code; the
 * server then takes the order's phone from the ID token, never from the form.
 */
export const PHONE_PROOF_POLICIES = ['never', 'cod', 'always'] as const;
export type PhoneProofPolicy = (typeof PHONE_PROOF_POLICIES)[number];

export const PHONE_PROOF_LABELS: Record<PhoneProofPolicy, string> = {
  never: 'Never',
  cod: 'For cash on delivery',
  always: 'For every order',
};

/** Whether an order paid this way must carry the account's proven phone. */
export function phoneProofRequired(policy: PhoneProofPolicy, paymentMethod: PaymentMethod): boolean {
  return policy === 'always' || (policy === 'cod' && paymentMethod === 'cod');
}

/** The order needs a proven phone and the account has none. */
export const PHONE_PROOF_MISSING_MESSAGE =
  'Please verify your phone number first: the shop sends a one-time code to it before this order.';
/** The order's phone is not the one the account proved. */
export const PHONE_PROOF_MISMATCH_MESSAGE =
  'This is not the phone number you verified. Use your verified number, or verify this one first.';
