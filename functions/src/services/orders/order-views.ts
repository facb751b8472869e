import { STORE_ACTOR, type Order } from '@bookstore/domain';
import type { OrderSettlementRecord } from '../../db/order-settlements';
import type { OrderAuditRecord, OrderHistoryRecord } from '../../db/orders';
import { iso } from '../../db/stored-fields';

/**
 * The order as its customer may see it: their own e-mail on the entry that placed it, and
 * STORE_ACTOR on everything else. An older store's orders carry the owner's name in their
 * history (a newer order's is in orderAudit), so this holds for them too.
 */
export function customerView(order: Order): Order {
  // The courier's settlement is the owner's alone; the stored order has none of it.
  const { cashPending: _cash, remittance: _remittance, ...own } = order;
  return {
    ...own,
    history: order.history.map((entry) => (entry.by === order.email ? entry : { ...entry, by: STORE_ACTOR })),
  };
}

/**
 * The order as the owner sees it: each change the store made carries the username that made it,
 * and a COD order's settlement its cash state, its remittance and the history
 * entries that record it, in time order.
 */
export function ownerView(
  order: Order,
  audit: OrderAuditRecord | undefined,
  settlement?: OrderSettlementRecord,
): Order {
  const names = new Map((audit?.entries ?? []).map((entry) => [auditKey(entry), entry.by]));
  const history = order.history.map((entry) => {
    const by = entry.by === STORE_ACTOR ? names.get(`${entry.status}@${entry.at}`) : undefined;
    return by ? { ...entry, by } : entry;
  });
  if (!settlement) return { ...order, history };
  const { remittance } = settlement;
  const owners = settlement.entries.map((entry) => ({ ...entry, at: iso(entry.at) }));
  return {
    ...order,
    cashPending: settlement.cashPending,
    ...(remittance ? { remittance: { ...remittance, recordedAt: iso(remittance.recordedAt) } } : {}),
    // ISO times in UTC sort as text; a stable sort keeps the order's own entry first at a tie.
    history: [...history, ...owners].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/**
 * A history entry and its audit entry are written by the same transaction with the same
 * status and timestamp, so the pair identifies it (an order never changes to the same status twice).
 */
function auditKey(entry: OrderHistoryRecord): string {
  return `${entry.status}@${entry.at.toDate().toISOString()}`;
}
