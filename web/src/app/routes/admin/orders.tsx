import { useParams } from 'react-router-dom';
import { OrderDetail } from '@web/features/admin/orders/components/order-detail';
import { OrdersList } from '@web/features/admin/orders/components/orders-list';

/**
 * /dashboard/orders and /dashboard/orders/:id: one route module, so going from the list to an
 * order and back loads nothing new, and the storefront's entry lists one chunk, not two.
 */
export function Component() {
  const { id } = useParams();
  return id ? <OrderDetail id={id} /> : <OrdersList />;
}
