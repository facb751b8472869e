import { formatRupees, type Order } from '@bookstore/domain';
import { AdminList, AdminTable, CELL, FieldList, ROW } from '../../components/admin-table';
import { useWide } from '../../hooks/use-media-query';

/** Subtotal, shipping, the COD fee (on a COD order, or whenever one was charged) and the total the server priced. */
function chargesOf(order: Order) {
  return [
    { label: 'Subtotal', amount: order.subtotal, testId: 'order-subtotal', shown: true },
    { label: 'Shipping', amount: order.shippingCharge, testId: 'order-shipping', shown: true },
    {
      label: 'COD fee',
      amount: order.codFee,
      testId: 'order-cod-fee',
      shown: order.paymentMethod === 'cod' || order.codFee > 0,
    },
    // The coupon's discount, its own line.
    {
      label: `Discount (coupon ${order.couponCode ?? ''})`,
      amount: -(order.discount ?? 0),
      testId: 'order-discount',
      shown: (order.discount ?? 0) > 0,
    },
    { label: 'Total', amount: order.totalPrice, testId: 'order-total', shown: true },
  ].filter((charge) => charge.shown);
}

/** The books, each with its quantity and price, then the charges down to the total: a table on a desk, a list on a phone. */
export function OrderLines({ order }: { order: Order }) {
  const wide = useWide();
  const charges = chargesOf(order);
  if (!wide)
    return (
      <>
        <AdminList
          label="Books in this order"
          rows={order.products.map((line) => ({
            key: line.productId,
            testId: 'order-line',
            title: line.title,
            fields: [
              { name: 'Quantity', value: line.quantity },
              { name: 'Price', value: formatRupees(line.price) },
            ],
          }))}
        />
        <FieldList
          className="mt-2"
          fields={charges.map(({ label, amount, testId }) => ({
            name: label,
            value:
              label === 'Total' ? <span className="font-medium">{formatRupees(amount)}</span> : formatRupees(amount),
            testId,
          }))}
        />
      </>
    );
  const total = charges.map(({ label, amount, testId }) => (
    <tr key={label} className={label === 'Total' ? 'font-medium' : undefined}>
      <th scope="row" colSpan={2} className={CELL}>
        {label}
      </th>
      <td className={CELL} data-testid={testId}>
        {formatRupees(amount)}
      </td>
    </tr>
  ));
  return (
    <AdminTable columns={['Title', 'Quantity', 'Price']} caption="Books in this order" footer={total}>
      {order.products.map((line) => (
        <tr key={line.productId} className={ROW} data-testid="order-line">
          <td className={CELL}>{line.title}</td>
          <td className={CELL}>{line.quantity}</td>
          <td className={CELL}>{formatRupees(line.price)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
