import { formatStoreDateTime, listedPapers, type Order } from '@bookstore/domain';
import { useDownloadOrderBill } from '../api/order-papers';
import { showFailure } from '../../components/failure-alert';

/** The order's bill of supply and credit notes as issued (its returns' too): number, when, and the PDF. */
export function OrderBills({ order }: { order: Order }) {
  const download = useDownloadOrderBill();
  return (
    <ul className="flex flex-col gap-2">
      {listedPapers(order).map(({ key, kind, returnId, title, action, number, issuedAt }) => {
        const busy = download.isPending && download.variables.kind === kind && download.variables.returnId === returnId;
        return (
          <li key={key} className="flex flex-wrap items-center gap-4">
            <span>
              {title} {number}, issued <time dateTime={issuedAt}>{formatStoreDateTime(issuedAt)}</time>
            </span>
            <button
              type="button"
              onClick={() =>
                download.mutate(
                  { orderId: order._id, kind, returnId },
                  { onError: (error) => void showFailure(`The ${title.toLowerCase()} could not be downloaded`, error) },
                )
              }
              disabled={busy}
              aria-busy={busy}
              className="rounded-md border border-blue-700 px-3 py-1 text-sm font-medium text-blue-800 hover:bg-blue-50 disabled:opacity-60"
            >
              {action}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
