import { COURIERS, shipmentSchema, type ShipmentChange } from '@bookstore/domain';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { FormField } from '@web/components/form-field';

interface Props {
  /** Names the form for screen readers: "Ship this order", "Correct the AWB". */
  title: string;
  initial?: ShipmentChange;
  submitLabel: string;
  onSubmit: (shipment: ShipmentChange) => Promise<void>;
  onCancel: () => void;
}

/**
 * The courier and the AWB of a parcel, both required (the shared shipmentSchema): asked when an
 * order is marked shipped, and when its AWB is corrected.
 */
export function ShipmentForm({ title, initial, submitLabel, onSubmit, onCancel }: Props) {
  return (
    <Formik
      initialValues={initial ?? { courier: '' as ShipmentChange['courier'], awb: '' }}
      validationSchema={shipmentSchema}
      validateOnBlur={false}
      // What the schema makes of it (the AWB trimmed, in capitals) is what the API stores.
      onSubmit={async (values) => onSubmit(await shipmentSchema.validate(values, { stripUnknown: true }))}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={title} className="flex flex-wrap items-baseline gap-4 rounded-md border p-4">
          <div>
            <label htmlFor="shipment-courier" className="mb-1 block text-sm font-medium">
              Courier
            </label>
            <Field
              as="select"
              id="shipment-courier"
              name="courier"
              className="h-10 rounded border border-gray-300 bg-gray-50 px-3"
            >
              <option value="">Choose…</option>
              {COURIERS.map((courier) => (
                <option key={courier.id} value={courier.id}>
                  {courier.label}
                </option>
              ))}
            </Field>
            <ErrorMessage name="courier">
              {(message) => <p className="mt-1 text-sm text-red-700">{message}</p>}
            </ErrorMessage>
          </div>
          <FormField name="awb" label="AWB (consignment number)" />
          <div className="mt-6 flex gap-3">
            <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-50">
              {submitLabel}
            </button>
            <button type="button" onClick={onCancel} className="rounded-md border px-4 py-2 font-medium">
              Back
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
