import { FormField } from '@web/components/form-field';
import { SettingsSection } from './settings-section';

/** Where UPI payments go, and how long an unpaid UPI order keeps its books before it is cancelled. */
export function UpiFields() {
  return (
    <SettingsSection title="UPI payments">
      <FormField name="upi.vpa" label="UPI ID" />
      <FormField name="upi.payeeName" label="Payee name" />
      <FormField name="upi.expiryHours" label="Payment time (hours)" type="number" />
    </SettingsSection>
  );
}
