import { canDecrement, canIncrement, formatRupees, lineTotal } from '@bookstore/domain';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCart } from '../../lib/cart-context';
import { StockNote } from '../../components/stock-note';
import { useStockLevels } from '../../lib/stock-levels';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  usePageMeta('Shopping cart', 'Your shopping cart.');
  const { lines, subtotal, increment, decrement, remove, clear } = useCart();
  const stockOf = useStockLevels();
  return (
    <section className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm" aria-labelledby="cart-heading">
      <div className="mb-6 flex items-center justify-between">
        <h1 id="cart-heading" className="text-2xl font-semibold">
          Shopping cart
        </h1>
        <button
          type="button"
          onClick={clear}
          disabled={lines.length === 0}
          className="rounded-md bg-red-700 px-3 py-1.5 text-sm text-white hover:bg-red-800 disabled:opacity-50"
        >
          Clear Cart
        </button>
      </div>
      {lines.length === 0 ? (
        <p>No product found!</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Items in your cart">
          {lines.map((line) => (
            <li key={line._id} className="flex gap-4 py-5" data-testid="cart-line">
              <img
                src={line.coverImage}
                alt={`Cover of ${line.title}`}
                width={64}
                height={96}
                className="h-24 w-16 shrink-0 rounded object-cover"
              />
              <div className="flex flex-1 flex-col gap-2">
                <div className="flex justify-between gap-4 font-medium">
                  <h2>
                    <Link to={paths.book(line._id)}>{line.title}</Link>
                  </h2>
                  <p data-testid="line-total">
                    {formatRupees(lineTotal([{ price: line.newPrice, quantity: line.quantity }]))}
                  </p>
                </div>
                <div className="flex items-center justify-between text-sm">
                  <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${line.title}`}>
                    <button
                      type="button"
                      onClick={() => decrement(line._id)}
                      disabled={!canDecrement(line)}
                      aria-label="Decrease quantity"
                      className="qty-btn"
                    >
                      −
                    </button>
                    <span aria-live="polite" data-testid="quantity">
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      onClick={() => increment(line._id, stockOf(line._id))}
                      disabled={!canIncrement(line, stockOf(line._id))}
                      aria-label="Increase quantity"
                      className="qty-btn"
                    >
                      +
                    </button>
                  </div>
                  <button
                    type="button"
                    onClick={() => remove(line._id)}
                    className="font-medium text-blue-700 hover:underline"
                  >
                    Remove <span className="sr-only">{line.title}</span>
                  </button>
                </div>
                <StockNote quantity={line.quantity} stock={stockOf(line._id)} />
              </div>
            </li>
          ))}
        </ul>
      )}
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
    </section>
  );
}
