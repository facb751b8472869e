import type { PaymentMethod } from '../orders/payment-methods';
import { storeMonth } from '../store/store-clock';
import type { Address, Order } from '../orders/order-answers';

// The paper of a sale. Printed books are nil-rated under GST (HSN 4901), so the
// document a bookshop gives its buyer is a bill of supply, not a tax invoice; a return or a
// cancel after it is issued is answered by a credit note for the same amounts. Both are frozen
// when issued: later changes to the shop's settings or the order never alter a bill.

/** HSN chapter of printed books, brochures and similar printed matter. */
export const HSN_PRINTED_BOOKS = '4901';

export const BILL_KINDS = ['bill', 'credit-note'] as const;
export type BillKind = (typeof BILL_KINDS)[number];
/** How a paper counts in sales: a bill adds its totals, a credit note takes its own off. */
export const paperSign = (kind: BillKind): 1 | -1 => (kind === 'credit-note' ? -1 : 1);

/** The prefix of each kind's number: BS/26-27/000123, CN/26-27/000004. */
export const BILL_NUMBER_PREFIX: Record<BillKind, string> = { bill: 'BS', 'credit-note': 'CN' };

export const BILL_TITLES: Record<BillKind, string> = { bill: 'Bill of Supply', 'credit-note': 'Credit Note' };

/** How the customer's and the owner's order pages name an issued paper, and its download button. */
export const ORDER_PAPERS = [
  { kind: 'bill', field: 'bill', title: 'Bill of supply', action: 'Download bill' },
  { kind: 'credit-note', field: 'creditNote', title: 'Credit note', action: 'Download credit note' },
] as const satisfies ReadonlyArray<{ kind: BillKind; field: 'bill' | 'creditNote'; title: string; action: string }>;

/** A paper an order page lists: the order's bill or credit note, or a return request's own credit note. */
export interface ListedPaper {
  key: string;
  kind: BillKind;
  /** The return request a credit note is for: its own download. */
  returnId?: string;
  title: string;
  action: string;
  number: string;
  issuedAt: string;
}

/** The order's papers as issued, the order's own first, then each received return's credit note. */
export function listedPapers(order: Pick<Order, 'bill' | 'creditNote' | 'returns'>): ListedPaper[] {
  const own = ORDER_PAPERS.flatMap(({ kind, field, title, action }) => {
    const paper = order[field];
    return paper ? [{ key: kind, kind, title, action, number: paper.number, issuedAt: paper.issuedAt }] : [];
  });
  const returns = (order.returns ?? []).flatMap(({ id, creditNote }) =>
    creditNote
      ? [
          {
            key: `return-${id}`,
            kind: 'credit-note' as const,
            returnId: id,
            title: 'Credit note for a return',
            action: 'Download credit note',
            number: creditNote.number,
            issuedAt: creditNote.issuedAt,
          },
        ]
      : [],
  );
  return [...own, ...returns];
}

/** Printed on every bill of supply: why it carries no tax (CGST Rules 2017, rule 49). */
export const BILL_OF_SUPPLY_DECLARATION =
  'Declaration: printed books (HSN 4901) are exempt (nil-rated) under GST. This is a bill of supply for exempt goods ' +
  'under Rule 49 of the CGST Rules, 2017; no tax is charged on this supply.';

/** Printed on every credit note. */
export const CREDIT_NOTE_DECLARATION =
  'This credit note reverses the bill of supply named above, for exempt goods (printed books, HSN 4901); ' +
  'no tax was charged and none is reversed.';

/** One book on a bill: its amount is quantity × rate, in paise. */
export interface BillLine {
  title: string;
  hsn: string;
  quantity: number;
  ratePaise: number;
  amountPaise: number;
}

export interface BillSeller {
  legalName: string;
  address: string;
  /** Empty for a shop not registered under GST. */
  gstin: string;
  email: string;
  phone: string;
}

export interface BillBuyer {
  name: string;
  phone: string;
  address: Address;
}

/** A bill of supply or a credit note, as issued. Amounts in paise. */
export interface BillDocument {
  kind: BillKind;
  /** BS/26-27/000123 (BS/2026-27/000123 for a bill issued before numbers were shortened). */
  number: string;
  /** The financial year its number belongs to: 2026-27. */
  financialYear: string;
  /** Its place in that year's sequence: 123. */
  sequence: number;
  issuedAt: string;
  orderId: string;
  /** "#1042" (or the id of an order placed before numbers). */
  orderReference: string;
  orderDate: string;
  /** For a credit note: the bill it reverses. */
  againstBill?: { number: string; issuedAt: string };
  /** For a credit note: why (order cancelled, parcel returned). */
  reason?: string;
  seller: BillSeller;
  buyer: BillBuyer;
  /** The buyer's state. */
  placeOfSupply: string;
  paymentMethod: PaymentMethod;
  lines: BillLine[];
  /** The books' value: all of it exempt. */
  exemptValuePaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /**
   * A coupon's discount, its own line: rule 49(g) asks for the value after
   * discount, which `totalPaise` is. Absent on bills of orders without a coupon.
   */
  discountPaise?: number;
  couponCode?: string;
  totalPaise: number;
  /**
   * The owner's signature image in force when it was issued (the SHA-256 it is stored under):
   * the PDF ends with "For <legal name>", the image and "Authorised Signatory". None: the
   * computer-generated sentence.
   */
  signatureId?: string;
}

/** The financial year that starts in April of `startYear`: 2026 → "2026-27". */
export function financialYearFrom(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The Indian financial year (April to March) an instant falls in, on the store's calendar
 * (Asia/Kolkata, so 31 March 23:30 IST is still the old year): "2026-27".
 */
export function financialYear(at: Date): string {
  const [year, month] = storeMonth(at).split('-').map(Number) as [number, number];
  return financialYearFrom(month >= 4 ? year : year - 1);
}

/**
 * BS/26-27/000123: the kind's prefix, the financial year "2026-27" written short, and the
 * sequence in six digits (seven past 999,999). CGST Rules 49(b) and 53 allow a serial number of
 * at most 16 characters: this is 15, and 16 for the millionth of a year. Bills issued before
 * (BS/2026-27/000123, 17 characters) keep their number; the year's counter runs on (decision 044).
 */
export function billNumber(kind: BillKind, year: string, sequence: number): string {
  return `${BILL_NUMBER_PREFIX[kind]}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;
}

/** The most characters a bill's or credit note's number may have (CGST Rules 49(b), 53). */
export const MAX_BILL_NUMBER_LENGTH = 16;

/** The first and the last day (YYYY-MM-DD) of a financial year such as "2026-27". */
export function financialYearDays(year: string): { from: string; to: string } {
  const start = Number(year.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words: "Forty-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 0–999 in words: "Two Hundred Forty-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
export function indianNumberInWords(whole: number): string {
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`Not a whole number of rupees: ${whole}`);
  if (whole === 0) return 'Zero';
  const crores = Math.floor(whole / 10_000_000);
  const lakhs = Math.floor((whole % 10_000_000) / 100_000);
  const thousands = Math.floor((whole % 100_000) / 1000);
  const rest = whole % 1000;
  return [
    // Beyond 99 crore the crores are themselves counted the Indian way ("One Hundred Crore").
    crores > 0 ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs > 0 ? `${belowHundred(lakhs)} Lakh` : '',
    thousands > 0 ? `${belowHundred(thousands)} Thousand` : '',
    rest > 0 ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** ₹1,249.50 as a bill writes it: "Rupees One Thousand Two Hundred Forty-Nine and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest > 0 ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${indianNumberInWords(rupees)}${paiseWords} Only`;
}

/**
 * The accountant's register (GET /api/admin/reports/bills): one row per bill and credit note, in
 * the order issued. The accountant's eight columns first; a credit note's amounts are negative, so a
 * column's sum is the period's net.
 */
export const BILLS_REGISTER_COLUMNS = [
  'number',
  'date',
  'buyer',
  'state',
  'exemptValue',
  'shipping',
  'codFee',
  'total',
  'type',
  'orderNumber',
  'againstBill',
  // A coupon's discount (already taken off total), last so older readers keep their columns.
  'discount',
] as const;
export type BillsRegisterColumn = (typeof BILLS_REGISTER_COLUMNS)[number];
