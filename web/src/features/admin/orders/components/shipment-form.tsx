import { COURIERS, shipmentSchema, type ShipmentChange } from '@bookstore/domain';
import { Form, Formik } from 'formik';
import { FormField } from '@web/components/form/form-field';
import { FormActions } from './form-actions';
import { ScanAwb } from './scan-awb';

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
 * order is marked shipped, and when its AWB is corrected. The AWB can be typed or scanned from
 * the courier's barcode (ScanAwb).
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
          <ScanAwb />
          <FormField name="courier" label="Courier" options={COURIERS} placeholder="Choose…" />
          <FormField name="awb" label="AWB (consignment number)" />
          <FormActions submitLabel={submitLabel} isSubmitting={isSubmitting} onCancel={onCancel} />
        </Form>
      )}
    </Formik>
  );
}
