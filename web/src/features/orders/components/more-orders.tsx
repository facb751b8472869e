import type { useMyOrders } from '../api/orders';

/**
 * The customer's older orders on demand, under the orders page's and the dashboard's lists
 * (decision 070). Shown while the API says another page exists; pressed, it stays disabled and
 * says so until the page arrives. A page that fails leaves the orders already shown and says why
 * beside the button, which then tries again.
 */
export function MoreOrders({ orders }: { orders: ReturnType<typeof useMyOrders> }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, error, fetchNextPage } = orders;
  if (!hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className="rounded border border-gray-300 px-4 py-2 font-medium disabled:opacity-50"
        disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? 'Loading more orders...' : 'Show more orders'}
      </button>
      {isFetchNextPageError && !isFetchingNextPage && (
        <p role="alert" className="text-red-700">
          Could not load more orders: {error?.message}
        </p>
      )}
    </div>
  );
}
