import { courierLabel, formatRupees, PAYMENT_METHOD_LABELS, type Order } from '@bookstore/domain';
import { lazy, Suspense } from 'react';
import { OrderBills } from './order-bills';
import { OrderRefunds } from './order-refunds';

/*
 * The charges as the checkout and the customer's orders show them, in one module: one chunk
 * for those three pages to share. The pay panel (formik, the QR code) is loaded only for an
 * order that waits for its UPI payment.
 */
const UpiPayPanel = lazy(() => import('./upi-pay-panel'));

interface Props {
  subtotal: number;
  shippingCharge: number;
  /** Shown only when there is one to pay (COD chosen, and a fee set). */
  codFee?: number;
  /** A coupon's discount, shown as its own line when there is one. */
  discount?: number;
  couponCode?: string;
  total: number;
}

/** Subtotal, shipping, the COD fee and the total, as the checkout and the customer's orders show them. */
export function PriceBreakdown({ subtotal, shippingCharge, codFee = 0, discount = 0, couponCode, total }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm" aria-label="Price breakdown">
      <dt>Subtotal</dt>
      <dd>{formatRupees(subtotal)}</dd>
      <dt>Shipping</dt>
      <dd>{shippingCharge === 0 ? 'Free' : formatRupees(shippingCharge)}</dd>
      {codFee > 0 && (
        <>
          <dt>COD fee</dt>
          <dd>{formatRupees(codFee)}</dd>
        </>
      )}
      {discount > 0 && (
        <>
          <dt>Discount{couponCode ? ` (coupon ${couponCode})` : ''}</dt>
          <dd data-testid="breakdown-discount">−{formatRupees(discount)}</dd>
        </>
      )}
      <dt className="font-semibold">Total</dt>
      <dd className="font-semibold" data-testid="breakdown-total">
        {formatRupees(total)}
      </dd>
    </dl>
  );
}

/** Where the parcel is: the courier, the AWB and the courier's tracking page, in a new tab. */
function ShipmentDetails({ shipment }: { shipment: NonNullable<Order['shipment']> }) {
  return (
    <p className="mt-3 text-sm" data-testid="shipment">
      Shipped with {courierLabel(shipment.courier)}, AWB {shipment.awb}.{' '}
      <a href={shipment.trackingUrl} target="_blank" rel="noopener" className="text-blue-700 underline">
        Track parcel<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/**
 * An order's money and its next step for the customer: how it is paid, the breakdown, and
 * then the UPI pay panel, the payment being checked, or the parcel's tracking; the refunds it
 * is owed once it leaves the sale; and its bill and credit note once issued.
 */
export function OrderPaymentDetails({ order }: { order: Order }) {
  return (
    <div className="mt-3">
      <p className="mb-1 text-sm">
        <span className="font-medium">Payment:</span> {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </p>
      <PriceBreakdown
        subtotal={order.subtotal}
        shippingCharge={order.shippingCharge}
        codFee={order.codFee}
        discount={order.discount}
        couponCode={order.couponCode}
        total={order.totalPrice}
      />
      {order.paymentMethod === 'upi' && order.status === 'awaiting-payment' && (
        <Suspense fallback={<p role="status">Loading how to pay…</p>}>
          <UpiPayPanel order={order} />
        </Suspense>
      )}
      {order.status === 'payment-submitted' && (
        <p className="mt-3 text-sm" role="status">
          We are checking your payment (UTR {order.payment?.utr ?? 'sent'}).
        </p>
      )}
      {(order.status === 'shipped' || order.status === 'delivered') && order.shipment && (
        <ShipmentDetails shipment={order.shipment} />
      )}
      <OrderRefunds order={order} />
      <OrderBills order={order} />
    </div>
  );
}
