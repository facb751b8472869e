import type { Address } from '@bookstore/domain';

/** Street, landmark (when given), city and state: the lines a postman reads before the PIN. */
export function streetAndPlace(address: Address): string[] {
  return [address.street, address.landmark ?? '', `${address.city}, ${address.state}`].filter(
    (line) => line.trim() !== '',
  );
}

/** The full postal address as a bill prints it: street, landmark, city and state, PIN, country. */
export function addressLines(address: Address): string[] {
  return [...streetAndPlace(address), `PIN ${address.zipcode}`, address.country].filter((line) => line.trim() !== '');
}
