import { COURIERS, TRACKING_AWB_PLACEHOLDER } from '@bookstore/domain';
import { FormField } from '@web/components/form-field';
import { SettingsSection } from './settings-section';

/** Each courier's tracking page; the AWB goes where the template says {awb}. */
export function TrackingTemplatesFields() {
  return (
    <SettingsSection title="Tracking links">
      <p className="text-sm text-gray-700 sm:col-span-2">
        The “Track parcel” link of a shipped order: the courier’s page with <code>{TRACKING_AWB_PLACEHOLDER}</code>{' '}
        where the AWB goes.
      </p>
      {COURIERS.map((courier) => (
        <FormField
          key={courier.id}
          name={`trackingTemplates.${courier.id}`}
          label={`${courier.label} tracking link`}
          type="url"
          className="sm:col-span-2"
        />
      ))}
    </SettingsSection>
  );
}
