import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@bookstore/domain';

/**
 * The demo shop's details: what `npm start` saves on an emulator whose settings were never
 * saved, and what the tests save before they ship an order or mark one paid. No bill of supply
 * is issued while the legal name or the address is a placeholder (CGST Rule 49(a), decision
 * 048), so a local store that ships at once needs them. The rules stay the new shop's (zero
 * charges, no UPI ID): the checklist still asks the owner for their UPI ID.
 */
export const DEMO_SHOP_DETAILS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  legalName: 'Pustak Ghar Booksellers (demo)',
  address: '14 Assi Ghat Road, Varanasi, Uttar Pradesh 221005',
  supportEmail: 'care@pustakghar.test',
  supportPhone: '+91 98765 43210',
  grievanceOfficer: { name: 'Asha Verma', email: 'grievance@pustakghar.test', phone: '+91 98765 43211' },
};
