import { Link } from 'react-router-dom';

/**
 * The complaint form about an order. Written here, not in the domain's link-paths.ts: a chunk shared with
 * the complaint pages would add its name to the orders route's preload list in the first load.
 */
const newComplaintPath = (orderId: string) => `/complaints/new?order=${encodeURIComponent(orderId)}`;

/** "Raise a complaint" on every order: the form opens on its own lazy page. */
export function OrderComplaintLink({ orderId }: { orderId: string }) {
  return (
    <Link to={newComplaintPath(orderId)} className="mt-3 block text-sm font-medium text-blue-700 hover:underline">
      Raise a complaint
    </Link>
  );
}
