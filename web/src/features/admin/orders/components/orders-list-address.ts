import { isOrderStatus, parseOrderNumber, type OrderStatus } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';

/**
 * The orders list's views and filters live in its address (`?status=`, `?view=cash-pending`,
 * `?view=refunds`, `?view=late-payments`, `?number=`, `?email=`), so a reload, Back from an order, and the overview's
 * links all land on the same list.
 */

/** Delivered COD orders, with whether the courier has paid their cash over. */
export const CASH_PENDING_VIEW = 'cash-pending';
/** Orders with a refund outstanding (the API's refundOutstanding=true): "Refunds to make". */
export const REFUNDS_VIEW = 'refunds';
/** Cancelled orders with a late UTR to decide (the API's latePayment=true): "Late payments to check". */
export const LATE_PAYMENTS_VIEW = 'late-payments';
/** Orders with a return request waiting for the owner (the API's returnsOpen=true): "Return requests". */
export const RETURNS_VIEW = 'returns';
export type OrdersView =
  typeof CASH_PENDING_VIEW | typeof REFUNDS_VIEW | typeof LATE_PAYMENTS_VIEW | typeof RETURNS_VIEW;

export function ordersListPath(shown: { status?: OrderStatus; view?: OrdersView }): string {
  const query = new URLSearchParams();
  if (shown.view) query.set('view', shown.view);
  else if (shown.status) query.set('status', shown.status);
  const text = query.toString();
  return text ? `${paths.dashboard.orders}?${text}` : paths.dashboard.orders;
}

export const NUMBER_HINT = 'Type an order number, like 1042 or #1042.';

/** The address's `number`: the order number it names, or the hint for text that names none. */
export function readNumberFilter(raw: string | null): { number?: number; error?: string } {
  if (raw === null || raw.trim() === '') return {};
  const number = parseOrderNumber(raw);
  return number === undefined ? { error: NUMBER_HINT } : { number };
}

const VIEWS: readonly OrdersView[] = [CASH_PENDING_VIEW, REFUNDS_VIEW, LATE_PAYMENTS_VIEW, RETURNS_VIEW];
const isOrdersView = (value: string | null): value is OrdersView => VIEWS.includes(value as OrdersView);

/**
 * What the address asks the list to show. A view (cash pending, refunds, late payments, return
 * requests) stands instead of a status.
 */
export function readOrdersAddress(params: URLSearchParams) {
  const requested = params.get('view');
  const view = isOrdersView(requested) ? requested : undefined;
  const status = params.get('status');
  return {
    view,
    status: !view && isOrderStatus(status) ? status : undefined,
    ...readNumberFilter(params.get('number')),
  };
}
