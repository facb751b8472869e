import type { CustomerAccount } from '@bookstore/domain';
import { ApiError } from '@web/lib/api-client';
import { useCustomerAccount } from '../api/customer';

/** Whether the customer may order cash on delivery now, and if not, whose decision that was. */
export function codState(customer: CustomerAccount): string {
  if (!customer.codAllowed) return 'Off (UPI only)';
  // Allowed by the owner but not offered: the shop's RTO rule turned it off.
  return customer.codOffered ? 'Offered' : 'Not offered (too many RTOs)';
}

/**
 * The order page's line on the customer's refused parcels, so the owner weighs a COD order
 * against them. Nothing while loading or for an e-mail the lookup does not know.
 */
export function CustomerRtoCount({ email }: { email: string }) {
  const { data: customer, isError, error } = useCustomerAccount(email);
  if (isError)
    return error instanceof ApiError && error.status === 404 ? null : (
      <p className="text-gray-700">The customer&apos;s RTO count could not be loaded.</p>
    );
  if (!customer) return null;
  return (
    <p className="text-gray-700" data-testid="order-customer-rto">
      RTO count (parcels refused or undeliverable): <span className="font-medium">{customer.rtoCount}</span> · Cash on
      delivery: {codState(customer)}
    </p>
  );
}
