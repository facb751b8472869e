import { screen, within } from '@testing-library/react';
import { storeYear } from '@bookstore/domain';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../src/features/admin/session';
import { mockApi, OWNER_LOGIN, renderApp } from './render-app';

// Records when the chart's chunk (chart.js) is fetched. Modules load once per file, so the
// phone test runs first.
const chartChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../src/features/admin/components/revenue-chart', async (original) => {
  chartChunk.loads += 1;
  return original();
});

const STATS = { totalBooks: 4, totalSales: 300, totalOrders: 1, trendingBooks: [], lowStockBooks: [], monthlySales: [{ _id: `${storeYear()}-03`, totalSales: 300, totalOrders: 1 }] };

/** A screen `px` wide, as far as `matchMedia` min-width queries in rem (16 px) go. */
function stubScreenWidth(px: number) {
  vi.spyOn(globalThis, 'matchMedia').mockImplementation((query: string) => {
    const rem = /\(min-width:\s*([\d.]+)rem\)/.exec(query);
    const list = { matches: rem ? px >= Number(rem[1]) * 16 : false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
    return list as MediaQueryList;
  });
}

async function openOverview(stats: object = STATS) {
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
    expect(chartChunk.loads).toBe(0);
  });

  it("from the md width: the 'Monthly Revenue' chart, with its figures as a table for screen readers", async () => {
    stubScreenWidth(1280);
    expect(await openOverview()).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: `Monthly revenue for ${storeYear()}` })).toBeInTheDocument();
    expect(chartChunk.loads).toBe(1);
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
