import { storeSettingsSchema, type PolicyDefaults, type StoreSettings } from '@bookstore/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { useSaveStoreSettings } from '../api/save-store-settings';
import { showFailure } from '../../components/failure-alert';
import {
  CodRulesFields,
  PoliciesFields,
  RefundPolicyFields,
  ShippingRulesFields,
  ShopDetailsFields,
  TrackingTemplatesFields,
  UpiFields,
} from './settings-fields';
import { serverFieldErrors } from '@web/components/form/server-field-errors';

/** A save the server refused: its message, and each field message (some may name no field on the form). */
interface Refusal {
  message: string;
  fields: string[];
}

function RefusalAlert({ refusal }: { refusal: Refusal }) {
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">The settings were not saved: {refusal.message}</p>
      {refusal.fields.length > 0 && (
        <ul className="mt-1 list-inside list-disc">
          {refusal.fields.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The whole of the shop's settings in one form, checked by the shared schema the API saves
 * them with; a refusal from the server puts its messages under the fields and keeps what the
 * owner typed.
 */
export function SettingsForm({ initial, policyDefaults }: { initial: StoreSettings; policyDefaults: PolicyDefaults }) {
  const save = useSaveStoreSettings();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [outcome, setOutcome] = useState('');

  const submit = async (values: StoreSettings, helpers: FormikHelpers<StoreSettings>) => {
    setRefusal(null);
    setOutcome('');
    // What the schema makes of the values (trimmed, the GSTIN in capitals) is what the API stores.
    const settings = await storeSettingsSchema.validate(values, { stripUnknown: true });
    try {
      const saved = await save.mutateAsync(settings);
      helpers.resetForm({ values: saved.settings });
      setOutcome(saved.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const { errors, touched } = serverFieldErrors<StoreSettings>(error.errors);
        // Not validated again: the form's own check passed, and would wipe the server's messages.
        await helpers.setTouched(touched, false);
        helpers.setErrors(errors);
        setRefusal({ message: error.message, fields: [...new Set(Object.values(error.errors))] });
        return;
      }
      await showFailure('The settings could not be saved', error);
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={storeSettingsSchema} validateOnBlur={false} onSubmit={submit}>
      {({ isSubmitting, dirty }) => (
        <Form noValidate className="flex flex-col gap-6" aria-label="Store settings">
          <ShopDetailsFields />
          <UpiFields />
          <ShippingRulesFields />
          <CodRulesFields />
          <RefundPolicyFields />
          <TrackingTemplatesFields />
          <PoliciesFields defaults={policyDefaults} />
          {refusal && <RefusalAlert refusal={refusal} />}
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" disabled={isSubmitting} className="btn-primary disabled:opacity-50">
              {isSubmitting ? 'Saving…' : 'Save settings'}
            </button>
            <p role="status" className="text-sm text-gray-700">
              {dirty ? 'Unsaved changes.' : outcome}
            </p>
          </div>
        </Form>
      )}
    </Formik>
  );
}
