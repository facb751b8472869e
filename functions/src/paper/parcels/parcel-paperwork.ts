import {
  courierLabel,
  MAX_PAPERWORK_ORDERS,
  orderReference,
  storeDay,
  toPaise,
  type OrderStatus,
  type ParcelPaperwork,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';
import type { OrderRecord } from '../../db/orders';
import { iso } from '../../db/stored-fields';
import type { ParcelPaper } from '../render/parcel-paper-pdf';
import { ConflictError, InvalidInputError } from '../../services/errors';
import { readStoreSettings } from '../../services/store/store-settings';
import type { PdfFile } from '../bills/bill-documents';

/**
 * Orders whose parcel is still to be packed or is on its way (a label reprinted for a parcel
 * already handed over). A cancelled, returned or unpaid order has no parcel to pack.
 */
const PACKABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'shipped'];

function parcelOf(id: string, order: OrderRecord): ParcelPaper {
  return {
    orderReference: orderReference({ _id: id, number: order.number }),
    orderDate: iso(order.createdAt),
    buyer: { name: order.name, phone: order.phone, address: order.address },
    lines: order.products.map((line) => ({ title: line.title, quantity: line.quantity })),
    paymentMethod: order.paymentMethod,
    // The courier collects the whole total of a cash-on-delivery parcel; a UPI one is prepaid.
    collectPaise: order.paymentMethod === 'cod' ? toPaise(order.totalPrice) : 0,
    ...(order.shipment ? { courier: courierLabel(order.shipment.courier), awb: order.shipment.awb } : {}),
  };
}

/** The chosen orders, in the order chosen; every id must name a packable order. */
async function chosenOrders(orderIds: readonly string[]): Promise<Array<[string, OrderRecord]>> {
  const snapshots = await getAllOf<OrderRecord>(orderIds.map((id) => collections.orders().doc(id)));
  const missing = orderIds.filter((_, i) => !snapshots[i]?.exists);
  if (missing.length > 0)
    throw new InvalidInputError(`No such order: ${missing.join(', ')}.`, { orderIds: 'An order was not found.' });
  const orders = snapshots.map((snapshot, i): [string, OrderRecord] => [orderIds[i]!, snapshot.data()!]);
  const unpackable = orders.filter(([, order]) => !PACKABLE.includes(order.status));
  if (unpackable.length > 0)
    throw new ConflictError(
      `These orders have no parcel to pack: ${unpackable
        .map(([id, order]) => `${orderReference({ _id: id, number: order.number })} (${order.status})`)
        .join(', ')}.`,
    );
  return orders;
}

/** Every confirmed order, oldest first (packed in the order they came in), at most one print's worth. */
async function confirmedOrders(): Promise<Array<[string, OrderRecord]>> {
  const snapshot = await collections
    .orders()
    .where('status', '==', 'confirmed')
    .orderBy('createdAt')
    .limit(MAX_PAPERWORK_ORDERS)
    .get();
  if (snapshot.empty) throw new InvalidInputError('No order is confirmed and waiting to be packed.', {});
  return snapshot.docs.map((doc) => [doc.id, doc.data()]);
}

/**
 * POST /api/admin/orders/paperwork: one PDF with a packing slip per order and A4
 * sheets of address labels, with the shop's return address from its settings.
 */
export async function parcelPaperwork(choice: ParcelPaperwork): Promise<PdfFile> {
  const orders = choice.orderIds ? await chosenOrders(choice.orderIds) : await confirmedOrders();
  const store = await readStoreSettings();
  // Loaded on first use, as the bills' renderer is (bill-documents.ts): pdfkit is heavy to load.
  const { renderParcelPaperPdf } = await import('../render/parcel-paper-pdf');
  const pdf = await renderParcelPaperPdf(
    orders.map(([id, order]) => parcelOf(id, order)),
    { shopName: store.shopName, legalName: store.legalName, address: store.address, phone: store.supportPhone },
  );
  return { filename: `parcels-${storeDay()}.pdf`, pdf };
}
