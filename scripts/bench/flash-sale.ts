import { ordersFigures, placeConcurrently } from './orders-load';
import { verifiedCustomers } from './shoppers';
import { statisticsMatchOrders } from './statistics';
import type { Figure } from './table';

const ORDERS = 200;
const CONNECTIONS = 20;

/**
 * 200 customers each order one copy of a different book, 20 at a time: no two orders meet on
 * a book or a customer, so what they share is what every order writes (the statistics).
 */
export async function flashSale(
  token: string,
  bookFor: (n: number) => { id: string; price: number },
): Promise<Figure[]> {
  const customers = await verifiedCustomers(ORDERS);
  const result = await placeConcurrently(
    customers.map((customer, n) => ({ customer, book: bookFor(n) })),
    CONNECTIONS,
  );
  const check = await statisticsMatchOrders(token);
  const money = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
  return [
    ...ordersFigures(
      `Flash sale: ${ORDERS} orders, ${ORDERS} books, ${CONNECTIONS} connections`,
      ORDERS,
      result,
      'large',
    ),
    {
      figure: 'Flash sale: GET /api/admin totals vs the stored orders',
      small: '',
      large: `${check.reported.orders} orders ${money(check.reported.paise)} vs ${check.stored.orders} orders ${money(check.stored.paise)}`,
      target: 'equal',
      met: check.equal,
    },
  ];
}
