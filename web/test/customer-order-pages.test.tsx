import { MY_ORDERS_PAGE_SIZE, NEXT_CURSOR_HEADER, type Order } from '@bookstore/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { held, makeOrder, mockApi, renderApp, SIGNED_IN } from './render-app';

// A customer's orders a page at a time (decision 070): the first page as the list it always was,
// a Next-Cursor header while older ones remain, and "Show more orders" to fetch them.

const orders = Array.from({ length: MY_ORDERS_PAGE_SIZE + 3 }, (_, i) =>
  makeOrder(`o${String(i).padStart(2, '0')}`, { email: SIGNED_IN.email! }),
);
const CURSOR = '1764620000.123456789.o19';

const page = (list: Order[], nextCursor?: string) =>
  new Response(JSON.stringify(list), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(nextCursor ? { [NEXT_CURSOR_HEADER]: nextCursor } : {}) },
  });

/** The orders API: the first page with a cursor, then the rest once `later` lets it answer. */
function pagedOrders(later: Promise<Response | undefined> = Promise.resolve(undefined)) {
  return mockApi({
    '/api/orders/email/': async (url) => {
      const cursor = new URL(url, 'http://shop.test').searchParams.get('cursor');
      if (cursor === null) return page(orders.slice(0, MY_ORDERS_PAGE_SIZE), CURSOR);
      expect(cursor).toBe(CURSOR);
      return (await later) ?? page(orders.slice(MY_ORDERS_PAGE_SIZE));
    },
  });
}

describe.each([
  ['/orders', 'order'],
  ['/user-dashboard', 'dashboard-order'],
])('%s', (path, testId) => {
  it('shows the first page, then the next on "Show more orders", disabled while it loads', async () => {
    const next = held<Response | undefined>();
    const calls = pagedOrders(next.promise);
    const user = userEvent.setup();
    renderApp(path, SIGNED_IN);
    const more = await screen.findByRole('button', { name: 'Show more orders' });
    expect(screen.getAllByTestId(testId)).toHaveLength(MY_ORDERS_PAGE_SIZE);

    await user.click(more);
    const loading = screen.getByRole('button', { name: 'Loading more orders...' });
    expect(loading).toBeDisabled();
    expect(loading).toHaveAttribute('aria-busy', 'true');
    next.release(undefined);

    await waitFor(() => expect(screen.getAllByTestId(testId)).toHaveLength(orders.length));
    // The oldest last, and no button once the API sends no cursor.
    expect(screen.getAllByTestId(testId).at(-1)).toHaveTextContent(`Order ${orders.at(-1)!._id}`);
    expect(screen.queryByRole('button', { name: /more orders/ })).not.toBeInTheDocument();
    const asked = calls.filter((call) => call.url.startsWith('/api/orders/email/')).map((call) => call.url);
    expect(asked).toEqual([
      `/api/orders/email/${encodeURIComponent(SIGNED_IN.email!)}`,
      `/api/orders/email/${encodeURIComponent(SIGNED_IN.email!)}?cursor=${encodeURIComponent(CURSOR)}`,
    ]);
  });

  it('keeps the orders shown when an older page fails, says why, and tries again', async () => {
    let fail = true;
    const failing = () =>
      fail ? new Response(JSON.stringify({ message: 'The orders service is down.' }), { status: 503 }) : undefined;
    mockApi({
      '/api/orders/email/': (url) => {
        if (!new URL(url, 'http://shop.test').searchParams.has('cursor'))
          return page(orders.slice(0, MY_ORDERS_PAGE_SIZE), CURSOR);
        return failing() ?? page(orders.slice(MY_ORDERS_PAGE_SIZE));
      },
    });
    const user = userEvent.setup();
    renderApp(path, SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'Show more orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load more orders: The orders service is down.',
    );
    expect(screen.getAllByTestId(testId)).toHaveLength(MY_ORDERS_PAGE_SIZE);
    // The seed's texts for a list that fails whole are not shown for a page that fails.
    expect(screen.queryByText(/No Order found|Error getting orders data/)).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(screen.getAllByTestId(testId)).toHaveLength(orders.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no button when the first page is the last', async () => {
    mockApi({ '/api/orders/email/': () => page(orders.slice(0, 2)) });
    renderApp(path, SIGNED_IN);
    const list = await screen.findAllByTestId(testId);
    expect(list).toHaveLength(2);
    expect(within(list[0]!).getByText(`Order ${orders[0]!._id}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more orders/ })).not.toBeInTheDocument();
  });
});
