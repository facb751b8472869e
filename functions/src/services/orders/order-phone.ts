import {
  phoneE164,
  phoneProofRequired,
  PHONE_PROOF_MISMATCH_MESSAGE,
  PHONE_PROOF_MISSING_MESSAGE,
  type PaymentMethod,
  type PhoneProofPolicy,
} from '@bookstore/domain';
import { InvalidInputError } from '../errors';

export interface OrderPhone {
  phone: string;
  /** The phone is the account's proven number, taken from the ID token. */
  phoneVerified: boolean;
}

/**
 * The phone an order is placed with. When the shop asks for a proven phone for
 * this payment method, it is the ID token's `phone_number`, never the form's: none proven, or a
 * typed number that is another, is a 400 on the phone field. Otherwise it is the typed number,
 * marked proven only when it is the account's proven number.
 */
export function orderPhone(
  typed: string,
  paymentMethod: PaymentMethod,
  policy: PhoneProofPolicy,
  provenPhone: string | null,
): OrderPhone {
  const isProven = provenPhone !== null && phoneE164(typed) === provenPhone;
  if (phoneProofRequired(policy, paymentMethod)) {
    if (provenPhone === null)
      throw new InvalidInputError(PHONE_PROOF_MISSING_MESSAGE, { phone: PHONE_PROOF_MISSING_MESSAGE });
    if (!isProven) throw new InvalidInputError(PHONE_PROOF_MISMATCH_MESSAGE, { phone: PHONE_PROOF_MISMATCH_MESSAGE });
  }
  return isProven ? { phone: provenPhone, phoneVerified: true } : { phone: typed, phoneVerified: false };
}
