/*
 * How a refund is paid, apart from the refund's schema: the customer's orders page
 * names each refund paid without loading the owner's form rules (web's shared-small chunk).
 */

export const REFUND_METHODS = ['upi', 'bank-transfer', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  upi: 'UPI',
  'bank-transfer': 'bank transfer',
  cash: 'cash',
};

/** How a refund was paid, as people read it: "UPI, UTR 412345678901", "bank transfer, reference NEFT-1". */
export function refundMeans({ method, reference }: { method: RefundMethod; reference: string }): string {
  return `${REFUND_METHOD_LABELS[method]}, ${method === 'upi' ? 'UTR' : 'reference'} ${reference}`;
}
