import { canDecrement, canIncrement, formatRupees, lineTotal, type CartLine as Line } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { StockNote } from '@web/components/stock-note';

interface CartLineProps {
  line: Line;
  /** Copies on the shelf, when known: the + button and the stock note follow it. */
  stock: number | undefined;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
}

/** One book in the cart: cover, title, line total, quantity buttons (1 to 5) and Remove. */
export function CartLine({ line, stock, onIncrement, onDecrement, onRemove }: CartLineProps) {
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
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
          <p data-testid="line-total">{formatRupees(lineTotal([{ price: line.newPrice, quantity: line.quantity }]))}</p>
        </div>
        <div className="flex items-center justify-between text-sm">
          <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${line.title}`}>
            <button
              type="button"
              onClick={onDecrement}
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
              onClick={onIncrement}
              disabled={!canIncrement(line, stock)}
              aria-label="Increase quantity"
              className="qty-btn"
            >
              +
            </button>
          </div>
          <button type="button" onClick={onRemove} className="font-medium text-blue-700 hover:underline">
            Remove <span className="sr-only">{line.title}</span>
          </button>
        </div>
        <StockNote quantity={line.quantity} stock={stock} />
      </div>
    </li>
  );
}
