import { Field } from 'formik';
import { FormField } from '@web/components/form-field';
import { SettingsSection } from './settings-section';

/**
 * Where UPI payments go, and how long an unpaid UPI order keeps its books before it is
 * cancelled. A merchant's UPI ID (a business account from the bank) gets the merchant's
 * parameters in the pay link; a personal one must not (decision 043).
 */
export function UpiFields() {
  return (
    <SettingsSection title="UPI payments">
      <FormField name="upi.vpa" label="UPI ID" />
      <FormField name="upi.payeeName" label="Payee name" />
      <label className="mt-1 flex items-center gap-2 text-sm">
        <Field type="checkbox" name="upi.merchant" />
        This is a merchant UPI ID (a business account from the bank)
      </label>
      <FormField name="upi.merchantCode" label="Merchant category code (MCC), merchant IDs only" />
      <FormField name="upi.expiryHours" label="Payment time (hours)" type="number" />
    </SettingsSection>
  );
}
