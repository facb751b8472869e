import {
  DEFAULT_STORE_SETTINGS,
  PIN_CODE_PATTERN,
  quoteDelivery,
  storeSettingsSchema,
  toPaise,
  type DeliveryQuote,
  type PaymentMethod,
  type QuoteRules,
  type ServiceablePinsSummary,
  type ShopSettingsRead,
  type StoreSettings,
} from '@bookstore/domain';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { collections } from '../../db/collections';
import { mailSettings } from '../../mail/transport/settings';
import type { MailSettings } from '../../mail/templates/types';

/**
 * The stored settings over the defaults, one level deep: a field added to the settings later
 * reads as its default in a document saved before it existed.
 */
function overDefaults(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return DEFAULT_STORE_SETTINGS;
  const merged: Record<string, unknown> = { ...DEFAULT_STORE_SETTINGS };
  for (const [key, value] of Object.entries(stored)) {
    const base = (DEFAULT_STORE_SETTINGS as Record<string, unknown>)[key];
    merged[key] =
      base &&
      typeof base === 'object' &&
      !Array.isArray(base) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
        ? { ...base, ...value }
        : value;
  }
  return merged;
}

/**
 * The shop's settings, validated as the owner's save was, and whether they were ever saved (what
 * the setup checklist and the bills' refusal go by, decision 048). A document that no longer
 * passes (edited by hand in the console) reads as the defaults, not saved, and is logged, rather
 * than pricing orders from a broken rule.
 */
export async function readShopSettings(tx?: Transaction): Promise<ShopSettingsRead> {
  const ref = collections.storeSettings();
  const stored = (await (tx ? tx.get(ref) : ref.get())).data();
  // Until the owner first saves, the shop is named by the SHOP_NAME param.
  if (!stored) return { settings: { ...DEFAULT_STORE_SETTINGS, shopName: mailSettings().shopName }, saved: false };
  try {
    const settings = await storeSettingsSchema.validate(overDefaults(stored.settings), {
      abortEarly: false,
      stripUnknown: true,
    });
    return { settings, saved: true };
  } catch (error) {
    logger.error('store/settings does not pass the settings schema; the defaults are used until the owner saves.', {
      error: String(error),
    });
    return { settings: DEFAULT_STORE_SETTINGS, saved: false };
  }
}

/** The shop's settings (readShopSettings without whether they were saved). */
export async function readStoreSettings(tx?: Transaction): Promise<StoreSettings> {
  return (await readShopSettings(tx)).settings;
}

/** What every e-mail is rendered with: the site's origin, and the shop's name and contacts from its settings. */
export async function shopMailSettings(settings?: StoreSettings): Promise<MailSettings> {
  const store = settings ?? (await readStoreSettings());
  return {
    ...mailSettings(),
    shopName: store.shopName,
    support: { email: store.supportEmail, phone: store.supportPhone },
  };
}

/** PUT /api/admin/settings, with settings the router validated. */
export async function saveStoreSettings(settings: StoreSettings, by: string): Promise<StoreSettings> {
  // A body from before a setting existed leaves it out: it is saved, and answered, as its default.
  const whole = overDefaults(settings) as StoreSettings;
  await collections.storeSettings().set({ settings: whole, updatedAt: Timestamp.now(), updatedBy: by });
  return whole;
}

// The serviceable list, parsed once per instance per upload (its version).
let cachedPins: { version: string; pins: ReadonlySet<string> | null } | undefined;

/** The courier's serviceable PIN codes, or null when no list was uploaded (everywhere). */
export async function serviceablePins(tx?: Transaction): Promise<ReadonlySet<string> | null> {
  const ref = collections.serviceablePins();
  const stored = (await (tx ? tx.get(ref) : ref.get())).data();
  if (!stored || stored.count === 0) return null;
  if (cachedPins?.version !== stored.version) {
    cachedPins = { version: stored.version, pins: new Set(stored.pins.split(' ').filter(Boolean)) };
  }
  return cachedPins.pins;
}

export async function serviceablePinsSummary(): Promise<ServiceablePinsSummary> {
  const stored = (await collections.serviceablePins().get()).data();
  return { count: stored?.count ?? 0, uploadedAt: stored?.uploadedAt?.toDate().toISOString() ?? null };
}

/**
 * Replaces the list (an empty one removes it: every PIN code is deliverable again). The codes
 * were validated one by one by the request schema; duplicates are dropped here.
 */
export async function saveServiceablePins(pins: readonly string[]): Promise<ServiceablePinsSummary> {
  const unique = [...new Set(pins)].filter((pin) => PIN_CODE_PATTERN.test(pin)).sort();
  const uploadedAt = Timestamp.now();
  await collections
    .serviceablePins()
    .set({ pins: unique.join(' '), count: unique.length, version: randomUUID(), uploadedAt });
  return { count: unique.length, uploadedAt: uploadedAt.toDate().toISOString() };
}

/**
 * What pricing needs: the rules and the serviceable list, read together. The order transaction
 * reads them in the transaction, so an order is priced by the rules in force when it commits.
 */
export async function quoteRules(tx?: Transaction): Promise<QuoteRules & { settings: StoreSettings }> {
  const [current, serviceable] = await Promise.all([readStoreSettings(tx), serviceablePins(tx)]);
  return { settings: current, shipping: current.shipping, cod: current.cod, serviceable };
}

/** GET /api/shipping/quote. */
export async function shippingQuote(pin: string, subtotal: number, payment: PaymentMethod): Promise<DeliveryQuote> {
  return quoteDelivery(await quoteRules(), pin, toPaise(subtotal), payment);
}
