import { paths } from '@bookstore/domain/site-paths';
import { useSearchParams } from 'react-router-dom';

/**
 * The order page opened for one of its forms (`?act=ship`, `remit`, `refund`): a card on the
 * phone's orders list sends the owner here for a move that needs more than a tap (a courier and
 * an AWB, a remittance's reference, a refund's UTR), and the page opens that form in view.
 */
export const ORDER_ACTS = ['ship', 'remit', 'refund'] as const;
export type OrderAct = (typeof ORDER_ACTS)[number];

export const orderActPath = (id: string, act: OrderAct): string =>
  `${paths.dashboard.order(id)}?${new URLSearchParams({ act }).toString()}`;

/** The form the address asks the order page to open, if any. */
export function useRequestedAct(): OrderAct | undefined {
  const [params] = useSearchParams();
  const act = params.get('act');
  return ORDER_ACTS.find((known) => known === act);
}

/**
 * A ref for a form that has just opened: brings it on screen (it may open far from where the
 * owner tapped, under the phone's bottom bar) and puts the focus in its first field. Stable, so
 * React calls it once, when the form mounts.
 */
export function revealForm(element: HTMLElement | null): void {
  if (!element) return;
  // happy-dom and older engines have no scrollIntoView.
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  element.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
