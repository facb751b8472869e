import { STORE_ACTOR, type Order } from '@bookstore/domain';
import type { OrderAuditRecord, OrderHistoryRecord } from '../../db/orders';

/**
 * The order as its customer may see it: their own e-mail on the entry that placed it, and
 * STORE_ACTOR on everything else. Orders stored before owner names moved to orderAudit still
 * carry the name in their history, so this holds for them too.
 */
export function customerView(order: Order): Order {
  return {
    ...order,
    history: order.history.map((entry) => (entry.by === order.email ? entry : { ...entry, by: STORE_ACTOR })),
  };
}

/** The order as the owner sees it: each change the store made carries the username that made it. */
export function ownerView(order: Order, audit: OrderAuditRecord | undefined): Order {
  if (!audit || audit.entries.length === 0) return order;
  const names = new Map(audit.entries.map((entry) => [auditKey(entry), entry.by]));
  return {
    ...order,
    history: order.history.map((entry) => {
      const by = entry.by === STORE_ACTOR ? names.get(`${entry.status}@${entry.at}`) : undefined;
      return by ? { ...entry, by } : entry;
    }),
  };
}

/**
 * A history entry and its audit entry are written by the same transaction with the same
 * status and timestamp, so the pair identifies it (an order never changes to the same status twice).
 */
function auditKey(entry: OrderHistoryRecord): string {
  return `${entry.status}@${entry.at.toDate().toISOString()}`;
}
