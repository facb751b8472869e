import { DEFAULT_STORE_SETTINGS, toPaise, type StoreSettings } from '@bookstore/domain';
import { expect } from 'vitest';
import { createCustomer, type Customer } from './emulators';
import { call } from './http';
import { bookA, bookB, orderFor } from './orders';

// A shop whose bills can be issued (its legal name and address saved, as every bill carries
// them), charging shipping and a COD fee so that the paper's parts are not all 0; and its orders.

export const BILLING_SHOP: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Book Nook',
  legalName: 'Book Nook Traders',
  address: '4 Park Street, Kolkata, West Bengal 700016',
  supportEmail: 'care@booknook.example',
  supportPhone: '+91 98765 43210',
  upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
  shipping: { ...DEFAULT_STORE_SETTINGS.shipping, flatCharge: 49 },
  cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: 25.5 },
};

/** Saves BILLING_SHOP as the owner. */
export async function saveBillingShop(token: string): Promise<void> {
  expect((await call('PUT', '/admin/settings', { token, body: BILLING_SHOP })).status).toBe(200);
}

export interface PlacedOrder {
  id: string;
  /** Its total, charges included, in paise. */
  paise: number;
  customer: Customer;
}

/** A new customer's order of orderFor's books (one each, so no limit is in the way), placed now. */
export async function placeWithCharges(paymentMethod: 'cod' | 'upi'): Promise<PlacedOrder> {
  const customer = await createCustomer();
  const totalPrice = bookA.newPrice * 2 + bookB.newPrice + 49 + (paymentMethod === 'cod' ? 25.5 : 0);
  const placed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, { paymentMethod, totalPrice }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body._id as string, paise: toPaise(totalPrice), customer };
}
