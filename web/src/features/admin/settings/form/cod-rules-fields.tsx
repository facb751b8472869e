import { PHONE_PROOF_LABELS, PHONE_PROOF_POLICIES, type StoreSettings } from '@bookstore/domain';
import { FieldArray, useField } from 'formik';
import { FormField } from '@web/components/form-field';
import { OptionalNumberField } from './optional-number-field';
import { SettingsSection } from './settings-section';

/** PIN codes or prefixes where cash on delivery is not offered, one a row. */
function ExcludedPinsList() {
  const [{ value: pins }, { error }] = useField<StoreSettings['cod']['excludedPins']>('cod.excludedPins');
  return (
    <FieldArray name="cod.excludedPins">
      {(helpers) => (
        <div className="sm:col-span-2">
          <p className="mb-2 text-sm font-medium">PIN codes or prefixes without cash on delivery</p>
          {pins.length === 0 && <p className="mb-2 text-sm text-gray-700">None: COD is offered everywhere.</p>}
          <ul className="flex flex-col gap-2">
            {pins.map((_pin, index) => (
              <li key={index} className="flex flex-wrap items-baseline gap-3" data-testid="excluded-pin-row">
                <FormField name={`cod.excludedPins.${index}`} label={`Excluded PIN code or prefix ${index + 1}`} />
                <button
                  type="button"
                  onClick={() => helpers.remove(index)}
                  className="mt-6 text-sm font-medium text-red-700"
                >
                  Remove excluded {index + 1}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => helpers.push('')}
            className="mt-2 rounded-md border px-3 py-1 text-sm font-medium"
          >
            Add an excluded PIN code
          </button>
          {typeof error === 'string' && <p className="mt-1 text-sm text-red-700">{error}</p>}
        </div>
      )}
    </FieldArray>
  );
}

/** Cash on delivery: its fee, the order values it is offered between, where not, the RTO rule, and when a proven phone is asked for. */
export function CodRulesFields() {
  return (
    <SettingsSection title="Cash on delivery">
      <FormField name="cod.fee" label="COD fee (₹)" type="number" />
      <FormField name="cod.minOrder" label="COD minimum order value (₹)" type="number" />
      <OptionalNumberField name="cod.maxOrder" label="COD maximum order value (₹)" noneLabel="No maximum" />
      <OptionalNumberField
        name="cod.rtoLimit"
        label="UPI only after this many refused parcels (RTO)"
        noneLabel="Off: never switch COD off by itself"
      />
      <ExcludedPinsList />
      <FormField
        name="phoneProof"
        label="Ask for a verified phone"
        options={PHONE_PROOF_POLICIES.map((id) => ({ id, label: PHONE_PROOF_LABELS[id] }))}
      />
    </SettingsSection>
  );
}
