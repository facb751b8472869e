import { SHOP_SETUP_ITEMS, SHOP_SETUP_LABELS, type ShopSetupItem } from './shop-setup-items';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from './store-settings';

// What a new shop has still to fill in. A value is "unset" while it is one of the
// settings' placeholders (DEFAULT_STORE_SETTINGS), which a new shop's pages and bills would
// otherwise print. Two items have no placeholder to tell them by: the legal name ("Book Store"
// could be a real name) and the shipping and COD rules (zero charges are a real choice). They
// count as set once the settings have been saved, when the owner has seen and kept them
// (decision 048).

/** The settings as read, and whether anyone ever saved them (the store/settings document exists). */
export interface ShopSettingsRead {
  settings: StoreSettings;
  saved: boolean;
}

/** An e-mail at example.com (or a subdomain): the placeholders' domain, never a real mailbox. */
const isExampleAddress = (email: string) => /@(?:[^@]+\.)?example\.com$/i.test(email.trim());

const PLACEHOLDERS = DEFAULT_STORE_SETTINGS;

/** Whether each item is set. */
export function shopSetup({ settings, saved }: ShopSettingsRead): Record<ShopSetupItem, boolean> {
  return {
    'legal-name': saved && settings.legalName.trim() !== '',
    address: settings.address.trim() !== '' && settings.address.trim() !== PLACEHOLDERS.address,
    contacts: !isExampleAddress(settings.supportEmail) && settings.supportPhone.trim() !== PLACEHOLDERS.supportPhone,
    'grievance-officer':
      settings.grievanceOfficer.name.trim() !== PLACEHOLDERS.grievanceOfficer.name &&
      !isExampleAddress(settings.grievanceOfficer.email),
    upi: settings.upi.vpa !== '',
    'shipping-and-cod': saved,
  };
}

/** The overview's checklist: every item in order, with its label and whether it is done. */
export function shopSetupChecklist(read: ShopSettingsRead) {
  const set = shopSetup(read);
  return SHOP_SETUP_ITEMS.map((item) => ({ item, label: SHOP_SETUP_LABELS[item], done: set[item] }));
}

/**
 * Why no bill of supply can be issued yet, or null: CGST Rule 49(a) wants the supplier's name
 * and address on every bill, so a bill is refused while either is unset.
 */
export function billRefusal(read: ShopSettingsRead): string | null {
  const set = shopSetup(read);
  const missing = [!set['legal-name'] && 'legal name', !set.address && 'address'].filter(Boolean);
  if (missing.length === 0) return null;
  return (
    `Fill in the shop’s ${missing.join(' and ')} in Settings first: a bill of supply is issued with this move, ` +
    'and it must carry the shop’s legal name and address (CGST Rule 49). Nothing was changed.'
  );
}
