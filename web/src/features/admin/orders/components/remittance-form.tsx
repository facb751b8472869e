import { manualRemittanceSchema, storeDay, type Order } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { FormField } from '@web/components/form/form-field';
import { OrderActionForm } from './order-action-form';

/**
 * "Mark cash remitted": the courier's remittance date, reference and amount (filled in with the
 * order's total; couriers pay over net of their charges) for one delivered COD order, checked by
 * the shared manualRemittanceSchema. A 409 (already remitted) shows above the button.
 */
export function RemittanceForm({ order }: { order: Order }) {
  return (
    <OrderActionForm
      orderId={order._id}
      route={routes.recordRemittance}
      schema={manualRemittanceSchema}
      initialValues={{ date: storeDay(), reference: '', amount: order.totalPrice }}
      action="Mark cash remitted"
      failure="The remittance could not be recorded"
    >
      {() => (
        <>
          <FormField name="date" label="Remittance date" type="date" />
          <FormField name="reference" label="Reference (UTR or remittance id)" className="flex-1" />
          <FormField name="amount" label="Amount received (₹)" type="number" />
        </>
      )}
    </OrderActionForm>
  );
}
