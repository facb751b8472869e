import { array, boolean, number, object, type InferType } from 'yup';
import { COURIERS, DEFAULT_TRACKING_TEMPLATES, TRACKING_AWB_PLACEHOLDER, type CourierId } from '../orders/couriers';
import { hasAtMostTwoDecimals, MAX_PRICE } from '../money/money';
import { PHONE_PROOF_POLICIES, type PhoneProofPolicy } from '../customers/phone-proof';
import { DEFAULT_SHOP_POLICIES, shopPoliciesSchema } from './shop-policies';
// A type only: the answers' schemas stay out of the bundles that validate settings.
import { emailAddress, named, OPTIONAL_MATCH, PHONE_PATTERN, requiredText, text, trimmedText } from '../shared/fields';

const PHONE_PROOF_MESSAGE = `Phone proof must be one of: ${PHONE_PROOF_POLICIES.join(', ')}.`;

/**
 * The shop's own facts and rules, which the owner edits at /dashboard/settings:
 * who the shop is (pages and e-mails read it from here, never from code), the grievance officer
 * India's E-Commerce Rules 2020 ask for, the UPI payee, and the shipping and COD rules the
 * server prices every order by. Amounts are rupees with 2 decimals, like every price in the API.
 */

/** A rupee amount a rule may hold: 0 allowed (a free rule), never negative, 2 decimals. */
function charge(label: string) {
  return number()
    .strict()
    .typeError(`${label} must be a number.`)
    .required(`${label} is required.`)
    .min(0, `${label} must not be negative.`)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}.`)
    .test(
      'two-decimals',
      `${label} may have at most 2 decimals.`,
      (v) => v === undefined || v === null || hasAtMostTwoDecimals(v),
    );
}

/** The same, or null for "no such limit". */
function optionalCharge(label: string) {
  return charge(label).nullable().defined(`${label} is required (null for none).`);
}

const phone = (label: string) =>
  trimmedText()
    .max(20, 'Must be at most 20 characters.')
    .matches(PHONE_PATTERN, { message: `${label} is not valid.`, excludeEmptyString: true, name: OPTIONAL_MATCH });

/** A PIN-code prefix: 1 to 6 digits, the first 1–9 (a whole PIN code is a 6-digit prefix). */
export const PIN_PREFIX_PATTERN = /^[1-9][0-9]{0,5}$/;
export const PIN_PREFIX_MESSAGE = 'A PIN-code prefix is 1 to 6 digits and does not start with 0.';
const pinPrefix = () =>
  trimmedText().required('A PIN-code prefix is required.').matches(PIN_PREFIX_PATTERN, PIN_PREFIX_MESSAGE);

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit, Z, check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A merchant category code (ISO 18245, the pay link's `mc`): 4 digits. */
export const MERCHANT_CODE_PATTERN = /^[0-9]{4}$/;

/** A UPI ID (VPA): a handle, @, the bank's or app's name (NPCI's form: name@psp). */
export const UPI_VPA_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const MAX_PREFIX_RULES = 200;
export const MAX_COD_EXCLUSIONS = 500;

const unique =
  <T>(key: (item: T) => string | undefined) =>
  (items: readonly (T | undefined)[] | undefined) => {
    const keys = (items ?? []).map((item) => (item === undefined ? undefined : key(item)));
    return new Set(keys).size === keys.length;
  };

export const shippingRulesSchema = object({
  /** Charged on every order whose subtotal is below `freeAbove`. */
  flatCharge: charge('Shipping charge'),
  /** Orders with a subtotal at or above this ship free; null: never free. */
  freeAbove: optionalCharge('Free shipping threshold'),
  /** Charges by PIN-code prefix, in place of the flat charge; the longest matching prefix wins. */
  prefixCharges: array()
    .of(object({ prefix: pinPrefix(), charge: charge('Charge') }).required())
    .max(MAX_PREFIX_RULES, `At most ${MAX_PREFIX_RULES} prefix charges.`)
    .test(
      'unique-prefixes',
      'Each prefix may be listed once.',
      unique((rule) => rule.prefix),
    )
    .default([]),
});

export const codRulesSchema = object({
  fee: charge('COD fee'),
  minOrder: charge('COD minimum order value'),
  maxOrder: optionalCharge('COD maximum order value').test(
    'above-minimum',
    'The COD maximum must be at least the minimum.',
    (value, context) =>
      value === null || value === undefined || value >= (context.parent as { minOrder: number }).minOrder,
  ),
  /** PIN codes or prefixes where cash on delivery is not offered. */
  excludedPins: array()
    .of(pinPrefix())
    .max(MAX_COD_EXCLUSIONS, `At most ${MAX_COD_EXCLUSIONS} excluded PIN codes or prefixes.`)
    .test(
      'unique-exclusions',
      'Each PIN code or prefix may be listed once.',
      unique((prefix: string) => prefix),
    )
    .default([]),
  /** After this many refused (RTO) parcels a customer may pay by UPI only; null: off. */
  rtoLimit: number()
    .strict()
    .typeError('The RTO limit must be a whole number.')
    .integer('The RTO limit must be a whole number.')
    .min(1, 'The RTO limit must be at least 1.')
    .max(100, 'The RTO limit must be at most 100.')
    .nullable()
    .default(null),
});

const template = (courier: string) =>
  trimmedText()
    .required(`${courier}: a tracking link is required.`)
    .max(500, 'Must be at most 500 characters.')
    .test('https', `${courier}: the tracking link must start with https://.`, (v) => !v || /^https:\/\/[^\s]+$/.test(v))
    .test(
      'placeholder',
      `${courier}: the tracking link must contain ${TRACKING_AWB_PLACEHOLDER}.`,
      (v) => !v || v.includes(TRACKING_AWB_PLACEHOLDER),
    );

const trackingTemplatesSchema = object(
  Object.fromEntries(COURIERS.map((courier) => [courier.id, template(courier.label)])) as Record<
    CourierId,
    ReturnType<typeof template>
  >,
);

/** A whole number within `range`, its default when absent; one message for every way it is wrong. */
const wholeNumberIn = (range: { min: number; max: number; default: number }, message: string) =>
  number()
    .strict()
    .typeError(message)
    .integer(message)
    .min(range.min, message)
    .max(range.max, message)
    .default(range.default);

/** Whole days by which a refund owed is paid (India's E-Commerce Rules 2020, rule 4(10)). */
export const REFUND_DAYS = { min: 1, max: 60, default: 7 } as const;
/** Days after delivery within which a customer may ask to return books; 0 turns returns off. */
export const RETURN_WINDOW_DAYS = { min: 0, max: 30, default: 7 } as const;
const REFUND_POLICY_DEFAULTS = {
  keepChargesOnReturn: false,
  keepChargesOnRefusal: false,
  days: REFUND_DAYS.default,
  returnWindowDays: RETURN_WINDOW_DAYS.default,
};
const RETURN_WINDOW_MESSAGE = `The return window must be a whole number of days from ${RETURN_WINDOW_DAYS.min} (no returns) to ${RETURN_WINDOW_DAYS.max}.`;
const REFUND_DAYS_MESSAGE = `Refund days must be a whole number from ${REFUND_DAYS.min} to ${REFUND_DAYS.max}.`;
const KEEP_CHARGES_MESSAGE = 'Whether the charges are kept must be true or false.';
const keepCharges = () => boolean().strict().typeError(KEEP_CHARGES_MESSAGE).default(false);

/**
 * The shop's return policy (decision 050). Every field has its default, so a
 * settings body saved before it, or with only some of it, stays valid and reads as this.
 */
export const refundPolicySchema = object({
  /** A customer's return: false (the default) refunds shipping and the COD fee with the books. */
  keepChargesOnReturn: keepCharges(),
  /** A refused prepaid parcel: false (the default) refunds it whole. */
  keepChargesOnRefusal: keepCharges(),
  days: wholeNumberIn(REFUND_DAYS, REFUND_DAYS_MESSAGE),
  /** Days after delivery a customer may request a return; 0: the shop takes no returns. */
  returnWindowDays: wholeNumberIn(RETURN_WINDOW_DAYS, RETURN_WINDOW_MESSAGE),
})
  // A strict field skips its default: a body with some of the policy gets the rest from here.
  .transform((value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? { ...REFUND_POLICY_DEFAULTS, ...value } : value,
  );

/** Hours within which the owner's first reply to a complaint is due (rule 4(5) asks 48 for the acknowledgement). */
export const COMPLAINT_ANSWER_HOURS = { min: 1, max: 240, default: 48 } as const;
const COMPLAINT_ANSWER_MESSAGE = `The reply time must be a whole number of hours from ${COMPLAINT_ANSWER_HOURS.min} to ${COMPLAINT_ANSWER_HOURS.max}.`;
const COMPLAINT_SETTINGS_DEFAULTS = { answerHours: COMPLAINT_ANSWER_HOURS.default };

/** How complaints are handled. Optional with defaults, like the refund policy. */
export const complaintSettingsSchema = object({
  answerHours: wholeNumberIn(COMPLAINT_ANSWER_HOURS, COMPLAINT_ANSWER_MESSAGE),
}).transform((value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...COMPLAINT_SETTINGS_DEFAULTS, ...value } : value,
);

/** Days after delivery the customer is invited to review the order's books; 0: never. */
export const REVIEW_INVITE_DAYS = { min: 0, max: 60, default: 7 } as const;
const REVIEW_INVITE_MESSAGE = `The review invitation must be a whole number of days from ${REVIEW_INVITE_DAYS.min} (never) to ${REVIEW_INVITE_DAYS.max}.`;
const REVIEW_SETTINGS_DEFAULTS = { inviteAfterDays: REVIEW_INVITE_DAYS.default };

/** How reviews are asked for. Optional with defaults, like the refund policy. */
export const reviewSettingsSchema = object({
  inviteAfterDays: wholeNumberIn(REVIEW_INVITE_DAYS, REVIEW_INVITE_MESSAGE),
}).transform((value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...REVIEW_SETTINGS_DEFAULTS, ...value } : value,
);

export const storeSettingsSchema = named(
  'StoreSettings',
  object({
    shopName: requiredText('Shop name is required.', 100),
    legalName: requiredText('Legal name is required.', 200),
    address: requiredText('Address is required.', 500),
    supportEmail: emailAddress().required('Customer-care e-mail is required.'),
    supportPhone: phone('Customer-care phone').required('Customer-care phone is required.'),
    grievanceOfficer: object({
      name: requiredText('Grievance officer’s name is required.', 100),
      email: emailAddress().required('Grievance officer’s e-mail is required.'),
      phone: phone('Grievance officer’s phone').default(''),
    }).required(),
    gstin: trimmedText()
      .transform((value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
      .matches(GSTIN_PATTERN, {
        message: 'GSTIN is not valid (15 characters, like 27AAPFU0939F1ZV).',
        excludeEmptyString: true,
        name: OPTIONAL_MATCH,
      })
      .default(''),
    upi: object({
      vpa: trimmedText()
        .max(300, 'Must be at most 300 characters.')
        .matches(UPI_VPA_PATTERN, {
          message: 'UPI ID is not valid (like shopname@okbank).',
          excludeEmptyString: true,
          name: OPTIONAL_MATCH,
        })
        .default(''),
      payeeName: trimmedText().max(100, 'Must be at most 100 characters.').default(''),
      /** Hours a UPI order waits for its payment before it is cancelled and restocked. */
      expiryHours: number()
        .strict()
        .typeError('Payment time must be a whole number of hours.')
        .integer('Payment time must be a whole number of hours.')
        .min(1, 'Payment time must be at least 1 hour.')
        .max(168, 'Payment time must be at most 168 hours (a week).')
        .default(24),
      /**
       * A merchant's UPI ID (a business account from the bank) may be sent the merchant's
       * parameters; a personal one's pay link must not carry them (decision 043).
       * A settings body saved before these stays valid, as a personal ID.
       */
      merchant: boolean().strict().typeError('Merchant UPI ID must be true or false.').default(false),
      merchantCode: trimmedText()
        .matches(MERCHANT_CODE_PATTERN, {
          message: 'Merchant code must be 4 digits (MCC), like 5942.',
          excludeEmptyString: true,
          name: OPTIONAL_MATCH,
        })
        .default(''),
    })
      .required()
      .test('payee-with-vpa', 'A payee name is required with a UPI ID.', function (upi) {
        if (!upi?.vpa || upi.payeeName) return true;
        return this.createError({ path: `${this.path}.payeeName`, message: 'A payee name is required with a UPI ID.' });
      }),
    shipping: shippingRulesSchema.required(),
    cod: codRulesSchema.required(),
    trackingTemplates: trackingTemplatesSchema.required(),
    /** When an order must carry a phone proven by a one-time code; a new shop never asks. */
    phoneProof: text()
      .strict()
      .typeError(PHONE_PROOF_MESSAGE)
      .oneOf<PhoneProofPolicy>(PHONE_PROOF_POLICIES, PHONE_PROOF_MESSAGE)
      .default('never'),
    refunds: refundPolicySchema,
    complaints: complaintSettingsSchema,
    reviews: reviewSettingsSchema,
    /** The shop's policy texts; empty ones show the default text (policy-defaults.ts). */
    policies: shopPoliciesSchema,
  }),
);

export type StoreSettings = InferType<typeof storeSettingsSchema>;
export type ShippingRules = InferType<typeof shippingRulesSchema>;
export type CodRules = InferType<typeof codRulesSchema>;
export type RefundPolicySettings = InferType<typeof refundPolicySchema>;
export type ComplaintSettings = InferType<typeof complaintSettingsSchema>;

/**
 * A new shop's settings. The charges are all zero and COD has no limits, so the original
 * order body (a total of the books alone, no payment method) still places a COD order until
 * the owner sets rules.
 */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  shopName: 'Book Store',
  legalName: 'Book Store',
  address: 'Address not set yet',
  supportEmail: 'support@example.com',
  supportPhone: '+91 00000 00000',
  grievanceOfficer: { name: 'Not set yet', email: 'grievance@example.com', phone: '' },
  gstin: '',
  upi: { vpa: '', payeeName: '', expiryHours: 24, merchant: false, merchantCode: '' },
  shipping: { flatCharge: 0, freeAbove: null, prefixCharges: [] },
  cod: { fee: 0, minOrder: 0, maxOrder: null, excludedPins: [], rtoLimit: null },
  trackingTemplates: { ...DEFAULT_TRACKING_TEMPLATES },
  phoneProof: 'never',
  refunds: { ...REFUND_POLICY_DEFAULTS },
  complaints: { ...COMPLAINT_SETTINGS_DEFAULTS },
  reviews: { ...REVIEW_SETTINGS_DEFAULTS },
  policies: { ...DEFAULT_SHOP_POLICIES },
};

/** The most PIN codes a serviceable list may hold: India Post has about 19,000 in all. */
export const MAX_SERVICEABLE_PINS = 30_000;

/**
 * PUT /api/admin/settings/serviceable-pins: the PIN codes of the courier's serviceable list, as
 * the owner's browser read them from the CSV. An empty list removes the list.
 */
export const serviceablePinsSchema = named(
  'ServiceablePinsUpload',
  object({
    pins: array()
      .of(
        trimmedText()
          .strict()
          .typeError('Each PIN code must be text.')
          .required('A PIN code is empty.')
          .matches(/^[1-9][0-9]{5}$/, 'Each PIN code must be 6 digits and not start with 0.'),
      )
      .required('pins is required.')
      .max(MAX_SERVICEABLE_PINS, `A list may have at most ${MAX_SERVICEABLE_PINS.toLocaleString('en-IN')} PIN codes.`),
  }),
);
export type ServiceablePinsUpload = InferType<typeof serviceablePinsSchema>;
