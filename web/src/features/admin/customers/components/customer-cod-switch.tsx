import type { CustomerAccount } from '@bookstore/domain';
import { notify } from '@web/lib/notify';
import { useSetCustomerCod } from '../api/set-customer-cod';
import { showFailure } from '../../components/failure-alert';

/** The server's messages are a sentence or two: long enough to read. */
const TOAST_MS = 6000;

/**
 * The owner's switch for one customer's cash on delivery. Either way is undone with one click
 * and touches no order, so it asks no confirmation, unlike blocking.
 */
export function CustomerCodSwitch({ customer }: { customer: CustomerAccount }) {
  const setCod = useSetCustomerCod();

  const toggle = async () => {
    try {
      notify.success(
        (await setCod.mutateAsync({ email: customer.email, codAllowed: !customer.codAllowed })).message,
        TOAST_MS,
      );
    } catch (error) {
      await showFailure('Cash on delivery could not be switched', error);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={setCod.isPending}
      className="self-start rounded-md border px-4 py-2 font-medium disabled:opacity-50"
    >
      {customer.codAllowed ? 'Switch COD off (UPI only)' : 'Allow COD again'}
    </button>
  );
}
