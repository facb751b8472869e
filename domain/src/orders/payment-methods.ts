/** How a shopper pays: cash on delivery, or prepaid by UPI. */
export const PAYMENT_METHODS = ['cod', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
};
