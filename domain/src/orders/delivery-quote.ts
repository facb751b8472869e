import { fromPaise, toPaise } from '../money/money';
import { PIN_CODE_PATTERN } from './pin-code';
import type { ShippingRules, CodRules } from '../store/store-settings';
import type { DeliveryQuote } from '../store/store-answers';

import type { PaymentMethod } from './payment-methods';

export interface QuoteRules {
  shipping: ShippingRules;
  cod: Pick<CodRules, 'fee' | 'minOrder' | 'maxOrder' | 'excludedPins'>;
  /** The courier's serviceable PIN codes, when the owner uploaded a list; null: everywhere. */
  serviceable: ReadonlySet<string> | null;
}

/** The rule with the longest prefix of `pin`, or undefined. */
export function longestPrefixMatch<T extends { prefix: string }>(rules: readonly T[], pin: string): T | undefined {
  let best: T | undefined;
  for (const rule of rules)
    if (pin.startsWith(rule.prefix) && (!best || rule.prefix.length > best.prefix.length)) best = rule;
  return best;
}

/**
 * Prices a parcel in paise: the shipping charge (the longest matching prefix's, else the flat
 * charge; free at or above the threshold), and whether COD is offered (between the minimum and
 * maximum order value, outside the excluded PIN codes). The order transaction calls this with
 * the books' stored prices, so the client never names a charge.
 */
export function quoteDelivery(
  rules: QuoteRules,
  pin: string,
  subtotalPaise: number,
  payment: PaymentMethod,
): DeliveryQuote {
  const deliverable = PIN_CODE_PATTERN.test(pin) && (rules.serviceable === null || rules.serviceable.has(pin));
  const { shipping, cod } = rules;
  const free = shipping.freeAbove !== null && subtotalPaise >= toPaise(shipping.freeAbove);
  const prefixRule = longestPrefixMatch(shipping.prefixCharges, pin);
  const shippingPaise = free ? 0 : toPaise(prefixRule ? prefixRule.charge : shipping.flatCharge);
  const codUnavailableReason = !deliverable
    ? 'We do not deliver to this PIN code.'
    : cod.excludedPins.some((prefix) => pin.startsWith(prefix))
      ? 'Cash on delivery is not offered at this PIN code.'
      : subtotalPaise < toPaise(cod.minOrder)
        ? `Cash on delivery needs an order of at least ${fromPaise(toPaise(cod.minOrder)).toFixed(2)}.`
        : cod.maxOrder !== null && subtotalPaise > toPaise(cod.maxOrder)
          ? `Cash on delivery is offered up to ${fromPaise(toPaise(cod.maxOrder)).toFixed(2)}.`
          : undefined;
  const codAvailable = codUnavailableReason === undefined;
  const codFeePaise = toPaise(cod.fee);
  const totalPaise = subtotalPaise + shippingPaise + (payment === 'cod' ? codFeePaise : 0);
  return {
    deliverable,
    shippingCharge: fromPaise(shippingPaise),
    codAvailable,
    codFee: fromPaise(codFeePaise),
    total: fromPaise(totalPaise),
    ...(codUnavailableReason ? { codUnavailableReason } : {}),
  };
}
