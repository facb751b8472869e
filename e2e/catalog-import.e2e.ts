import { CATEGORIES, isbn13CheckDigit, isbnKey } from '@bookstore/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { ownerToken } from './support/admin-api';
import { BASE, ownerLogin, useBrowser } from './support/browser';

const session = useBrowser();

/** A valid ISBN-13 for the nth imported book. */
function isbn(n: number): string {
  const body = `978222${String(n).padStart(6, '0')}`;
  return `${body}${isbn13CheckDigit(body)}`;
}

const ROWS = 50;
const title = (n: number) => `Spreadsheet Tale ${n}`;
/** The second journey's file: two batches (250 + 50), numbered after the first file's books. */
const LONG_FILE = { from: 1001, rows: 300 };

/**
 * A file as a spreadsheet saves it in a semicolon locale: a byte-order mark, CRLF, decimal
 * commas, genre labels rather than ids, and one description over two lines.
 */
function catalogFile(from = 1, count = ROWS): Buffer {
  const header = 'Title;ISBN;Author;Category;Old Price;New Price;Stock;Cover Image;Description';
  const rows = Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const description = n === 1 ? '"First line;\r\nsecond line."' : `Story number ${n}.`;
    return [
      title(n),
      isbn(n),
      'Imported Author',
      'Self Help',
      '350,00',
      '299,50',
      '9',
      `/covers/${SEED_BOOKS[0]!.slug}.svg`,
      description,
    ].join(';');
  });
  return Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`, 'utf8');
}

describe('the owner imports a catalog from a spreadsheet', () => {
  // Other journeys count the seeded catalog: the imported books go again afterwards.
  afterAll(async () => {
    const token = await ownerToken();
    const numbers = [
      ...Array.from({ length: ROWS }, (_, i) => i + 1),
      ...Array.from({ length: LONG_FILE.rows }, (_, i) => LONG_FILE.from + i),
    ];
    for (const n of numbers) {
      await fetch(`${BASE}/api/books/isbn-${isbnKey(isbn(n))}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
  });

  it('previews a 50-row file, confirms it, and the new books are in the store', async () => {
    const { page } = session;
    await ownerLogin(page);
    await page.goto(`${BASE}/dashboard/manage-books`);
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import Books from CSV' }).waitFor();

    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: catalogFile() });
    const count = (name: string) => page.getByTestId(`count-${name}`).innerText();
    await page.getByTestId('import-counts').waitFor();
    expect([await count('new'), await count('updated'), await count('unchanged'), await count('invalid')]).toEqual([
      '50',
      '0',
      '0',
      '0',
    ]);
    await expect.poll(() => page.getByRole('table', { name: 'First new books' }).getByRole('row').count()).toBe(6);
    expect(await page.getByText('Nothing has been written yet.').count()).toBe(1);

    await page.getByRole('button', { name: 'Import 50 rows' }).click();
    await page.getByRole('status').filter({ hasText: 'Import finished.' }).waitFor();
    expect(await count('created')).toBe('50');
    expect(await count('not written')).toBe('0');

    // A shopper finds them: search, then the book's own page with the file's prices.
    await page.goto(`${BASE}/search?q=${encodeURIComponent(title(17))}`);
    await page
      .getByRole('link', { name: new RegExp(title(17)) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: title(17) }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('₹299.50');
    expect(text).toContain('₹350.00');
    expect(text).toContain('Story number 17.');

    // The same file again changes nothing.
    await page.goto(`${BASE}/dashboard/import-books`);
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'catalog.csv', mimeType: 'text/csv', buffer: catalogFile() });
    await page.getByTestId('import-counts').waitFor();
    expect([await count('new'), await count('unchanged')]).toEqual(['0', '50']);
    expect(await page.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
  });

  it('a batch that fails twice stops the import, the result says which rows landed, and the same file again finishes it', async () => {
    const { page } = session;
    await ownerLogin(page);
    // The second batch never reaches the server: the network drops it, and its one retry.
    let applies = 0;
    await page.route('**/api/admin/books/import/apply', (route) =>
      ++applies >= 2 ? route.abort('failed') : route.continue(),
    );
    session.allowErrors(/Admin request POST \/api\/admin\/books\/import\/apply failed|net::ERR_FAILED/);
    await page.goto(`${BASE}/dashboard/import-books`);
    const file = { name: 'long.csv', mimeType: 'text/csv', buffer: catalogFile(LONG_FILE.from, LONG_FILE.rows) };
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import 300 rows' }).click();
    const stopped = page.getByRole('alert').filter({ hasText: 'The import stopped' });
    await stopped.waitFor();
    expect(await stopped.innerText()).toContain('250 rows landed; 50 rows (from line 252) were not written.');
    expect(applies).toBe(3);
    const count = (name: string) => page.getByTestId(`count-${name}`).innerText();
    expect([await count('created'), await count('not written')]).toEqual(['250', '50']);

    await page.unroute('**/api/admin/books/import/apply');
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByTestId('import-counts').waitFor();
    expect([await count('new'), await count('unchanged')]).toEqual(['50', '250']);
    await page.getByRole('button', { name: 'Import 50 rows' }).click();
    await page.getByRole('status').filter({ hasText: 'Import finished.' }).waitFor();
    expect(await count('created')).toBe('50');
  });

  it("previews a file written with the specification's genre labels and form values as all new", async () => {
    const { page } = session;
    // Section 9's labels, then section 3's edit-form and add-form values: 65 spellings of 22 genres.
    const spellings = [
      ...CATEGORIES.map((c) => c.label),
      ...['business', 'technology', 'mystery', 'biography', 'children', 'historical', 'health', 'religion'],
      ...['fiction', 'horror', 'adventure', 'nonFiction', 'scienceFiction', 'fantasy', 'romance', 'selfHelp'],
      ...['youngAdult', 'poetry', 'cookbooks', 'travel', 'graphicNovels', 'scienceNature'],
      ...CATEGORIES.filter((c) => c.id !== 'business').map((c) => c.id),
    ];
    expect(spellings).toHaveLength(65);
    const header = 'isbn,title,author,description,category,oldPrice,newPrice,stock,coverImage';
    const rows = spellings.map((category, i) =>
      [isbn(2001 + i), `Genre Tale ${i}`, 'A. Writer', 'One of each.', `"${category}"`, 300, 250, 4, '/x.svg'].join(
        ',',
      ),
    );
    await ownerLogin(page);
    await page.goto(`${BASE}/dashboard/import-books`);
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'genres.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });
    await page.getByTestId('import-counts').waitFor();
    const count = (name: string) => page.getByTestId(`count-${name}`).innerText();
    expect([await count('new'), await count('updated'), await count('unchanged'), await count('invalid')]).toEqual([
      '65',
      '0',
      '0',
      '0',
    ]);
    // A preview writes nothing: none of these books is in the store.
    const listed = (await (await fetch(`${BASE}/api/books?q=Genre%20Tale`)).json()) as unknown[];
    expect(listed).toEqual([]);
  });
});
