import { formatStoreDate, ORDER_PAPERS, type Order } from '@bookstore/domain';
import { useDownloadBill } from '../api/order-bills';

/** The order's bill of supply and credit note, once issued: each named by its number, to download as a PDF. */
export function OrderBills({ order }: { order: Order }) {
  const download = useDownloadBill();
  const issued = ORDER_PAPERS.filter((paper) => order[paper.field]);
  if (issued.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      {issued.map(({ kind, field, title, action }) => {
        const paper = order[field]!;
        const busy = download.isPending && download.variables.kind === kind;
        return (
          <p key={kind}>
            {title} {paper.number}, <time dateTime={paper.issuedAt}>{formatStoreDate(paper.issuedAt)}</time>.{' '}
            <button
              type="button"
              onClick={() => download.mutate({ orderId: order._id, kind })}
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
