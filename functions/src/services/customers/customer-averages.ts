import { fromPaise, type CustomerAverageOrder } from '@bookstore/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { AVERAGE_ORDER_RANKING_SIZE } from '../../config';
import { collections } from '../../db/collections';
import type { CustomerOrdersRecord } from '../../db/orders';

/**
 * 'Users by average order' (docs/decisions/033-overview-panels.md). Each customer's orders that
 * still stand are summed on their customerOrders document, which the order transaction already
 * reads and writes and which a cancel or a return reads in its own; the average is written
 * beside the sums, so the overview ranks customers with one ordered query of a few documents,
 * however many orders the shop has taken.
 */

/** A customer's orders that still stand (not cancelled or returned), and their total in paise. */
export interface StandingOrders {
  orders: number;
  paise: number;
}

export function standingOf(record: CustomerOrdersRecord | undefined): StandingOrders {
  return { orders: record?.standingOrders ?? 0, paise: record?.standingPaise ?? 0 };
}

/** After an order of `paise` is placed. */
export const withOrder = (standing: StandingOrders, paise: number): StandingOrders => ({
  orders: standing.orders + 1,
  paise: standing.paise + paise,
});

/**
 * After an order of `paise` is cancelled or returned. A document from before the sums were kept
 * (the backfill has not reached it yet) would go below zero: it stays at zero until the backfill
 * counts the customer's orders themselves.
 */
export function withoutOrder(standing: StandingOrders, paise: number): StandingOrders {
  const orders = Math.max(standing.orders - 1, 0);
  return { orders, paise: orders === 0 ? 0 : Math.max(standing.paise - paise, 0) };
}

/**
 * The fields to merge into the customer's document: the sums and their average. With no order
 * standing the average is deleted, so the customer drops off the ranking (an ordered query leaves
 * out documents without the field) instead of sitting in it at ₹0.
 */
export function standingFields(standing: StandingOrders): {
  standingOrders: number;
  standingPaise: number;
  averageOrderPaise: number | FieldValue;
} {
  return {
    standingOrders: standing.orders,
    standingPaise: standing.paise,
    averageOrderPaise: standing.orders > 0 ? Math.round(standing.paise / standing.orders) : FieldValue.delete(),
  };
}

/** The customers whose standing orders average the most, highest first: one query of at most `limit` documents. */
export async function customersByAverageOrder(limit = AVERAGE_ORDER_RANKING_SIZE): Promise<CustomerAverageOrder[]> {
  const ranked = await collections.customerOrders().orderBy('averageOrderPaise', 'desc').limit(limit).get();
  return ranked.docs.map((doc) => {
    const record = doc.data();
    return {
      email: record.email,
      name: record.latestOrderName,
      averageOrder: fromPaise(record.averageOrderPaise ?? 0),
      orders: record.standingOrders,
    };
  });
}
