import { ordersFigures, placeConcurrently } from './orders-load';
import { verifiedCustomers } from './shoppers';
import { statisticsMatchOrders } from './statistics';
import type { Figure } from './table';

const ORDERS = 200;
const CONNECTIONS = 20;

/**
 * 200 customers each order one copy of a book, 20 at a time. At the large catalog every order
 * has a book of its own, so what orders share is what every order writes; at the seed's 52 the
 * books come round again, about five orders each, as a sale of a small shop's shelf does. No
 * document is written by every order (issue 37): the figures are per order, not per queue.
 */
export async function flashSale(
  token: string,
  bookFor: (n: number) => { id: string; price: number },
  column: 'small' | 'large',
): Promise<Figure[]> {
  const customers = await verifiedCustomers(ORDERS);
  const result = await placeConcurrently(
    customers.map((customer, n) => ({ customer, book: bookFor(n) })),
    CONNECTIONS,
  );
  const check = await statisticsMatchOrders(token);
  const money = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
  return [
    ...ordersFigures(`Flash sale: ${ORDERS} orders, ${CONNECTIONS} connections`, ORDERS, result, column),
    {
      figure: 'Flash sale: GET /api/admin totals vs the stored orders',
      small: '',
      large: '',
      [column]: `${check.reported.orders} orders ${money(check.reported.paise)} vs ${check.stored.orders} orders ${money(check.stored.paise)}`,
      target: 'equal',
      met: check.equal,
    },
  ];
}
