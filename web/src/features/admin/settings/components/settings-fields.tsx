import {
  COURIERS,
  PHONE_PROOF_LABELS,
  PHONE_PROOF_POLICIES,
  POLICY_KINDS,
  POLICY_TITLES,
  type PolicyDefaults,
  type StoreSettings,
  TRACKING_AWB_PLACEHOLDER,
} from '@bookstore/domain';
import { Field, FieldArray, useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '@web/components/form/form-field';
import { OptionalNumberField } from '@web/components/form/optional-number-field';
import { TextAreaField } from '@web/components/form/text-area-field';

/** One group of the settings form, named by its legend for screen readers. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-gray-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

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

/**
 * The shop's policies (decision 056): each page shows the owner's text, or while it is empty the
 * default written from the saved settings, shown here as the placeholder. "Start from the
 * default" copies it in to edit. Plain text: a blank line starts a paragraph, "- " a list item.
 */
export function PoliciesFields({ defaults }: { defaults: PolicyDefaults }) {
  const { values, setFieldValue } = useFormikContext<{ policies: Record<string, string> }>();
  return (
    <SettingsSection title="Policies">
      <p className="text-sm text-gray-700 sm:col-span-2">
        Shown at /policies/… and linked from every page. Leave a box empty to show the default text (in grey, from your
        saved settings). A blank line starts a paragraph; a line starting “- ” is a list item.
      </p>
      {POLICY_KINDS.map((kind) => (
        <div key={kind} className="sm:col-span-2">
          <TextAreaField name={`policies.${kind}`} label={POLICY_TITLES[kind]} rows={8} placeholder={defaults[kind]} />
          {!values.policies[kind] && (
            <button
              type="button"
              className="text-sm text-blue-700 underline"
              onClick={() => void setFieldValue(`policies.${kind}`, defaults[kind])}
            >
              Start from the default text
            </button>
          )}
        </div>
      ))}
    </SettingsSection>
  );
}

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
