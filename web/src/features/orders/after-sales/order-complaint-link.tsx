import { Link } from 'react-router-dom';
import { newComplaintPath } from '../complaint-paths';

/** "Raise a complaint" on every order (issue 40 §3): the form opens on its own lazy page. */
export function OrderComplaintLink({ orderId }: { orderId: string }) {
  return (
    <Link to={newComplaintPath(orderId)} className="mt-3 block text-sm font-medium text-blue-700 hover:underline">
      Raise a complaint
    </Link>
  );
}
