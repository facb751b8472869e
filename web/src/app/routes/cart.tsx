import { useCart } from '@web/lib/cart-context';
import { CartLine } from '@web/features/cart/components/cart-line';
import { CartSummary } from '@web/features/cart/components/cart-summary';
import { useStockLevels } from '@web/lib/stock-levels';
import { usePageMeta } from '@web/lib/page-meta';

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
            <CartLine
              key={line._id}
              line={line}
              stock={stockOf(line._id)}
              onIncrement={() => increment(line._id, stockOf(line._id))}
              onDecrement={() => decrement(line._id)}
              onRemove={() => remove(line._id)}
            />
          ))}
        </ul>
      )}
      <CartSummary subtotal={subtotal} />
    </section>
  );
}
