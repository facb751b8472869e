// The owner's setup checklist (decision 048): what a new shop fills in, in order.
// Apart from shop-setup.ts, so the overview's answer schema does not pull in the settings' schema.

export const SHOP_SETUP_ITEMS = [
  'legal-name',
  'address',
  'contacts',
  'grievance-officer',
  'upi',
  'shipping-and-cod',
] as const;
export type ShopSetupItem = (typeof SHOP_SETUP_ITEMS)[number];

export const SHOP_SETUP_LABELS: Record<ShopSetupItem, string> = {
  'legal-name': 'Legal name',
  address: 'Address',
  contacts: 'Customer-care e-mail and phone',
  'grievance-officer': 'Grievance officer',
  upi: 'UPI ID',
  'shipping-and-cod': 'Shipping and COD rules',
};
