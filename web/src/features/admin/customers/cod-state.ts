import type { CustomerAccount } from '@bookstore/domain';

/** Whether the customer may order cash on delivery now, and if not, whose decision that was. */
export function codState(customer: CustomerAccount): string {
  if (!customer.codAllowed) return 'Off (UPI only)';
  // Allowed by the owner but not offered: the shop's RTO rule turned it off.
  return customer.codOffered ? 'Offered' : 'Not offered (too many RTOs)';
}
