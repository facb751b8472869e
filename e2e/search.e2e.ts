import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, useBrowser } from './support/browser';

// What a shopper types finds the book on the search page and in the
// header's suggestions, on a 375 × 812 phone, typos, word order, names by ear and Hindi titles
// typed in English letters included. Screenshots in artifacts/screenshots/search-*.png.

const session = useBrowser({ width: 375 });
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');

const title = (slug: string) => {
  const book = SEED_BOOKS.find((candidate) => candidate.slug === slug);
  if (!book) throw new Error(`No seeded book ${slug}.`);
  return book.title;
};

/** Each query, the book it must find first, and the books that fit it as well (Premchand wrote two). */
const QUERIES: Array<[query: string, book: string, alike: string[]]> = [
  ['leger', title('the-lean-ledger'), [title('the-calm-ledger')]],
  ['ledger lean', title('the-lean-ledger'), []],
  ['mira iyer', title('the-lean-ledger'), []],
  ['godan', title('godan'), []],
  ['premchand', title('godan'), [title('nirmala')]],
];

async function phone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The header's search box, taken over by the suggestions' code on the first click. */
async function searchBox(page: Page): Promise<Locator> {
  await page.getByPlaceholder('Search here').click();
  return page.getByRole('combobox', { name: 'Search books' });
}

const shot = (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: join(SHOTS, `search-${name}-375.png`) });
};

const fileName = (query: string) => query.replace(/\s+/g, '-');

describe('search finds the book at 375 px', () => {
  it.each(QUERIES)('“%s” finds %s in the suggestions and on the search page', async (query, book, alike) => {
    const { page } = session;
    await phone(page);
    await page.goto(BASE);
    const box = await searchBox(page);
    await box.fill(query);
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const first = suggestions.getByRole('option').first();
    await first.waitFor();
    const firstText = (await first.textContent()) ?? '';
    expect(
      [book, ...alike].some((fits) => firstText.startsWith(`${fits} by `)),
      firstText,
    ).toBe(true);
    expect(await suggestions.getByRole('option', { name: new RegExp(`^${book} by `) }).count()).toBe(1);
    await shot(page, `suggestions-${fileName(query)}`);

    await box.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    const results = page.getByRole('region', { name: `Results for “${query}”` });
    await results.waitFor();
    const cards = results.getByTestId('book-card');
    await cards.first().waitFor();
    const firstCard = (await cards.first().getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect([book, ...alike]).toContain(firstCard);
    expect(await cards.filter({ has: page.getByRole('heading', { level: 3, name: book, exact: true }) }).count()).toBe(
      1,
    );
    await shot(page, `results-${fileName(query)}`);
  });

  it('says when nothing matches and offers the closest titles, as links that search for them', async () => {
    const { page } = session;
    await phone(page);
    // Every word must match: `zzqx` matches nothing, while two of the three words are a title's.
    await page.goto(`${BASE}/search?q=${encodeURIComponent('lean ledger zzqx')}`);
    await page.getByText('No books match “lean ledger zzqx”.').waitFor();
    const offer = page.getByText(/^Did you mean/);
    const link = offer.getByRole('link', { name: title('the-lean-ledger'), exact: true });
    await link.waitFor();
    await shot(page, 'did-you-mean');
    await link.click();
    const results = page.getByRole('region', { name: `Results for “${title('the-lean-ledger')}”` });
    await results.waitFor();
    expect(await results.getByTestId('book-card').first().getByRole('heading', { level: 3 }).textContent()).toBe(
      title('the-lean-ledger'),
    );
  });

  it.each([['$&'], ['<script>alert(1)</script>'], ['!?!...'], ["$'"]])(
    'odd input %s through the search box shows no error and no markup',
    async (query) => {
      const { page } = session;
      await phone(page);
      await page.goto(BASE);
      const box = await searchBox(page);
      await box.fill(query);
      await box.press('Enter');
      const results = page.getByRole('region', { name: `Results for “${query}”` });
      await results.waitFor();
      // The text is shown as typed, never run or parsed: no script element, no error screen.
      expect(await results.locator('script').count()).toBe(0);
      expect(await page.getByText(/Error fetching books|Something went wrong/).count()).toBe(0);
      const said = await results.textContent();
      expect(said).toMatch(/No books match|books?$|Type at least/);
    },
  );
});
