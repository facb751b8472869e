import {
  ordersExportQuerySchema,
  storeDay,
  storeMonth,
  validateWith,
  type FieldErrors,
  type OrdersExportQuery,
} from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { useExportOrders } from '../api/export-orders';
import { showFailure } from '../../components/failure-alert';

/** The API's own schema, so the form refuses exactly what the server would. */
async function validateRange(range: OrdersExportQuery): Promise<FieldErrors> {
  const outcome = await validateWith(ordersExportQuerySchema, range);
  return outcome.ok ? {} : outcome.errors;
}

/** This month so far, on the store's calendar: what the accounts usually ask for. */
const thisMonth = (): OrdersExportQuery => ({ from: `${storeMonth()}-01`, to: storeDay() });

/** Orders → Export CSV: the order lines of a range of days, for the shop's accounts. */
export function OrdersExportForm() {
  const exportOrders = useExportOrders();
  const submit = async (range: OrdersExportQuery) => {
    try {
      await exportOrders.mutateAsync(range);
    } catch (error) {
      await showFailure('The orders could not be exported', error);
    }
  };
  return (
    <section aria-labelledby="orders-export-heading" className="mb-4 rounded border border-gray-200 p-3">
      <h2 id="orders-export-heading" className="mb-2 font-medium">
        Export orders
      </h2>
      <Formik initialValues={thisMonth()} validate={validateRange} validateOnBlur={false} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="orders-export-heading" className="flex flex-wrap gap-2">
            <FormField name="from" label="From" type="date" className="w-40" />
            <FormField name="to" label="To" type="date" className="w-40" />
            <button
              type="submit"
              disabled={isSubmitting}
              aria-busy={isSubmitting}
              className="mt-6 h-10 self-start rounded border px-3 disabled:opacity-60"
            >
              {isSubmitting ? 'Exporting…' : 'Export CSV'}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
