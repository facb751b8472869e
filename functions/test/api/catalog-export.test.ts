import { CATALOG_CSV_COLUMNS, readCatalogCsv, storeDay, type Book, type CatalogCsvRow } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { signWithLocalSecret } from '../../../tests/support/admin';
import { fetchChecked, get, post } from '../../../tests/support/http';
import { API, createCustomer } from '../../../tests/support/emulators';
import { useSeededStore } from '../../../tests/support/seeded-store';

const { ownerToken } = useSeededStore();

const FORMULA_TITLE = '=HYPERLINK("http://x","y")';
/** Commas, doubled quotes and CRLF inside one cell, a formula-looking line, ₹ and Devanagari. */
const AWKWARD_DESCRIPTION =
  'Premchand’s last novel, in "Hindi": गोदान।\r\n-10% off at ₹ 449, "this week"\r\nthird line';

const book = (fields: Record<string, unknown>) => ({
  description: 'Written for the export tests.',
  author: 'Test Author',
  category: 'fiction',
  trending: false,
  oldPrice: 500,
  newPrice: 399.5,
  stock: 7,
  coverImage: '/covers/export-test.svg',
  ...fields,
});

async function createBook(fields: Record<string, unknown>): Promise<Book> {
  const response = await post('/books/create-book', book(fields), await ownerToken());
  expect(response.status).toBe(201);
  return response.body.book as Book;
}

async function exportBooks(token?: string): Promise<Response> {
  return fetchChecked(`${API}/admin/books/export`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/** The file's bytes: fetch's text() would drop the byte-order mark this test is about. */
async function exportedBytes(): Promise<Uint8Array> {
  const response = await exportBooks(await ownerToken());
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function readBack(bytes: Uint8Array): CatalogCsvRow[] {
  const file = readCatalogCsv(bytes);
  if (!file.ok) throw new Error(file.message);
  expect(file.unknownColumns).toEqual([]);
  expect(file.rowProblems).toEqual([]);
  expect(file.encoding).toBe('utf-8');
  return file.rows;
}

const rowOf = (rows: CatalogCsvRow[], id: string) => rows.find((row) => row.values.id === id)!.values;

describe('GET /api/admin/books/export', () => {
  it('downloads every book, newest first, as UTF-8 CSV with a byte-order mark and the documented header', async () => {
    const response = await exportBooks(await ownerToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="books-${storeDay()}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"isbn","title","author","description","category","trending","oldPrice","newPrice","stock","coverImage","id"',
    );
    // Seeded descriptions have no line breaks: one line per book, and the file ends with CRLF.
    expect(lines).toHaveLength(SEED_BOOKS.length + 2);
    expect(lines.at(-1)).toBe('');

    const rows = readBack(bytes);
    const listed = (await get('/admin/books?limit=100', await ownerToken())).body.books as Book[];
    expect(listed).toHaveLength(SEED_BOOKS.length);
    expect(rows.map((row) => row.values.id)).toEqual(listed.map((b) => b._id));

    const seeded = SEED_BOOKS.find((b) => b.trending && !Number.isInteger(b.newPrice)) ?? SEED_BOOKS[0]!;
    expect(rowOf(rows, seeded.slug)).toEqual({
      isbn: seeded.ISBN,
      title: seeded.title,
      author: seeded.author,
      description: seeded.description,
      category: seeded.category,
      trending: String(seeded.trending),
      oldPrice: String(seeded.oldPrice),
      newPrice: String(seeded.newPrice),
      stock: String(seeded.stock),
      coverImage: `/covers/${seeded.slug}.svg`,
      id: seeded.slug,
    });
    expect(Object.keys(rowOf(rows, seeded.slug))).toEqual([...CATALOG_CSV_COLUMNS]);
  });

  it('defuses a formula title, and reading the file back gives the title as it was typed', async () => {
    const created = await createBook({ ISBN: '978-0-306-40615-7', title: FORMULA_TITLE, trending: true });
    const bytes = await exportedBytes();
    const text = new TextDecoder().decode(bytes);
    // The new book is the newest: the first row after the header.
    const firstRow = text.split('\r\n')[1]!;
    expect(firstRow.startsWith(`"978-0-306-40615-7","'=HYPERLINK(""http://x"",""y"")","Test Author",`)).toBe(true);
    expect(firstRow.endsWith(`,"true","500","399.5","7","/covers/export-test.svg","${created._id}"`)).toBe(true);

    const rows = readBack(bytes);
    expect(rows).toHaveLength(SEED_BOOKS.length + 1);
    expect(rowOf(rows, created._id).title).toBe(FORMULA_TITLE);
  });

  it('keeps commas, quotes, line breaks, ₹ and Devanagari inside their cells, byte for byte', async () => {
    const created = await createBook({
      ISBN: '9780140449136',
      title: 'गोदान: ₹ 449 edition, "annotated"',
      author: 'प्रेमचंद',
      description: AWKWARD_DESCRIPTION,
    });
    expect(created.description).toBe(AWKWARD_DESCRIPTION);
    const rows = readBack(await exportedBytes());
    expect(rows).toHaveLength(SEED_BOOKS.length + 1);
    expect(rowOf(rows, created._id)).toMatchObject({
      isbn: '9780140449136',
      title: 'गोदान: ₹ 449 edition, "annotated"',
      author: 'प्रेमचंद',
      description: AWKWARD_DESCRIPTION,
    });
    // The line numbers the import reports count the description's two line breaks.
    const lines = rows.map((row) => row.line);
    expect(lines[0]).toBe(2);
    expect(lines[1]).toBe(5);
  });

  it('is for the owner only', async () => {
    expect((await exportBooks()).status).toBe(401);
    expect([401, 403]).toContain((await exportBooks((await createCustomer()).idToken)).status);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await exportBooks(staff)).status).toBe(403);
  });
});
