import type { ApiRoute } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import type { AdminRequest } from '@web/features/admin/api/admin-request';
import { adminBookQuery } from '@web/features/admin/catalog/api/admin-book';
import { adminBooksQuery } from '@web/features/admin/catalog/api/admin-books';
import { applyImportBatch } from '@web/features/admin/catalog-import/api/apply-import-batch';
import { previewImport } from '@web/features/admin/catalog-import/api/preview-import';
import { customerQuery } from '@web/features/admin/customers/api/customer';
import { newsletterStatsQuery } from '@web/features/admin/newsletter/api/newsletter-stats';
import { adminOrderQuery } from '@web/features/admin/orders/api/admin-order';
import { adminOrdersQuery } from '@web/features/admin/orders/api/admin-orders';
import { orderMailQuery } from '@web/features/admin/orders/api/order-mail';
import { adminStatsQuery } from '@web/features/admin/statistics/api/admin-stats';
import { callUrl } from '@web/lib/api-client';

// The owner's queryOptions, each with a request that only records what it was asked to send:
// the cache keys (which the invalidations in admin-keys.ts reach) and the addresses are pinned.

interface Sent {
  call: string;
  body?: unknown;
}

function recorder() {
  const sent: Sent[] = [];
  const request = ((route: ApiRoute<unknown, unknown, string>, options: Parameters<AdminRequest>[1]) => {
    const { params, query, body } = options as { params?: Record<string, string>; query?: never; body?: unknown };
    sent.push({
      call: `${route.method ?? 'GET'} ${callUrl(route, params, query)}`,
      ...(body === undefined ? {} : { body }),
    });
    return Promise.resolve({ nextCursor: 'next' });
  }) as AdminRequest;
  return { request, sent };
}

/** Runs a query's function as the cache would, with a signal and (for a list) a page. */
async function fetchWith(options: { queryKey: readonly unknown[]; queryFn?: unknown }, pageParam?: unknown) {
  const queryFn = options.queryFn as (context: object) => Promise<unknown>;
  return queryFn({ queryKey: options.queryKey, signal: new AbortController().signal, pageParam, meta: undefined });
}

describe("the owner's queries", () => {
  it('keys and asks for each cached read as before the split', async () => {
    const { request, sent } = recorder();
    const cases = [
      [adminBooksQuery(request, { q: 'tolkien', page: 2 }), ['admin', 'books', 'page', 'tolkien', 2]],
      [adminBooksQuery(request, { q: '', page: 1 }), ['admin', 'books', 'page', '', 1]],
      [adminBookQuery(request, 'b1'), ['admin', 'books', 'b1']],
      [adminOrderQuery(request, 'o1'), ['admin', 'orders', 'one', 'o1']],
      [orderMailQuery(request, 'o1'), ['admin', 'orders', 'mail', 'o1']],
      [customerQuery(request, 'ann@example.test'), ['admin', 'customers', 'ann@example.test']],
      [adminStatsQuery(request), ['admin', 'stats']],
      [newsletterStatsQuery(request), ['admin', 'newsletter']],
    ] as const;
    for (const [options, key] of cases) {
      expect(options.queryKey).toEqual(key);
      await fetchWith(options);
    }
    expect(sent.map(({ call }) => call)).toEqual([
      'GET /api/admin/books?page=2&limit=20&q=tolkien',
      'GET /api/admin/books?page=1&limit=20',
      'GET /api/admin/books/b1',
      'GET /api/admin/orders/o1',
      'GET /api/admin/orders/o1/mail',
      'GET /api/admin/customers?email=ann%40example.test',
      'GET /api/admin',
      'GET /api/admin/newsletter',
    ]);
  });

  it('keys the orders list by status, customer, number and view, and follows its cursor', async () => {
    const { request, sent } = recorder();
    const everyone = adminOrdersQuery(request);
    const filtered = adminOrdersQuery(request, { status: 'shipped', email: 'ann@example.test' });
    const one = adminOrdersQuery(request, { number: 1042 });
    const cash = adminOrdersQuery(request, { cashPending: true });
    const refunds = adminOrdersQuery(request, { refundOutstanding: true });
    const late = adminOrdersQuery(request, { latePayment: true });
    const returns = adminOrdersQuery(request, { returnsOpen: true });
    const list = ['admin', 'orders', 'list'];
    const rest = ['any-payment', 'any-return'];
    expect(everyone.queryKey).toEqual([...list, 'all', 'everyone', 'any', 'any-cash', 'any-refund', ...rest]);
    expect(filtered.queryKey).toEqual([
      ...list,
      'shipped',
      'ann@example.test',
      'any',
      'any-cash',
      'any-refund',
      ...rest,
    ]);
    expect(one.queryKey).toEqual([...list, 'all', 'everyone', 1042, 'any-cash', 'any-refund', ...rest]);
    expect(cash.queryKey).toEqual([...list, 'all', 'everyone', 'any', 'cash-pending', 'any-refund', ...rest]);
    expect(refunds.queryKey).toEqual([...list, 'all', 'everyone', 'any', 'any-cash', 'refund-outstanding', ...rest]);
    expect(late.queryKey).toEqual([
      ...list,
      'all',
      'everyone',
      'any',
      'any-cash',
      'any-refund',
      'late-payment',
      'any-return',
    ]);
    expect(returns.queryKey).toEqual([
      ...list,
      'all',
      'everyone',
      'any',
      'any-cash',
      'any-refund',
      'any-payment',
      'returns-open',
    ]);
    expect(everyone.initialPageParam).toBeNull();
    await fetchWith(everyone, everyone.initialPageParam);
    await fetchWith(filtered, 'c1');
    await fetchWith(one, null);
    await fetchWith(cash, null);
    await fetchWith(refunds, null);
    await fetchWith(late, null);
    await fetchWith(returns, null);
    expect(sent.map(({ call }) => call)).toEqual([
      'GET /api/admin/orders',
      'GET /api/admin/orders?status=shipped&email=ann%40example.test&cursor=c1',
      'GET /api/admin/orders?number=1042',
      'GET /api/admin/orders?cashPending=true',
      'GET /api/admin/orders?refundOutstanding=true',
      'GET /api/admin/orders?latePayment=true',
      'GET /api/admin/orders?returnsOpen=true',
    ]);
    expect(everyone.getNextPageParam({ orders: [], nextCursor: 'c2' }, [], null, [])).toBe('c2');
  });

  it("sends an import's preview and each batch to their routes", async () => {
    const { request, sent } = recorder();
    await previewImport(request, []);
    await applyImportBatch(request, []);
    expect(sent).toEqual([
      { call: 'POST /api/admin/books/import/preview', body: { rows: [] } },
      { call: 'POST /api/admin/books/import/apply', body: { rows: [] } },
    ]);
  });
});
