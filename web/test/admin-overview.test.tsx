import { storeYear } from '@bookstore/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts loads of the chart's chunk (chart.js) in this test alone: a fresh module registry and
// a fresh mock of the chart for each test (a mocked module stays cached across
// `vi.resetModules`, so one registered once would load once per file), with the app imported
// from that registry.
let chartLoads = 0;
beforeEach(() => {
  vi.resetModules();
  chartLoads = 0;
  vi.doMock('../src/features/admin/components/revenue-chart', async (original) => {
    chartLoads += 1;
    return original();
  });
});

const STATS = {
  totalBooks: 4,
  totalSales: 300,
  totalOrders: 1,
  trendingBooks: [],
  lowStockBooks: [],
  monthlySales: [{ _id: `${storeYear()}-03`, totalSales: 300, totalOrders: 1 }],
};

/** A screen `px` wide, as far as `matchMedia` min-width queries in rem (16 px) go. */
function stubScreenWidth(px: number) {
  vi.spyOn(globalThis, 'matchMedia').mockImplementation((query: string) => {
    const rem = /\(min-width:\s*([\d.]+)rem\)/.exec(query);
    const list = {
      matches: rem ? px >= Number(rem[1]) * 16 : false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    };
    return list as MediaQueryList;
  });
}

async function openOverview(stats: object = STATS) {
  const [{ saveSession }, { mockApi, OWNER_LOGIN, renderApp }] = await Promise.all([
    import('../src/features/admin/session'),
    import('./render-app'),
  ]);
  saveSession(OWNER_LOGIN);
  mockApi({ '/api/admin': () => stats });
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
    expect(marchRow()).toHaveTextContent('₹300.00');
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

  it('Trending Books in This Month shows 0 for an empty trending list', async () => {
    stubScreenWidth(375);
    await openOverview({ ...STATS, trendingBooks: [] });
    const card = screen.getByTestId('stat-trending');
    expect(card).toHaveTextContent(/^0$/);
    expect(card.parentElement).toHaveTextContent('Trending Books in This Month');
  });
});
