import { array, boolean, object, type InferType } from 'yup';
import { isDocumentId } from '../shared/ids';
import { named, text } from '../shared/fields';

/** The most orders one print of slips and labels takes: a long day's parcels, and a PDF a browser opens quickly. */
export const MAX_PAPERWORK_ORDERS = 100;

/**
 * POST /api/admin/orders/paperwork: the orders whose packing slips and address
 * labels the owner prints, chosen on the orders list, or every confirmed order.
 */
export const parcelPaperworkSchema = named(
  'ParcelPaperwork',
  object({
    orderIds: array()
      .strict()
      .typeError('orderIds must be a list of order ids.')
      .of(
        text()
          .strict()
          .typeError('Each order id must be text.')
          .required('Each order id must be text.')
          .test('document-id', 'An order id is not valid.', (v) => v === undefined || isDocumentId(v)),
      )
      .min(1, 'Choose at least one order.')
      .max(MAX_PAPERWORK_ORDERS, `Print at most ${MAX_PAPERWORK_ORDERS} orders at once.`)
      .test(
        'unique-orders',
        'Each order at most once.',
        (ids) => ids === undefined || new Set(ids).size === ids.length,
      ),
    allConfirmed: boolean().strict().typeError('allConfirmed must be true or false.'),
  }).test('orders-or-all-confirmed', 'Choose some orders, or all confirmed ones.', function (choice) {
    if (!choice) return true;
    const chosen = choice.orderIds !== undefined;
    const all = choice.allConfirmed === true;
    if (chosen !== all) return true;
    return this.createError({
      path: 'orderIds',
      message: chosen ? 'Choose some orders, or all confirmed ones, not both.' : 'Choose at least one order.',
    });
  }),
);

export type ParcelPaperwork = InferType<typeof parcelPaperworkSchema>;
