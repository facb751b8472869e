import { fromPaise, toPaise } from './money';

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  /** Rupees. */
  amount: number;
  /** The note the payer sees: the order's number. */
  note: string;
  /** The order's id: the payee's transaction reference, sent only for a merchant's UPI ID. */
  reference: string;
  /** A merchant's UPI ID (a business account its bank set up), and its category code if it has one. */
  merchant?: { code: string };
}

/**
 * The "Pay with a UPI app" link and the QR code's text, as NPCI's UPI linking specification
 * writes it: upi://pay?pa=&pn=&am=&cu=INR&tn=, each value percent-encoded (so a payee name
 * with & or = or Devanagari cannot add a parameter of its own). `mc` and `tr` are merchant
 * parameters: UPI apps refuse or flag a payment to a personal UPI ID that carries them, so a
 * personal ID's link has neither (decision 043).
 */
export function upiPayLink(payment: UpiPayment): string {
  const amount = fromPaise(toPaise(payment.amount)).toFixed(2);
  const { merchant } = payment;
  const parts: Array<[string, string]> = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName],
    ...(merchant?.code ? [['mc', merchant.code] as [string, string]] : []),
    ...(merchant ? [['tr', payment.reference] as [string, string]] : []),
    ['am', amount],
    ['cu', 'INR'],
    ['tn', payment.note],
  ];
  return `upi://pay?${parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** The merchant part of a payment from the shop's UPI settings: none for a personal UPI ID. */
export function upiMerchantOf(upi: { merchant: boolean; merchantCode: string }): UpiPayment['merchant'] {
  return upi.merchant ? { code: upi.merchantCode } : undefined;
}
