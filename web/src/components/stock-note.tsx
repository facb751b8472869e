import { MAX_QUANTITY, quantityLimit } from '@bookstore/domain';

/** Says why + stopped before the cart's limit of 5: the shelf ran short. */
export function StockNote({ quantity, stock }: { quantity: number; stock: number | undefined }) {
  const limit = quantityLimit(stock);
  if (limit >= MAX_QUANTITY || quantity < limit) return null;
  return (
    <p className="text-sm text-red-700" data-testid="stock-note">
      {limit === 0 ? 'Out of stock' : `Only ${limit} left`}
    </p>
  );
}
