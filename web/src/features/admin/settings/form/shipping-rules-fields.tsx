import { FieldArray, useField } from 'formik';
import { FormField } from '@web/components/form-field';
import type { StoreSettings } from '@bookstore/domain';
import { OptionalNumberField } from './optional-number-field';
import { SettingsSection } from './settings-section';

type PrefixCharge = StoreSettings['shipping']['prefixCharges'][number];

/** Charges by PIN-code prefix, a row each; the longest matching prefix wins over the flat charge. */
function PrefixChargesTable() {
  const [{ value: rows }, { error }] = useField<PrefixCharge[]>('shipping.prefixCharges');
  return (
    <FieldArray name="shipping.prefixCharges">
      {(helpers) => (
        <div className="sm:col-span-2">
          <p className="mb-2 text-sm font-medium">Charges by PIN-code prefix (the longest matching prefix wins)</p>
          {rows.length === 0 && <p className="mb-2 text-sm text-gray-700">None: the flat charge applies everywhere.</p>}
          <ul className="flex flex-col gap-2">
            {rows.map((_row, index) => (
              <li key={index} className="flex flex-wrap items-baseline gap-3" data-testid="prefix-charge-row">
                <FormField name={`shipping.prefixCharges.${index}.prefix`} label={`Prefix ${index + 1}`} />
                <FormField
                  name={`shipping.prefixCharges.${index}.charge`}
                  label={`Charge for prefix ${index + 1} (₹)`}
                  type="number"
                />
                <button
                  type="button"
                  onClick={() => helpers.remove(index)}
                  className="mt-6 text-sm font-medium text-red-700"
                >
                  Remove prefix {index + 1}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => helpers.push({ prefix: '', charge: '' })}
            className="mt-2 rounded-md border px-3 py-1 text-sm font-medium"
          >
            Add a prefix charge
          </button>
          {/* The list's own rules (each prefix once, at most 200) belong to no one row; a row's own errors come as an array. */}
          {typeof error === 'string' && <p className="mt-1 text-sm text-red-700">{error}</p>}
        </div>
      )}
    </FieldArray>
  );
}

export function ShippingRulesFields() {
  return (
    <SettingsSection title="Shipping">
      <FormField name="shipping.flatCharge" label="Shipping charge per order (₹)" type="number" />
      <OptionalNumberField
        name="shipping.freeAbove"
        label="Free shipping from a subtotal of (₹)"
        noneLabel="Never free"
      />
      <PrefixChargesTable />
    </SettingsSection>
  );
}
