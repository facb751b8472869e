import { isOutOfStock, type Book } from '@bookstore/domain';
import { useCart } from '@web/lib/cart-context';
import { notify } from '@web/lib/notify';
import { useHydrated } from '@web/lib/use-hydrated';

/** Disabled for a book with no copies left: the order API would refuse it anyway (409). */
export function AddToCartButton({ book, className = '' }: { book: Book; className?: string }) {
  const { add } = useCart();
  // Served as HTML, the button does nothing until the app is live: it says so rather than drop a tap.
  const live = useHydrated();
  const addToCart = () => {
    if (add(book)) notify.success('Item added!');
    else notify.warning('Already in cart.');
  };
  return (
    <button
      type="button"
      onClick={addToCart}
      disabled={!live || isOutOfStock(book)}
      className={`btn-primary disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
      aria-label={`Add to Cart: ${book.title}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 3h2l2.4 12.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
      </svg>
      <span>Add to Cart</span>
    </button>
  );
}
