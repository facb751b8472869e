import { formatStoreDate, listedPapers, type Order } from '@bookstore/domain';
import { useDownloadBill } from '../api/order-bills';

/** The order's bill of supply and credit notes (its returns' too), once issued: each named by its number, to download as a PDF. */
export function OrderBills({ order }: { order: Order }) {
  const download = useDownloadBill();
  const issued = listedPapers(order);
  if (issued.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      {issued.map(({ key, kind, returnId, title, action, number, issuedAt }) => {
        const busy = download.isPending && download.variables.kind === kind && download.variables.returnId === returnId;
        return (
          <p key={key}>
            {title} {number}, <time dateTime={issuedAt}>{formatStoreDate(issuedAt)}</time>.{' '}
            <button
              type="button"
              onClick={() => download.mutate({ orderId: order._id, kind, returnId })}
              disabled={busy}
              aria-busy={busy}
              className="font-medium text-blue-700 underline disabled:opacity-50"
            >
              {action}
            </button>
          </p>
        );
      })}
      {download.isError && (
        <p role="alert" className="text-sm text-red-700">
          {download.error.message}
        </p>
      )}
    </div>
  );
}
