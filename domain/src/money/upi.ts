import { fromPaise, toPaise } from './money';

/** A UPI transaction reference (UTR / RRN): 12 digits, as every UPI app shows it. */
export const UTR_PATTERN = /^[0-9]{12}$/;
export const UTR_MESSAGE = 'The UTR is the 12-digit transaction reference your UPI app shows.';

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  /** The note the payer sees: the order's number. */
  note: string;
  /** The order's id: the payee's transaction reference. */
  reference: string;
}

/**
 * The "Pay with a UPI app" link and the QR code's text, as NPCI's deep-link spec writes it:
 * upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=. Each value is percent-encoded, so a payee name with
 * & or = (or Devanagari) cannot add a parameter of its own.
 */
export function upiPayLink(payment: UpiPayment): string {
  const amount = fromPaise(toPaise(payment.amount)).toFixed(2);
  const parts: Array<[string, string]> = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', payment.note],
    ['tr', payment.reference],
  ];
  return `upi://pay?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
