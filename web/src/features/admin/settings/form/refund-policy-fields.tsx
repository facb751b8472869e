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
 * overdue after), and for how many days after delivery a customer may ask for a return. Left
 * unticked, a refund is the order's whole total.
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
      {/* Customers ask for returns on their orders page within these days; 0 takes none. */}
      <FormField
        name="refunds.returnWindowDays"
        label="Returns within (days after delivery; 0 for none)"
        type="number"
      />
      {/* One e-mail inviting a review of the delivered books, these days later; 0 sends none. */}
      <FormField
        name="reviews.inviteAfterDays"
        label="Invite a review (days after delivery; 0 for never)"
        type="number"
      />
    </SettingsSection>
  );
}
