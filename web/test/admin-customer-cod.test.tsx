import type { CustomerAccount } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import {
  customerAccount,
  json,
  makeOrder,
  mockApi,
  OWNER_LOGIN,
  OWNER_TOKEN,
  ownerOverviewApi,
  queryOf,
  renderApp,
  sentBody,
} from './render-app';

const PRIYA = 'priya@example.com';
const ORDER = makeOrder('p1', { email: PRIYA, name: 'Priya', number: 1042, status: 'delivered', cashPending: true });

/** Priya's account, whose COD switch moves when POSTed (or answered by `answer`). */
function mockCustomer(start: Partial<CustomerAccount>, answer?: () => Response) {
  let customer = customerAccount({ email: PRIYA, ...start });
  return mockApi({
    '/api/admin/customers/cod': (_url, init) => {
      if (answer) return answer();
      const { codAllowed } = sentBody({ init }) as { codAllowed: boolean };
      customer = { ...customer, codAllowed, codOffered: codAllowed };
      return {
        message: codAllowed ? `${PRIYA} may order cash on delivery again.` : `${PRIYA} can now pay by UPI only.`,
        customer,
      };
    },
    '/api/admin/customers': (url) =>
      queryOf(url).get('email') === PRIYA ? customer : json({ message: 'No customer has this e-mail address.' }, 404),
    '/api/admin/orders/p1/mail': () => [],
    '/api/admin/orders/p1': () => ORDER,
    '/api/admin/orders': () => ({ orders: [ORDER], nextCursor: null }),
    ...ownerOverviewApi(),
  });
}

const panel = () => screen.getByTestId('customer-panel');

async function openCustomer() {
  saveSession(OWNER_LOGIN);
  renderApp(`/dashboard/orders?email=${encodeURIComponent(PRIYA)}`);
  return within(await screen.findByTestId('customer-panel')).findByTestId('customer-rto-count');
}

describe('the customer lookup’s RTO count and COD switch', () => {
  it('shows the RTO count and switches COD off (UPI only), then on again', async () => {
    const calls = mockCustomer({ rtoCount: 3 });
    const user = userEvent.setup();
    expect(await openCustomer()).toHaveTextContent('3');
    expect(within(panel()).getByTestId('customer-cod')).toHaveTextContent('Offered');

    await user.click(within(panel()).getByRole('button', { name: 'Switch COD off (UPI only)' }));
    expect(await screen.findByText(`${PRIYA} can now pay by UPI only.`)).toBeInTheDocument();
    expect(within(panel()).getByTestId('customer-cod')).toHaveTextContent('Off (UPI only)');
    const posts = calls.filter((call) => call.url === '/api/admin/customers/cod');
    expect(posts.map(sentBody)).toEqual([{ email: PRIYA, codAllowed: false }]);
    expect((posts[0]!.init!.headers as Record<string, string>).authorization).toBe(`Bearer ${OWNER_TOKEN}`);

    await user.click(within(panel()).getByRole('button', { name: 'Allow COD again' }));
    expect(await screen.findByText(`${PRIYA} may order cash on delivery again.`)).toBeInTheDocument();
    expect(within(panel()).getByTestId('customer-cod')).toHaveTextContent('Offered');
    expect(calls.filter((call) => call.url === '/api/admin/customers/cod').map(sentBody)).toEqual([
      { email: PRIYA, codAllowed: false },
      { email: PRIYA, codAllowed: true },
    ]);
  });

  it('names the shop’s RTO rule when COD is allowed but not offered', async () => {
    mockCustomer({ rtoCount: 5, codAllowed: true, codOffered: false });
    await openCustomer();
    expect(within(panel()).getByTestId('customer-cod')).toHaveTextContent('Not offered (too many RTOs)');
    expect(within(panel()).getByRole('button', { name: 'Switch COD off (UPI only)' })).toBeInTheDocument();
  });

  it('shows the API’s reason when the switch is refused, and keeps the state', async () => {
    mockCustomer({ codAllowed: false, codOffered: false }, () =>
      json({ message: 'No customer has this e-mail address.' }, 404),
    );
    const user = userEvent.setup();
    await openCustomer();
    await user.click(within(panel()).getByRole('button', { name: 'Allow COD again' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cash on delivery could not be switched');
    expect(dialog).toHaveTextContent('No customer has this e-mail address.');
    expect(within(panel()).getByTestId('customer-cod')).toHaveTextContent('Off (UPI only)');
  });
});

describe('the order page’s RTO count', () => {
  it('shows the RTO count of the order’s customer, from the customer lookup', async () => {
    const calls = mockCustomer({ rtoCount: 2, codAllowed: false, codOffered: false });
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/orders/p1');
    const line = await screen.findByTestId('order-customer-rto');
    expect(line).toHaveTextContent(
      'RTO count (parcels refused or undeliverable): 2 · Cash on delivery: Off (UPI only)',
    );
    expect(calls.some((call) => call.url === `/api/admin/customers?email=${encodeURIComponent(PRIYA)}`)).toBe(true);
  });

  it('shows nothing for an e-mail the lookup does not know, and the rest of the page stays', async () => {
    mockApi({
      '/api/admin/customers': () => json({ message: 'No customer has this e-mail address.' }, 404),
      '/api/admin/orders/p1/mail': () => [],
      '/api/admin/orders/p1': () => ORDER,
      ...ownerOverviewApi(),
    });
    saveSession(OWNER_LOGIN);
    renderApp('/dashboard/orders/p1');
    await screen.findByRole('heading', { name: 'Order #1042' });
    await waitFor(() => expect(screen.getByRole('form', { name: 'Mark cash remitted' })).toBeInTheDocument());
    expect(screen.queryByTestId('order-customer-rto')).toBeNull();
    expect(screen.queryByText(/RTO count could not be loaded/)).toBeNull();
  });
});
