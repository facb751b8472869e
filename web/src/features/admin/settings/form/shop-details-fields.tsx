import { FormField } from '@web/components/form-field';
import { SettingsSection } from './settings-section';
import { TextAreaField } from './text-area-field';

/** Who the shop is, as pages and e-mails show it, and the grievance officer the E-Commerce Rules 2020 ask for. */
export function ShopDetailsFields() {
  return (
    <>
      <SettingsSection title="The shop">
        <FormField name="shopName" label="Shop name" />
        <FormField name="legalName" label="Legal name" />
        <TextAreaField name="address" label="Address" className="sm:col-span-2" />
        <FormField name="supportEmail" label="Customer-care e-mail" type="email" />
        <FormField name="supportPhone" label="Customer-care phone" type="tel" />
        <FormField name="gstin" label="GSTIN (optional)" />
      </SettingsSection>
      <SettingsSection title="Grievance officer">
        <FormField name="grievanceOfficer.name" label="Grievance officer’s name" />
        <FormField name="grievanceOfficer.email" label="Grievance officer’s e-mail" type="email" />
        <FormField name="grievanceOfficer.phone" label="Grievance officer’s phone (optional)" type="tel" />
        {/* When the shop's first reply to a complaint is due; the queue marks it late after. */}
        <FormField name="complaints.answerHours" label="Reply to complaints within (hours)" type="number" />
      </SettingsSection>
    </>
  );
}
