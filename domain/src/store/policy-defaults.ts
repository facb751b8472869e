import { formatRupees } from '../money/money';
import type { PolicyKind, ShopPolicies } from './shop-policies';
import type { CodRules, StoreSettings } from './store-settings';

/*
 * The default texts of the shop's policies (decision 056), written from the settings
 * the store runs by, so each sentence is one the store keeps: the return window and the refund
 * days, the charges kept, COD's fee and limits, UPI only when the shop has a UPI ID, the shipping
 * charges, the grievance officer and the complaint deadlines. Reviewed against rule 7(1) of the
 * Consumer Protection (E-Commerce) Rules 2020 in the decision note. Plain text: blank lines part
 * paragraphs, lines starting "- " are a list (web/src/features/pages/policy-text.tsx).
 */

/** What the texts read: the public settings (the RTO limit is the owner's business). */
export type PolicySettings = Pick<
  StoreSettings,
  | 'shopName'
  | 'legalName'
  | 'address'
  | 'supportEmail'
  | 'supportPhone'
  | 'grievanceOfficer'
  | 'gstin'
  | 'shipping'
  | 'refunds'
  | 'complaints'
> & {
  upi: Pick<StoreSettings['upi'], 'vpa' | 'expiryHours'>;
  cod: Omit<CodRules, 'rtoLimit'>;
  policies?: ShopPolicies;
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;
const takesUpi = (s: PolicySettings) => s.upi.vpa !== '';

/** One line on what the shop refunds of a return, by `refunds.keepChargesOnReturn`. */
function returnRefund(s: PolicySettings): string {
  return s.refunds.keepChargesOnReturn
    ? 'the price of the books you return; the shipping charge and the cash-on-delivery fee are not refunded'
    : 'the price of the books you return, and when you return the whole order, the shipping charge and the cash-on-delivery fee too';
}

/** Where a refund is paid: the UPI account an order was paid from; for cash on delivery, the one the customer names. */
function refundDestination(s: PolicySettings): string {
  return takesUpi(s)
    ? 'to the UPI account you paid from, or for a cash-on-delivery order to the UPI ID or bank account you give us'
    : 'to the UPI ID or bank account you give us';
}

function codLine(cod: PolicySettings['cod']): string {
  const limits = [
    cod.minOrder > 0 ? `for orders of ${formatRupees(cod.minOrder)} or more` : '',
    cod.maxOrder !== null ? `up to ${formatRupees(cod.maxOrder)}` : '',
  ].filter(Boolean);
  const fee = cod.fee > 0 ? `a cash-on-delivery fee of ${formatRupees(cod.fee)} is added` : 'there is no fee for it';
  const where = cod.excludedPins.length > 0 ? ', except at a few PIN codes the checkout names' : '';
  return `- Cash on delivery: you pay the courier in cash when the parcel arrives${limits.length ? `, ${limits.join(' and ')}` : ''}${where}; ${fee}.`;
}

function upiLine(s: PolicySettings): string {
  return `- UPI: you pay in any UPI app when you order, within ${hours(s.upi.expiryHours)}; an order not paid by then is cancelled. We send the books once we have checked the payment. There is no fee for UPI.`;
}

function paymentModes(s: PolicySettings): string {
  return [
    'We take these ways to pay; the checkout offers those that apply to your order:',
    codLine(s.cod),
    ...(takesUpi(s) ? [upiLine(s)] : []),
    'We take no card or wallet payments and store no payment details, and nothing is charged again later.',
    ...(takesUpi(s)
      ? [
          'A UPI payment is made in your own UPI app: if one goes wrong, tell us its UTR (the 12-digit reference); you may also raise it in your UPI app or with your bank.',
        ]
      : []),
  ].join('\n');
}

function shippingCharges(s: PolicySettings): string {
  const { flatCharge, freeAbove, prefixCharges } = s.shipping;
  const areas = prefixCharges.length > 0;
  if (flatCharge === 0 && !areas) return 'Shipping is free.';
  const base =
    flatCharge > 0
      ? `Shipping costs ${formatRupees(flatCharge)} an order${areas ? ', or the charge of your area by PIN code' : ''}`
      : 'Shipping is free, except to a few areas with their own charge by PIN code';
  const free = freeAbove !== null ? `; orders of ${formatRupees(freeAbove)} or more ship free` : '';
  return `${base}${free}.`;
}

function grievance(s: PolicySettings): string {
  const officer = s.grievanceOfficer;
  return [
    'Complaints and grievances:',
    '- Raise a complaint from your Orders page, or from the Contact page. Every complaint gets a ticket number, and we acknowledge it by e-mail at once.',
    `- We answer within ${hours(s.complaints.answerHours)} and resolve it within one month of the complaint.`,
    `- Our grievance officer is ${officer.name}, ${officer.email}${officer.phone ? `, ${officer.phone}` : ''}.`,
  ].join('\n');
}

function returnsText(s: PolicySettings): string {
  const window = s.refunds.returnWindowDays;
  const refundDays = days(s.refunds.days);
  const damaged =
    'A book that arrives damaged, with missing or misprinted pages, or that is not the book you ordered is never refused: tell us (raise a complaint on the order) and we take it back and refund it, whatever the return window.';
  if (window === 0)
    return [
      'We do not take back books because you changed your mind.',
      damaged,
      `Refunds: once a book is back with us we refund ${returnRefund(s)}, ${refundDestination(s)}, within ${refundDays}.`,
      'Exchanges: we do not exchange one book for another; for a different book, place a new order.',
      'Warranty and guarantee: books carry no maker’s warranty; we guarantee that each book is the one described on its page and arrives complete and undamaged.',
    ].join('\n\n');
  return [
    `You may return books within ${days(window)} of delivery, for any reason, including a change of mind.`,
    [
      'How to return:',
      '- On your Orders page, choose "Request a return" on the order, pick the books and how many, and say why.',
      '- For a cash-on-delivery order, give the UPI ID or bank account the refund should go to.',
      '- We answer by e-mail: we arrange a pickup by courier, or ask you to send the books back, or tell you why we cannot take them.',
    ].join('\n'),
    damaged,
    `Refunds: once the books are back with us we refund ${returnRefund(s)}, ${refundDestination(s)}, within ${refundDays}. We e-mail you a credit note.`,
    'Exchanges: we do not exchange one book for another; return it and place a new order.',
    'Warranty and guarantee: books carry no maker’s warranty; we guarantee that each book is the one described on its page and arrives complete and undamaged.',
  ].join('\n\n');
}

function cancellationText(s: PolicySettings): string {
  const refusal = s.refunds.keepChargesOnRefusal
    ? 'the price of the books, less the shipping charge and the cash-on-delivery fee'
    : 'the whole amount';
  return [
    'You may cancel an order until it ships: on your Orders page, choose "Cancel order" and tell us why.',
    [
      '- An order not paid yet is cancelled at once, and nothing is owed.',
      ...(takesUpi(s)
        ? [
            `- An order paid by UPI is cancelled and refunded in full, to the UPI account you paid from, within ${days(s.refunds.days)}.`,
            '- If you have just sent a UPI payment we have not checked yet, your cancellation waits for that check; we then cancel the order and refund any payment received.',
          ]
        : []),
    ].join('\n'),
    `Once the parcel has shipped it can no longer be cancelled. You may refuse it at the door; if you paid for it in advance we refund ${refusal} within ${days(s.refunds.days)} of its return to us. ${s.refunds.returnWindowDays > 0 ? `Or accept it and return it within ${days(s.refunds.returnWindowDays)} (see Returns and Refunds).` : 'See Returns and Refunds for damaged or wrong books.'}`,
    'We may cancel an order ourselves, for example when a book is out of stock; we e-mail you, and refund in full what you paid.',
  ].join('\n\n');
}

function shippingText(s: PolicySettings): string {
  return [
    'We deliver across India by courier, to the PIN codes our courier serves; the checkout tells you at once whether we deliver to yours.',
    shippingCharges(s),
    'The checkout shows the shipping charge, any cash-on-delivery fee and the total before you place the order.',
    'When we ship, we e-mail you the courier’s name and a tracking link. Delivery usually takes a few working days, more in remote areas.',
    paymentModes(s),
  ].join('\n\n');
}

function privacyText(s: PolicySettings): string {
  return [
    `${s.legalName} ("we") runs this shop. This is what we keep about you and why.`,
    [
      'What we keep:',
      '- your name, e-mail address, phone number and delivery address, to deliver your orders and tell you about them;',
      '- your orders, bills and credit notes, which tax law requires us to keep;',
      '- the UPI reference of a payment you tell us about, and the UPI ID or bank account you give for a refund, to pay you back;',
      '- your complaints and our answers, to resolve them;',
      '- your e-mail address for the newsletter, only if you subscribe and confirm it; every newsletter has a link to leave it.',
    ].join('\n'),
    'Who sees it: you and the shop. The courier gets your name, phone number and address to deliver the parcel. Our website runs on Google Firebase, which stores this data for us. We never sell your details or share them for advertising.',
    'Your browser keeps your cart and your sign-in on your device.',
    `To see, correct or remove your details, write to ${s.supportEmail}. For a complaint about how we handle your data, write to our grievance officer, ${s.grievanceOfficer.name}, ${s.grievanceOfficer.email}.`,
  ].join('\n\n');
}

function termsText(s: PolicySettings): string {
  return [
    `This shop is run by ${s.legalName}, ${s.address}.${s.gstin ? ` GSTIN ${s.gstin}.` : ''} Customer care: ${s.supportEmail}, ${s.supportPhone}.`,
    'Prices are in Indian rupees, as shown on each book’s page. The checkout shows the shipping charge and any cash-on-delivery fee before you order; the total there is what you pay.',
    'Your order is placed when the checkout confirms it. We e-mail you as it is confirmed, shipped and delivered; its bill is on your Orders page.',
    paymentModes(s),
    `Cancellation: you may cancel an order until it ships (see Cancellation).${s.refunds.returnWindowDays > 0 ? ` Returns: within ${days(s.refunds.returnWindowDays)} of delivery (see Returns and Refunds).` : ' We take back damaged or wrong books (see Returns and Refunds).'} Refunds are paid within ${days(s.refunds.days)}.`,
    grievance(s),
  ].join('\n\n');
}

const DEFAULT_TEXTS: Record<PolicyKind, (s: PolicySettings) => string> = {
  returns: returnsText,
  cancellation: cancellationText,
  shipping: shippingText,
  privacy: privacyText,
  terms: termsText,
};

/** The default text of a policy for these settings. */
export function defaultPolicyText(kind: PolicyKind, settings: PolicySettings): string {
  return DEFAULT_TEXTS[kind](settings);
}

/** Every policy's default text for these settings (the owner's settings form shows them). */
export function defaultPolicyTexts(settings: PolicySettings): Record<PolicyKind, string> {
  // The table's own keys: the kinds' list would be one more chunk for the checkout, which reads this module.
  return Object.fromEntries(Object.entries(DEFAULT_TEXTS).map(([kind, write]) => [kind, write(settings)])) as Record<
    PolicyKind,
    string
  >;
}

/** What the policy's page shows: the owner's text, or the default when there is none. */
export function policyText(kind: PolicyKind, settings: PolicySettings): { text: string; isDefault: boolean } {
  const own = settings.policies?.[kind] ?? '';
  return own ? { text: own, isDefault: false } : { text: defaultPolicyText(kind, settings), isDefault: true };
}

/**
 * One line each on returns, shipping and cancellation, beside the checkout's "Place an Order":
 * from the settings, whatever text the owner wrote, since the store keeps these.
 */
export function checkoutPolicySummaries(
  settings: PolicySettings,
): Record<'returns' | 'shipping' | 'cancellation', string> {
  const window = settings.refunds.returnWindowDays;
  return {
    returns:
      window > 0
        ? `Returns within ${days(window)} of delivery; refunds within ${days(settings.refunds.days)}.`
        : `No returns for a change of mind; damaged or wrong books are refunded within ${days(settings.refunds.days)}.`,
    shipping: shippingCharges(settings),
    cancellation: 'Cancel from your Orders page any time before the order ships.',
  };
}

/** The payment methods in one sentence, for the checkout's heading. */
export function paymentSummary(settings: Pick<PolicySettings, 'upi'>): string {
  return takesUpi(settings as PolicySettings) ? 'Pay on delivery in cash, or now by UPI.' : 'Pay on delivery in cash.';
}
