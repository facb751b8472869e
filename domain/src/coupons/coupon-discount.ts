import { sameCategory } from '../catalog/categories';
import { formatRupees, fromPaise, toPaise } from '../money/money';
import { formatStoreDate, storeDaysSpan } from '../store/store-clock';
import { COUPON_UNUSABLE_MESSAGE, type CouponKind } from './coupon-limits';

/** What a coupon promises, as the owner set it (rupees as the form wrote them; days of the store's calendar). */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  value: number | null;
  maxDiscount: number | null;
  minSubtotal: number | null;
  validFrom: string | null;
  validUntil: string | null;
  totalUses: number | null;
  usesPerPerson: number | null;
  firstOrderOnly: boolean;
  genres: string[] | null;
  paused: boolean;
}

/** The order the code is tried on, priced by the server; money in paise. */
export interface CouponCart {
  lines: ReadonlyArray<{ pricePaise: number; quantity: number; category: string }>;
  subtotalPaise: number;
  shippingPaise: number;
  /** The code's uses so far, all people (given-back uses excluded). */
  usesSoFar: number;
  /** This person's uses so far: the most over their keys (mailbox, proven phone). */
  personUses: number;
  /** True when no earlier order was placed under any of the person's keys. */
  firstOrder: boolean;
  /** Today on the store's calendar, "YYYY-MM-DD". */
  today: string;
}

export type CouponOutcome = { ok: true; discountPaise: number } | { ok: false; reason: string };

const dayShown = (day: string) => formatStoreDate(storeDaysSpan(day, day).start);
/** "₹500" for whole rupees, "₹499.50" otherwise: as a shopper reads a threshold. */
const rupeesShown = (paise: number) => formatRupees(fromPaise(paise)).replace(/\.00$/, '');

const refuse = (reason: string): CouponOutcome => ({ ok: false, reason });

/**
 * The discount a coupon gives this cart, in whole paise, or the one sentence that says why it
 * gives none. Pure: the quote and the order transaction call it with what they read, so the
 * shopper is quoted exactly what the order will charge. The checks run in the order a shopper
 * can do something about them last: the code's own state first, then the person, then the cart.
 */
export function couponDiscount(coupon: CouponTerms, cart: CouponCart): CouponOutcome {
  const code = coupon.code;
  if (coupon.paused) return refuse(COUPON_UNUSABLE_MESSAGE);
  if (coupon.validFrom !== null && cart.today < coupon.validFrom)
    return refuse(`The code ${code} is valid from ${dayShown(coupon.validFrom)}.`);
  if (coupon.validUntil !== null && cart.today > coupon.validUntil)
    return refuse(`The code ${code} expired on ${dayShown(coupon.validUntil)}.`);
  if (coupon.totalUses !== null && cart.usesSoFar >= coupon.totalUses)
    return refuse(`The code ${code} has no uses left.`);
  if (coupon.usesPerPerson !== null && cart.personUses >= coupon.usesPerPerson)
    return refuse(`You have already used the code ${code}.`);
  if (coupon.firstOrderOnly && !cart.firstOrder) return refuse(`The code ${code} is for a first order only.`);

  const eligible =
    coupon.genres === null ? cart.lines : cart.lines.filter((line) => inGenres(line.category, coupon.genres!));
  if (eligible.length === 0) return refuse(`The code ${code} is not for these books.`);
  if (coupon.minSubtotal !== null && cart.subtotalPaise < toPaise(coupon.minSubtotal))
    return refuse(`The code ${code} needs a subtotal of ${rupeesShown(toPaise(coupon.minSubtotal))}.`);

  const basePaise = eligible.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  switch (coupon.kind) {
    case 'percent': {
      // Rounded down: the shop never gives a fraction of a paisa more than promised.
      const percentPaise = Math.floor((basePaise * (coupon.value ?? 0)) / 100);
      const cap = coupon.maxDiscount === null ? percentPaise : toPaise(coupon.maxDiscount);
      return { ok: true, discountPaise: Math.min(percentPaise, cap) };
    }
    case 'fixed':
      return { ok: true, discountPaise: Math.min(toPaise(coupon.value ?? 0), basePaise) };
    case 'free-shipping':
      if (cart.shippingPaise === 0) return refuse(`This order already ships free: the code ${code} is not needed.`);
      return { ok: true, discountPaise: cart.shippingPaise };
  }
}

const inGenres = (category: string, genres: readonly string[]) => genres.some((genre) => sameCategory(genre, category));
