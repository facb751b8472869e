import { formatStoreDateTime, ORDER_PAPERS, type Order } from '@bookstore/domain';
import { useDownloadOrderBill } from '../api/order-papers';
import { showFailure } from '../../failure-alert';

/** The order's bill of supply and credit note as issued: number, when, and the PDF. */
export function OrderBills({ order }: { order: Order }) {
  const download = useDownloadOrderBill();
  return (
    <ul className="flex flex-col gap-2">
      {ORDER_PAPERS.filter((paper) => order[paper.field]).map(({ kind, field, title, action }) => {
        const paper = order[field]!;
        const busy = download.isPending && download.variables.kind === kind;
        return (
          <li key={kind} className="flex flex-wrap items-center gap-4">
            <span>
              {title} {paper.number}, issued{' '}
              <time dateTime={paper.issuedAt}>{formatStoreDateTime(paper.issuedAt)}</time>
            </span>
            <button
              type="button"
              onClick={() =>
                download.mutate(
                  { orderId: order._id, kind },
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
