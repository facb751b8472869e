import { object, type InferType } from 'yup';
import { DOCUMENT_ID_PATTERN } from '../shared/ids';
import { named, text } from '../shared/fields';

/*
 * A customer's orders a page at a time (decision 070). The answer stays a bare list, the first
 * page when no cursor is sent, so a tab loaded before pages keeps working; the next page's
 * cursor rides in a response header such a tab never reads.
 */

/** How many orders one answer of GET /api/orders/email/{email} holds at most. */
export const MY_ORDERS_PAGE_SIZE = 20;

/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'Next-Cursor';

/**
 * Where a page ended: the last order's creation time, to the nanosecond as Firestore keeps it
 * (an order's answer shows only milliseconds, so two orders in one millisecond stay apart), and
 * its id, which orders the ones placed at the same instant.
 */
export interface OrderCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

/** The last second a Firestore timestamp can hold (9999-12-31T23:59:59Z). */
const LAST_SECOND = 253_402_300_799;
const CURSOR_FORM = new RegExp(`^(\\d{1,12})\\.(\\d{9})\\.(${DOCUMENT_ID_PATTERN.source.slice(1, -1)})$`);

export const orderCursorText = ({ seconds, nanoseconds, id }: OrderCursor) =>
  `${seconds}.${String(nanoseconds).padStart(9, '0')}.${id}`;

/** The cursor a Next-Cursor header carried, or null for anything else. */
export function parseOrderCursor(cursor: string): OrderCursor | null {
  const match = CURSOR_FORM.exec(cursor);
  if (!match) return null;
  const [, seconds, nanoseconds, id] = match as unknown as [string, string, string, string];
  if (Number(seconds) > LAST_SECOND || /^__.*__$/.test(id)) return null;
  return { seconds: Number(seconds), nanoseconds: Number(nanoseconds), id };
}

export const BAD_ORDER_CURSOR = `The cursor must be the ${NEXT_CURSOR_HEADER} header of an earlier page of your orders.`;

/** GET /api/orders/email/{email}: without a cursor the newest page, with one the page after it. */
export const myOrdersQuerySchema = named(
  'MyOrdersQuery',
  object({
    cursor: text()
      .strict()
      .typeError(BAD_ORDER_CURSOR)
      .test('order-cursor', BAD_ORDER_CURSOR, (v) => v === undefined || parseOrderCursor(v) !== null)
      .optional(),
  }),
);
export type MyOrdersQuery = InferType<typeof myOrdersQuerySchema>;
