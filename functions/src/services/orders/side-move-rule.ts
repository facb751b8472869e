import type { MailKind, Order, OrderStatus, StoreSettings } from '@bookstore/domain';
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import type { OrderRecord } from '../../db/orders';
import type { Quoted } from '../../mail/templates/order-status';
import type { MailContent, MailSettings } from '../../mail/templates/types';

/** A paper a move issued: its document id in bills/ and its number. */
export interface IssuedPaperRef {
  billId: string;
  number: string;
}

/**
 * The part of order-moves.ts's MoveRule that the moves kept in modules of their own (refunds,
 * the customer's cancel, returns) use, declared here so those modules need nothing from
 * order-moves.ts, which imports them (MOVES checks each entry against the whole rule).
 */
export interface SideMoveRule<E> {
  to?: OrderStatus;
  actor: 'customer' | 'owner';
  /**
   * The move issues its own paper (a return's credit note), not the status change's: which one,
   * as the move leaves the order, so its e-mail carries it.
   */
  ownPaper?: (orderId: string, moved: OrderRecord, event: E) => IssuedPaperRef;
  details: (
    record: OrderRecord,
    event: E,
    at: { now: Timestamp; store?: StoreSettings },
  ) => { fields: Partial<OrderRecord>; note: string; quoted?: Quoted };
  clears?: ReadonlyArray<keyof OrderRecord>;
  writes?: (tx: Transaction, order: { id: string; record: OrderRecord }, event: E, now: Timestamp) => void;
  notify?: (order: Order, event: E, mail: MailSettings) => { kind: MailKind; message: MailContent };
}

/** Each kind of `Event` with its rule. */
export type SideMoves<Event extends { kind: string }> = {
  [K in Event['kind']]: SideMoveRule<Extract<Event, { kind: K }>>;
};
