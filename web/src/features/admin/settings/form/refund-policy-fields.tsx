import { Field } from 'formik';
import { FormField } from '@web/components/form-field';
import { SettingsSection } from './settings-section';

/** A yes-or-no rule of the policy, its box beside its sentence. */
function PolicyBox({ name, label }: { name: string; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm sm:col-span-2">
      <Field type="checkbox" name={name} />
      {label}
    </label>
  );
}

/**
 * The shop's refund policy: whether shipping and the COD fee are kept when a parcel comes back,
 * and within how many days a refund owed is paid (its "due by"; the owner's queue marks it
 * overdue after). Left unticked, a refund is the order's whole total.
 */
export function RefundPolicyFields() {
  return (
    <SettingsSection title="Refunds">
      <PolicyBox
        name="refunds.keepChargesOnReturn"
        label="Keep shipping and the COD fee when a customer returns a parcel"
      />
      <PolicyBox
        name="refunds.keepChargesOnRefusal"
        label="Keep shipping and the COD fee when a prepaid parcel is refused"
      />
      <FormField name="refunds.days" label="Refund within (days)" type="number" />
    </SettingsSection>
  );
}
