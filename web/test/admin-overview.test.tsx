import {
  CATEGORIES,
  categoryLabel,
  SHOP_SETUP_ITEMS,
  SHOP_SETUP_LABELS,
  storeYear,
  type AdminStats,
} from '@bookstore/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from './support/screen-width';

// Counts loads of the chart's chunk (chart.js) in this test alone: a fresh module registry and
// a fresh mock of the chart for each test (a mocked module stays cached across
// `vi.resetModules`, so one registered once would load once per file), with the app imported
// from that registry.
let chartLoads = 0;
beforeEach(() => {
  vi.resetModules();
  chartLoads = 0;
  vi.doMock('../src/features/admin/statistics/components/revenue-chart', async (original) => {
    chartLoads += 1;
    return original();
  });
});

/** Beside render-app's adminStats(), which fills in the rest (imported per test, below). */
const STATS: Partial<AdminStats> = {
  totalBooks: 4,
  totalSales: 300,
  totalOrders: 1,
  monthlySales: [
    { _id: `${storeYear()}-03`, totalSales: 300, totalOrders: 1, bills: 1, creditNotes: 0, refunds: 120.5 },
  ],
  remittancesThisMonth: {
    month: '2026-03',
    couriers: [{ courier: 'delhivery', parcels: 3, remitted: 1250.5, deducted: 49.5 }],
  },
};

async function openOverview(stats: Partial<AdminStats> = STATS) {
  const [{ saveSession }, { adminStats, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp }] = await Promise.all([
    import('@web/features/admin/api/session'),
    import('./render-app'),
  ]);
  saveSession(OWNER_LOGIN);
  mockApi(ownerOverviewApi(adminStats(stats)));
  renderApp('/dashboard');
  return screen.findByRole('heading', { name: 'Monthly Revenue' });
}

const marchRow = () => within(screen.getByTestId('revenue-table')).getByRole('row', { name: /^Mar/ });

describe('the overview', () => {
  it('on a phone: no chart and chart.js never fetched, the monthly figures shown as a table', async () => {
    stubScreenWidth(375);
    expect(await openOverview()).toBeInTheDocument();
    const table = await screen.findByTestId('revenue-table');
    expect(table).not.toHaveClass('sr-only');
    // Each month's bills less its credit notes, and its refunds, under headers that say so.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Month', 'Net sales', 'Refunds']);
    expect(
      within(marchRow())
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹300.00', '₹120.50']);
    expect(screen.queryByRole('img', { name: /Monthly revenue/ })).not.toBeInTheDocument();
    // Any import already started would finish here, so a late request for the chart still counts.
    await vi.dynamicImportSettled();
    expect(chartLoads).toBe(0);
  });

  it("from the md width: the 'Monthly Revenue' chart, with its figures as a table for screen readers", async () => {
    stubScreenWidth(1280);
    expect(await openOverview()).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: `Monthly revenue for ${storeYear()}` })).toBeInTheDocument();
    expect(chartLoads).toBe(1);
    expect(screen.getByTestId('revenue-table')).toHaveClass('sr-only');
    expect(marchRow()).toHaveTextContent('₹300.00');
  });

  it('Total Sales says what of it was shipping and COD fees, and nothing while there were none', async () => {
    stubScreenWidth(375);
    await openOverview({ ...STATS, totalSales: 365, salesCharges: { shipping: 40, codFees: 25 } });
    const card = screen.getByTestId('stat-sales').parentElement!;
    expect(card).toHaveTextContent('₹365.00');
    expect(card).toHaveTextContent('Incl. shipping ₹40.00 and COD fees ₹25.00');
    cleanup();
    await openOverview();
    expect(screen.getByTestId('stat-sales').parentElement!).not.toHaveTextContent('Incl.');
  });

  it('lists what a new shop has still to set up, each a link to the settings, and nothing once all is set', async () => {
    stubScreenWidth(375);
    const done = new Set(['legal-name', 'contacts', 'shipping-and-cod']);
    await openOverview({
      ...STATS,
      shopSetup: SHOP_SETUP_ITEMS.map((item) => ({ item, label: SHOP_SETUP_LABELS[item], done: done.has(item) })),
    });
    const card = within(screen.getByRole('region', { name: 'Set up your shop' }));
    expect(card.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Address', '/dashboard/settings'],
      ['Grievance officer', '/dashboard/settings'],
      ['UPI ID', '/dashboard/settings'],
    ]);
    expect(card.getByText('No bill is issued until the legal name and the address are set.')).toBeInTheDocument();
    cleanup();
    await openOverview();
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).not.toBeInTheDocument();
  });

  it.each([
    [375, ['Today’s queue', 'Set up your shop', 'Products']],
    [639, ['Today’s queue', 'Set up your shop', 'Products']],
    [640, ['Set up your shop', 'Today’s queue', 'Products']],
    [1280, ['Set up your shop', 'Today’s queue', 'Products']],
  ])('at %i px the page reads, in order: %j (the queue first on a phone)', async (px, expected) => {
    stubScreenWidth(px);
    await openOverview({
      ...STATS,
      shopSetup: SHOP_SETUP_ITEMS.map((item) => ({ item, label: SHOP_SETUP_LABELS[item], done: false })),
    });
    const parts = {
      'Today’s queue': screen.getByRole('region', { name: 'Today’s queue' }),
      'Set up your shop': screen.getByRole('region', { name: 'Set up your shop' }),
      Products: screen.getByTestId('stat-products'),
    };
    const inPageOrder = Object.entries(parts)
      .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map(([name]) => name);
    expect(inPageOrder).toEqual(expected);
    // Nothing but the page's heading comes before the first of them.
    const first = parts[expected[0] as keyof typeof parts];
    expect(first.previousElementSibling).toBe(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
  });

  it('Trending Books in This Month shows 0 for an empty trending list', async () => {
    stubScreenWidth(375);
    await openOverview({ ...STATS, trendingBooks: [] });
    const card = screen.getByTestId('stat-trending');
    expect(card).toHaveTextContent(/^0$/);
    expect(card.parentElement).toHaveTextContent('Trending Books in This Month');
  });
});

describe('cash from couriers this month', () => {
  it('shows each courier’s cash remitted and deducted, and says when there is none', async () => {
    stubScreenWidth(400);
    await openOverview();
    const panel = screen.getByTestId('courier-remittances');
    expect(panel).toHaveTextContent('Cash from couriers this month');
    expect(within(panel).getByRole('listitem')).toHaveTextContent('Delhivery₹1,250.50 remitted, ₹49.50 deducted');
    cleanup();
    await openOverview({ ...STATS, remittancesThisMonth: { month: '2026-03', couriers: [] } });
    expect(screen.getByTestId('courier-remittances')).toHaveTextContent('None yet.');
  });
});

describe("the specification's four panels, with the API's figures", () => {
  const [first, second] = CATEGORIES as unknown as [{ id: string }, { id: string }];

  it("'Orders left' and 'Website visits last day' show the counts and say what they count", async () => {
    stubScreenWidth(375);
    await openOverview({ ...STATS, ordersLeft: 2, visitsLastDay: 13_904 });
    const left = screen.getByTestId('stat-orders-left');
    expect(left).toHaveTextContent(/^2$/);
    expect(left.parentElement).toHaveTextContent('Orders left');
    expect(left.parentElement).toHaveTextContent('Pending or confirmed orders still to ship');
    const visits = screen.getByTestId('stat-visits');
    expect(visits).toHaveTextContent(/^13,904$/);
    expect(visits.parentElement).toHaveTextContent('Website visits last day');
    expect(visits.parentElement).toHaveTextContent('Storefront page loads in the last 24 hours');
  });

  it("'Users by average order' lists the customers in the API's order, with the Descending label", async () => {
    stubScreenWidth(375);
    await openOverview({
      ...STATS,
      customersByAverageOrder: [
        { email: 'asha@example.com', name: 'Asha Verma', averageOrder: 1499.5, orders: 2 },
        { email: 'ravi@example.com', name: 'Ravi Kumar', averageOrder: 299, orders: 1 },
      ],
    });
    const panel = screen.getByRole('region', { name: 'Users by average order' });
    expect(within(panel).getByText('Descending')).toBeInTheDocument();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Asha Vermaasha@example.com₹1,499.50average of 2 orders',
      'Ravi Kumarravi@example.com₹299.00average of 1 order',
    ]);
  });

  it("'Users by average order' says so when nobody has ordered", async () => {
    stubScreenWidth(375);
    await openOverview();
    const panel = screen.getByRole('region', { name: 'Users by average order' });
    expect(panel).toHaveTextContent('No orders yet.');
    expect(within(panel).queryAllByRole('listitem')).toEqual([]);
  });

  it("'Sales by genre' replaces 'Students by type of studying': genre labels, copies and bars relative to the most", async () => {
    stubScreenWidth(375);
    await openOverview({
      ...STATS,
      salesByGenre: [
        { category: first.id, copies: 8 },
        { category: second.id, copies: 2 },
      ],
    });
    expect(screen.queryByText(/Students by type of studying/)).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Sales by genre' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${categoryLabel(first.id)}8 copies`,
      `${categoryLabel(second.id)}2 copies`,
    ]);
    const bars = rows.map((row) => (row.querySelector('[aria-hidden] > div') as HTMLElement).style.width);
    expect(bars).toEqual(['100%', '25%']);
  });

  it("'Sales by genre' says so before the first sale", async () => {
    stubScreenWidth(375);
    await openOverview();
    expect(screen.getByRole('region', { name: 'Sales by genre' })).toHaveTextContent('No copies sold yet.');
  });
});
