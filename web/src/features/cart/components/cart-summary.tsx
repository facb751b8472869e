import { formatRupees } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';

/** The cart's foot: the subtotal, Checkout and Continue Shopping. */
export function CartSummary({ subtotal }: { subtotal: number }) {
  return (
    <div className="mt-6 border-t border-gray-200 pt-6">
      <div className="flex justify-between font-medium">
        <p>Subtotal</p>
        <p data-testid="subtotal">{formatRupees(subtotal)}</p>
      </div>
      <p className="mt-1 text-sm text-gray-600">Shipping and taxes calculated at checkout.</p>
      <Link to={paths.checkout} className="btn-primary mt-6 w-full justify-center">
        Checkout
      </Link>
      <p className="mt-6 text-center text-sm">
        or{' '}
        <Link to={paths.home} className="font-medium text-blue-700 hover:underline">
          Continue Shopping →
        </Link>
      </p>
    </div>
  );
}
