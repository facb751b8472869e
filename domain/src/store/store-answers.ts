import { couponQuoteFields } from '../coupons/coupon-answers';
import { object, type InferType } from 'yup';
import { count, flag, isoTime, listOf, plainText, rupees } from '../shared/answer-fields';
import { described, named } from '../shared/fields';
import { policyDefaultsSchema } from './policy-answers';
import { signatureSchema } from './signature';
import { codRulesSchema, storeSettingsSchema, type StoreSettings } from './store-settings';

/*
 * The shop's settings and prices as the API answers them. Apart from the settings' and the
 * quote's own schemas, so the screens that validate with those do not build these too.
 */

/**
 * GET /api/store: what anyone may read. The RTO rule is the owner's business; the serviceable
 * PIN list is stored apart (it can hold 20,000 codes) and reached through the quote.
 */
export const publicStoreSettingsSchema = described(
  storeSettingsSchema.shape({ cod: codRulesSchema.omit(['rtoLimit']).required() }).omit(['policies']),
  {
    name: 'PublicStoreSettings',
    echoesInput: true,
    description:
      'The shop’s settings anyone may read: all but the COD rule’s RTO limit, and the policy texts (GET /api/policies/{kind} answers each). Amounts are rupees.',
  },
);
export type PublicStoreSettings = InferType<typeof publicStoreSettingsSchema>;

/** The serviceable PIN-code list as stored: its size (0: no list) and when it was uploaded. */
export const serviceablePinsSummarySchema = named(
  'ServiceablePinsSummary',
  object({
    count: count('PIN codes in the list; 0: no list, every PIN code is deliverable.'),
    uploadedAt: isoTime().nullable(),
  }),
);
export type ServiceablePinsSummary = InferType<typeof serviceablePinsSummarySchema>;

/** The settings as a validated body gives them, every field there: the owner's answers. */
const settingsGivenBack = () =>
  described(storeSettingsSchema, {
    echoesInput: true,
    description: 'The whole of the shop’s settings, as saved. Amounts are rupees.',
  }).defined();

/** GET /api/admin/settings. */
export const adminStoreSettingsSchema = named(
  'AdminStoreSettings',
  object({
    settings: settingsGivenBack(),
    serviceablePins: serviceablePinsSummarySchema.defined(),
    // Stored apart from the settings (decision 044); null until the owner uploads one.
    signature: signatureSchema.nullable().defined(),
    policyDefaults: policyDefaultsSchema.defined(),
  }),
);
export type AdminStoreSettings = InferType<typeof adminStoreSettingsSchema>;

/** PUT /api/admin/settings. */
export const storeSettingsSavedSchema = named(
  'StoreSettingsSaved',
  object({ message: plainText(), settings: settingsGivenBack(), policyDefaults: policyDefaultsSchema.defined() }),
);
export type StoreSettingsSaved = InferType<typeof storeSettingsSavedSchema>;

/** GET /api/shipping/quote, and the order transaction's own pricing. Rupees, 2 decimals. */
export const deliveryQuoteSchema = named(
  'DeliveryQuote',
  object({
    deliverable: flag(),
    shippingCharge: rupees(),
    codAvailable: flag(),
    codFee: rupees(),
    total: rupees('subtotal + shipping + the COD fee when payment is cod.'),
    // Absent when COD is offered.
    codUnavailableReason: plainText('Why COD is not offered, for the shopper.').optional(),
    // With a coupon.
    ...couponQuoteFields,
  }),
);
export type DeliveryQuote = InferType<typeof deliveryQuoteSchema>;

/** GET /api/store: the settings anyone may read, without the owner's own (the RTO limit) or the policy texts. */
export function publicStoreSettings(settings: StoreSettings): PublicStoreSettings {
  const { rtoLimit: _private, ...cod } = settings.cod;
  // Up to five texts of 20,000 characters: each policy page asks for its own.
  const { policies: _pages, ...rest } = settings;
  return { ...rest, cod };
}

/**
 * GET /api/admin/connection: the client address the store counts the owner's own request under,
 * and the chain it read it from, so the deploy's proxy hop count can be checked once by eye.
 */
export const ownerConnectionSchema = named(
  'OwnerConnection',
  object({
    address: described(plainText().nullable(), {
      description: 'The client address the per-network limits count this request under; null when none is known.',
    }),
    forwardedFor: listOf(
      plainText(),
      'X-Forwarded-For as it arrived, left to right: the address counted is the entry `trustedProxyHops` from the socket, which is the last entry when it is 1.',
    ),
    peer: described(plainText().nullable(), {
      description: 'The connection’s own peer (the nearest proxy); null on a local socket, as on the emulator.',
    }),
    trustedProxyHops: count('The deploy’s TRUSTED_PROXY_HOPS: the proxies trusted to have appended an entry.'),
  }),
);
export type OwnerConnection = InferType<typeof ownerConnectionSchema>;
