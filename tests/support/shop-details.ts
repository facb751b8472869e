import type { StoreSettings } from '@bookstore/domain';
import { DEMO_SHOP_DETAILS } from '../../seed/shop';
import { call } from './http';

/**
 * Saves the demo shop's details as the owner would (with a test's own settings over them)
 * before a test ships an order or marks one paid: no bill of supply is issued while the legal
 * name or the address is unset (decision 048). Returns the settings saved.
 */
export async function saveShopDetails(token: string, settings: Partial<StoreSettings> = {}): Promise<StoreSettings> {
  const body = { ...DEMO_SHOP_DETAILS, ...settings };
  const saved = await call('PUT', '/admin/settings', { token, body });
  if (saved.status !== 200) throw new Error(`Saving the shop's details failed: ${JSON.stringify(saved.body)}`);
  return body;
}
