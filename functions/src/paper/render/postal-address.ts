import type { Address } from '@bookstore/domain';

/** The postal address as a bill or a packing slip prints it: street, landmark, city and state, PIN, country. */
export function addressLines(address: Address): string[] {
  return [
    address.street,
    address.landmark ?? '',
    `${address.city}, ${address.state}`,
    `PIN ${address.zipcode}`,
    address.country,
  ].filter((line) => line.trim() !== '');
}
