import { SEED_BOOKS } from '../../seed/catalog';
import { phoneFor } from '../../scripts/lib/shopper-phone';
import type { Customer } from './emulators';

export const [bookA, bookB] = SEED_BOOKS as [(typeof SEED_BOOKS)[0], (typeof SEED_BOOKS)[0]];

/** A valid order body for the customer: two seeded books, priced as the server will price them. */
export function orderFor(customer: Pick<Customer, 'email'>, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: customer.email,
    phone: phoneFor(customer.email),
    address: {
      street: '12 MG Road',
      city: 'Bengaluru',
      country: 'India',
      state: 'Karnataka',
      zipcode: '560001',
      landmark: 'Near the metro',
    },
    products: [
      { productId: bookA.slug, quantity: 2 },
      { productId: bookB.slug, quantity: 1 },
    ],
    totalPrice: bookA.newPrice * 2 + bookB.newPrice,
    ...overrides,
  };
}
