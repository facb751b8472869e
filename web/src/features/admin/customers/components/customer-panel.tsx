import type { CustomerAccount, RelatedAccount } from '@bookstore/domain';
import { confirmAction } from '@web/lib/alerts';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useSetCustomerBlocked } from '../api/block-customer';
import { useCancelOpenOrders } from '../api/cancel-open-orders';
import { useCustomerAccount } from '../api/customer';
import { CustomerCodSwitch } from './customer-cod-switch';
import { codState } from './customer-rto-count';
import { showFailure } from '../../components/failure-alert';
import { CustomerOrdersLink } from './customer-filter';

/** The server's messages are a sentence or two: long enough to read. */
const TOAST_MS = 6000;

const openOrders = (count: number) => (count === 1 ? '1 open order' : `${count} open orders`);

function accountState(customer: CustomerAccount): string {
  if (!customer.hasAccount) return 'No account';
  return customer.blocked ? 'Blocked' : 'Active';
}

const BLOCKING = {
  block: {
    title: (email: string) => `Block ${email}?`,
    text: 'They are signed out at once and cannot sign in or place orders until you unblock them. Their orders stay as they are.',
    confirm: 'Block customer',
    keep: 'Keep active',
    failure: 'The customer could not be blocked',
  },
  unblock: {
    title: (email: string) => `Unblock ${email}?`,
    text: 'They can sign in and place orders again.',
    confirm: 'Unblock customer',
    keep: 'Keep blocked',
    failure: 'The customer could not be unblocked',
  },
};

function CustomerActions({ customer }: { customer: CustomerAccount }) {
  const cancelOpenOrders = useCancelOpenOrders();
  const setBlocked = useSetCustomerBlocked();
  const busy = cancelOpenOrders.isPending || setBlocked.isPending;
  const { email } = customer;

  const cancelAll = async () => {
    const count = openOrders(customer.openOrders);
    const confirmed = await confirmAction(
      `Cancel ${count} of ${email}?`,
      'Their copies go back on the shelf and the sales leave the statistics. This cannot be undone.',
      `Cancel ${count}`,
      'Keep orders',
    );
    if (!confirmed) return;
    try {
      const { message, skipped } = await cancelOpenOrders.mutateAsync(email);
      // Some orders moved on meanwhile (shipped, say): the message names how many.
      (skipped.length > 0 ? notify.warning : notify.success)(message, TOAST_MS);
    } catch (error) {
      await showFailure('The open orders could not be cancelled', error);
    }
  };

  const toggleBlock = async () => {
    const step = BLOCKING[customer.blocked ? 'unblock' : 'block'];
    if (!(await confirmAction(step.title(email), step.text, step.confirm, step.keep))) return;
    try {
      notify.success((await setBlocked.mutateAsync({ email, blocked: !customer.blocked })).message, TOAST_MS);
    } catch (error) {
      await showFailure(step.failure, error);
    }
  };

  return (
    <div role="group" aria-label="Customer actions" className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={cancelAll}
        disabled={busy || customer.openOrders === 0}
        className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:opacity-50"
      >
        Cancel all open orders
      </button>
      {customer.hasAccount && (
        <button
          type="button"
          onClick={toggleBlock}
          disabled={busy}
          className={`rounded-md px-4 py-2 font-medium text-white disabled:opacity-50 ${customer.blocked ? 'bg-blue-700 hover:bg-blue-800' : 'bg-red-700 hover:bg-red-800'}`}
        >
          {customer.blocked ? 'Unblock customer' : 'Block customer'}
        </button>
      )}
    </div>
  );
}

const SHARED = { mailbox: 'same mailbox', phone: 'same phone' } as const;

/**
 * Accounts the order limits count as this customer (decision 035): named, with what they
 * share, so the owner can open their orders too. The tools below act on this e-mail only.
 */
function RelatedAccounts({ related }: { related: RelatedAccount[] }) {
  return (
    <div data-testid="customer-related">
      <p className="text-sm text-gray-700">
        {related.length === 1 ? 'Another account shares' : `${related.length} other accounts share`} this
        customer&apos;s mailbox or phone, and counts with them against the order limits:
      </p>
      <ul className="mt-1 list-disc pl-6">
        {related.map((account) => (
          <li key={account.email} style={{ overflowWrap: 'anywhere' }}>
            <CustomerOrdersLink email={account.email} className="text-blue-700 hover:underline" /> (
            {account.shares.map((shared) => SHARED[shared]).join(', ')})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the owner knows of the customer whose orders are shown, and the tools to stop an abuser. */
export function CustomerPanel({ email }: { email: string }) {
  const { data: customer, isPending, isError, error } = useCustomerAccount(email);

  let body;
  if (isPending) body = <p className="text-gray-700">Loading the customer…</p>;
  else if (isError)
    body =
      error instanceof ApiError && error.status === 404 ? (
        <p className="text-gray-700">{error.message}</p>
      ) : (
        <p role="alert">The customer could not be loaded.</p>
      );
  else
    body = (
      <>
        <dl className="flex flex-wrap gap-6">
          <div>
            <dt className="text-sm text-gray-700">Account</dt>
            <dd className="font-medium" data-testid="customer-account">
              {accountState(customer)}
            </dd>
          </div>
          {customer.hasAccount && (
            <div>
              <dt className="text-sm text-gray-700">E-mail</dt>
              <dd className="font-medium" data-testid="customer-verified">
                {customer.emailVerified ? 'Verified' : 'Not verified'}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-gray-700">Open orders</dt>
            <dd className="font-medium" data-testid="customer-open-orders">
              {customer.openOrders}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">RTO count</dt>
            <dd className="font-medium" data-testid="customer-rto-count">
              {customer.rtoCount}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-gray-700">Cash on delivery</dt>
            <dd className="font-medium" data-testid="customer-cod">
              {codState(customer)}
            </dd>
          </div>
        </dl>
        {customer.related.length > 0 && <RelatedAccounts related={customer.related} />}
        <CustomerActions customer={customer} />
        <CustomerCodSwitch customer={customer} />
      </>
    );

  return (
    <section
      aria-labelledby="customer-heading"
      data-testid="customer-panel"
      className="mb-4 flex flex-col gap-3 rounded border border-gray-300 p-4"
    >
      <h2 id="customer-heading" className="text-lg font-semibold">
        Customer <span style={{ overflowWrap: 'anywhere' }}>{email}</span>
      </h2>
      {body}
    </section>
  );
}
