import { FieldValue } from 'firebase-admin/firestore';
import {
  applyCatalogImportBatches,
  CATALOG_IMPORT_LIMITS,
  catalogImportBatches,
  isbn13CheckDigit,
  readCatalogCsv,
  type CatalogCsvRow,
  type CatalogImportBatchResult,
  type CatalogImportPreview,
} from '@bookstore/domain';
import { readdirSync, readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { signWithLocalSecret } from '../../../tests/support/admin';
import { API, createCustomer, db } from '../../../tests/support/emulators';
import { fetchChecked, get, post } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

const { ownerToken } = useSeededStore();

const FIXTURES = new URL('../../../tests/support/catalog-import/', import.meta.url);

async function preview(rows: CatalogCsvRow[]): Promise<CatalogImportPreview> {
  const response = await post<CatalogImportPreview>('/admin/books/import/preview', { rows }, await ownerToken());
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/**
 * Applies a preview's plan with the batch runner the owner's browser uses (domain's
 * catalog-import-batches.ts): batches of 250, each with the stock the preview saw. Every batch
 * must be answered 200.
 */
async function apply(rows: CatalogCsvRow[], planned: CatalogImportPreview): Promise<CatalogImportBatchResult> {
  const token = await ownerToken();
  const outcome = await applyCatalogImportBatches(catalogImportBatches(rows, planned), {
    send: async (batch) => {
      const response = await post<CatalogImportBatchResult>('/admin/books/import/apply', { rows: batch }, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
    onProgress: () => {},
    // Any failure here is a failed expectation: a second try would hide it.
    isTemporary: () => false,
  });
  expect(outcome.stopped).toBeUndefined();
  return outcome;
}

/** Every book document as stored, by id (timestamps left out: they move on every write). */
async function storedBooks(): Promise<Map<string, Record<string, unknown>>> {
  const snapshot = await db.collection('books').get();
  return new Map(
    snapshot.docs.map((doc) => {
      const { createdAt: _c, updatedAt: _u, ...rest } = doc.data();
      return [doc.id, rest];
    }),
  );
}

/** A valid new book row, numbered so each has its own ISBN. */
function newRow(n: number, line = n + 1): CatalogCsvRow {
  const body = `978111${String(n).padStart(6, '0')}`;
  return {
    line,
    values: {
      isbn: `${body}${isbn13CheckDigit(body)}`,
      title: `Imported Book ${n}`,
      author: 'Test Author',
      description: `Book number ${n}.`,
      category: 'history',
      trending: 'false',
      oldPrice: '300',
      newPrice: '250',
      stock: '10',
      coverImage: 'https://example.com/cover.jpg',
    },
  };
}

describe('import preview: the quirk fixtures', () => {
  const files = readdirSync(FIXTURES).filter((name) => name.endsWith('.csv'));

  it('has a fixture for every quirk a spreadsheet brings', () => {
    expect(files.sort()).toEqual([
      'broken-rows.csv',
      'comma-bom-crlf.csv',
      'excel-windows-1252.csv',
      'matched-by-id-and-isbn-10.csv',
      'semicolon-any-order.csv',
      'unknown-columns.csv',
    ]);
  });

  // Each expected preview is a reviewed file beside its fixture (vitest's file snapshots: a
  // change in what a file previews as fails here until the file is reviewed and updated).
  it.each(files)('%s previews as its .expected.json says, and writes nothing', async (name) => {
    const file = readCatalogCsv(readFileSync(new URL(name, FIXTURES)));
    if (!file.ok) throw new Error(file.message);
    const before = await storedBooks();
    const answer = await preview(file.rows);
    const shown = {
      encoding: file.encoding,
      unknownColumns: file.unknownColumns,
      rowProblems: file.rowProblems,
      counts: answer.counts,
      invalid: answer.invalid,
      samples: answer.samples,
    };
    await expect(`${JSON.stringify(shown, null, 2)}\n`).toMatchFileSnapshot(
      `../../../tests/support/catalog-import/${name.replace(/\.csv$/, '.expected.json')}`,
    );
    expect(await storedBooks()).toEqual(before);
  });
});

describe('import apply', () => {
  it('creates new books, and the same file again changes nothing', async () => {
    const rows = Array.from({ length: 260 }, (_, i) => newRow(i + 1));
    const first = await preview(rows);
    expect(first.counts).toEqual({ new: 260, updated: 0, unchanged: 0, invalid: 0 });
    const applied = await apply(rows, first);
    expect(applied.created).toHaveLength(260);
    expect(applied.conflicts).toEqual([]);
    const books = await storedBooks();
    expect(books.size).toBe(SEED_BOOKS.length + 260);
    expect(books.get(applied.created[0]!.id)).toMatchObject({
      title: 'Imported Book 1',
      oldPrice: 300,
      newPrice: 250,
      stock: 10,
      sold: 0,
      trending: false,
    });

    const again = await preview(rows);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 260, invalid: 0 });
    expect(again.plan).toEqual([]);
    // Applying the first preview's plan again (an answer lost, the batches sent twice) makes no second book.
    const twice = await apply(rows, first);
    expect(twice.created).toEqual([]);
    expect(twice.unchanged).toHaveLength(260);
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length + 260);
  });

  it('updates exactly the rows that changed, and only their fields', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => newRow(i + 1));
    await apply(rows, await preview(rows));
    const edited = rows.map((row, i) =>
      i === 2
        ? { ...row, values: { ...row.values, newPrice: '199.5' } }
        : i === 5
          ? { ...row, values: { ...row.values, title: 'Renamed' } }
          : i === 7
            ? { ...row, values: { ...row.values, trending: 'TRUE', category: 'Science' } }
            : row,
    );
    const planned = await preview(edited);
    expect(planned.counts).toEqual({ new: 0, updated: 3, unchanged: 7, invalid: 0 });
    expect(planned.samples.updated.map((row) => [row.line, row.changes])).toEqual([
      [4, ['newPrice']],
      [7, ['title']],
      [9, ['category', 'trending']],
    ]);
    const before = await storedBooks();
    const applied = await apply(edited, planned);
    expect(applied.updated.map((row) => row.line)).toEqual([4, 7, 9]);
    const after = await storedBooks();
    const changedIds = [...after.keys()].filter(
      (id) => JSON.stringify(after.get(id)) !== JSON.stringify(before.get(id)),
    );
    expect(changedIds.sort()).toEqual(applied.updated.map((row) => row.id).sort());
    expect(after.get(applied.updated[0]!.id)).toMatchObject({ newPrice: 199.5 });
    expect(after.get(applied.updated[2]!.id)).toMatchObject({ trending: true, category: 'scienceNature' });
  });

  it('does not overwrite stock that moved since the preview, and keeps sales when the file left stock alone', async () => {
    const [moved, kept] = [SEED_BOOKS[5]!, SEED_BOOKS[6]!];
    const row = (book: typeof moved, line: number, over: Record<string, string>): CatalogCsvRow => ({
      line,
      values: {
        isbn: book.ISBN,
        title: book.title,
        author: book.author,
        description: book.description,
        category: book.category,
        trending: String(book.trending),
        oldPrice: String(book.oldPrice),
        newPrice: String(book.newPrice),
        stock: String(book.stock),
        coverImage: `/covers/${book.slug}.svg`,
        ...over,
      },
    });
    const rows = [
      row(moved, 2, { stock: String(moved.stock + 100) }),
      row(kept, 3, { newPrice: String(kept.newPrice - 1) }),
    ];
    const planned = await preview(rows);
    expect(planned.counts.updated).toBe(2);
    // Orders take copies of both books between the preview and the owner's confirmation.
    const books = db.collection('books');
    await books.doc(moved.slug).update({ stock: moved.stock - 1, updatedAt: FieldValue.serverTimestamp() });
    await books.doc(kept.slug).update({ stock: kept.stock - 2, updatedAt: FieldValue.serverTimestamp() });

    const applied = await apply(rows, planned);
    expect(applied.conflicts).toEqual([
      {
        line: 2,
        column: 'stock',
        message: `The stock of “${moved.title}” changed to ${moved.stock - 1} since the preview; the row was left alone. Preview the file again to set it.`,
      },
    ]);
    expect(applied.updated.map((summary) => [summary.line, summary.changes])).toEqual([[3, ['newPrice']]]);
    const after = await storedBooks();
    expect(after.get(moved.slug)).toMatchObject({ stock: moved.stock - 1, newPrice: moved.newPrice });
    expect(after.get(kept.slug)).toMatchObject({ stock: kept.stock - 2, newPrice: kept.newPrice - 1 });
  });

  it('writes a refused batch not at all; previewing and applying the file again completes it', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => newRow(i + 1));
    const planned = await preview(rows);
    const batch = (from: number, to: number) => planned.plan.slice(from, to).map(({ line }) => rows[line - 2]!);
    const token = await ownerToken();
    expect((await post('/admin/books/import/apply', { rows: batch(0, 10) }, token)).status).toBe(200);
    // The second batch fails as a whole: one malformed row in it, and none of its ten rows lands.
    const broken = [...batch(10, 19), { line: 21, values: { isbn: 42 } }];
    const refused = await post('/admin/books/import/apply', { rows: broken }, token);
    expect(refused.status).toBe(400);
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length + 10);

    const again = await preview(rows);
    expect(again.counts).toEqual({ new: 20, updated: 0, unchanged: 10, invalid: 0 });
    const completed = await apply(rows, again);
    expect(completed.created.map((row) => row.line)).toEqual(rows.slice(10).map((row) => row.line));
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length + 30);
  });

  it('validates every row again on the server, whatever the browser sent', async () => {
    const bad: CatalogCsvRow = { line: 2, values: { ...newRow(1).values, newPrice: '999' } };
    const answer = await post<CatalogImportBatchResult>(
      '/admin/books/import/apply',
      { rows: [bad, newRow(2, 3)] },
      await ownerToken(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.invalid).toEqual([
      { line: 2, column: 'newPrice', message: 'New price must not be more than the old price.' },
    ]);
    expect(answer.body.created.map((row) => row.line)).toEqual([3]);
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length + 1);
  });
});

describe('import limits', () => {
  it('refuses more rows than a file may have, or a batch past its size, and writes nothing', async () => {
    const token = await ownerToken();
    const many = Array.from({ length: CATALOG_IMPORT_LIMITS.rows + 1 }, (_, i) => ({
      line: i + 2,
      values: { title: 'x' },
    }));
    const tooMany = await post('/admin/books/import/preview', { rows: many }, token);
    expect(tooMany).toMatchObject({ status: 400, body: { message: 'A file may have at most 20,000 rows.' } });
    const bigBatch = Array.from({ length: CATALOG_IMPORT_LIMITS.rowsPerBatch + 1 }, (_, i) => newRow(i + 1));
    const refused = await post('/admin/books/import/apply', { rows: bigBatch }, token);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: `A batch may have at most ${CATALOG_IMPORT_LIMITS.rowsPerBatch} rows.` },
    });
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length);
  });

  it('is for the owner only: a missing token, a customer’s or a non-owner’s is refused', async () => {
    const rows = [newRow(1)];
    const customer = await createCustomer();
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    for (const path of ['/admin/books/import/preview', '/admin/books/import/apply']) {
      expect((await post(path, { rows })).status).toBe(401);
      expect((await post(path, { rows }, customer.idToken)).status).toBe(401);
      expect((await post(path, { rows }, staff)).status).toBe(403);
    }
    expect((await storedBooks()).size).toBe(SEED_BOOKS.length);
    expect((await get('/books?limit=1')).headers.get('x-total-count')).toBe(String(SEED_BOOKS.length));
  });
});

describe('round trip with Export CSV', () => {
  async function exported(): Promise<Uint8Array> {
    const response = await fetchChecked(`${API}/admin/books/export`, {
      headers: { authorization: `Bearer ${await ownerToken()}` },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  function rowsOf(bytes: Uint8Array): CatalogCsvRow[] {
    const file = readCatalogCsv(bytes);
    if (!file.ok) throw new Error(file.message);
    return file.rows;
  }

  it('an export imported again changes nothing, formulas and awkward cells included', async () => {
    const token = await ownerToken();
    for (const [title, description] of [
      ['=HYPERLINK("http://x","y")', 'A formula for a title.'],
      ['+Plus, "quoted"', 'Line one, with a comma;\r\n"line two" in quotes\r\n-10% at ₹ 449: गोदान'],
    ] as const) {
      const created = await post(
        '/books/create-book',
        {
          ISBN: newRow(900 + title.length).values.isbn,
          title,
          description,
          author: 'A',
          category: 'fiction',
          trending: false,
          oldPrice: 10,
          newPrice: 9,
          stock: 1,
          coverImage: '/covers/x.svg',
        },
        token,
      );
      expect(created.status).toBe(201);
    }
    const rows = rowsOf(await exported());
    expect(rows).toHaveLength(SEED_BOOKS.length + 2);
    const again = await preview(rows);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: SEED_BOOKS.length + 2, invalid: 0 });
  });

  it('a book created without an author or stock (the seed body) exports an empty author and imports back unchanged', async () => {
    const isbn = newRow(950).values.isbn!;
    const created = await post(
      '/books/create-book',
      {
        ISBN: isbn,
        title: 'Seeded Without Author',
        description: 'The specification’s create body.',
        category: 'fiction',
        trending: false,
        oldPrice: 10,
        newPrice: 9,
        coverImage: '/covers/x.svg',
      },
      await ownerToken(),
    );
    expect(created.status).toBe(201);
    const rows = rowsOf(await exported());
    const row = rows.find((candidate) => candidate.values.id === created.body.book._id)!;
    // Empty, not the 'admin' the pages show: read back, that would credit a made-up author.
    expect(row.values.author).toBe('');
    expect(row.values.stock).toBe('0');
    const before = await storedBooks();
    const again = await preview(rows);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: SEED_BOOKS.length + 1, invalid: 0 });
    expect(await storedBooks()).toEqual(before);
    expect(before.get(created.body.book._id)).not.toHaveProperty('author');
  });

  it('an export with 3 rows edited in a spreadsheet imports as exactly 3 updates', async () => {
    // The file as a spreadsheet opens and saves it: cells edited, then written back out.
    const text = new TextDecoder().decode(await exported()).replace(/^\uFEFF/, '');
    const table = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    const column = (name: string) => table[0]!.indexOf(name);
    table[1]![column('newPrice')] = '1';
    table[2]![column('title')] = 'A Title Changed in a Spreadsheet';
    table[3]![column('trending')] = table[3]![column('trending')] === 'true' ? 'false' : 'true';
    const edited = new TextEncoder().encode(`\uFEFF${Papa.unparse(table, { quotes: true, newline: '\r\n' })}\r\n`);

    const rows = rowsOf(edited);
    const planned = await preview(rows);
    expect(planned.counts).toEqual({ new: 0, updated: 3, unchanged: SEED_BOOKS.length - 3, invalid: 0 });
    expect(planned.samples.updated.map((row) => row.changes)).toEqual([['newPrice'], ['title'], ['trending']]);
    const applied = await apply(rows, planned);
    expect(applied.updated).toHaveLength(3);
    expect((await preview(rowsOf(await exported()))).counts).toMatchObject({ unchanged: SEED_BOOKS.length });
  });
});

describe('rows without an author or a stock (decision 032)', () => {
  it('make books stored without an author and with no copies, and leave a matched book’s as they are', async () => {
    const bare = (n: number): CatalogCsvRow => {
      const row = newRow(n);
      return { ...row, values: { ...row.values, author: '', stock: '  ' } };
    };
    const seeded = SEED_BOOKS[2]!;
    const existing: CatalogCsvRow = {
      line: 4,
      values: {
        ...newRow(3, 4).values,
        id: seeded.slug,
        isbn: seeded.ISBN,
        title: seeded.title,
        author: '',
        stock: '',
      },
    };
    const rows = [bare(1), bare(2), existing];
    const planned = await preview(rows);
    expect(planned.invalid).toEqual([]);
    expect(planned.counts).toMatchObject({ new: 2, updated: 1, invalid: 0 });
    // The matched book changes where the row says so, never its author or stock.
    expect(planned.samples.updated[0]!.changes).not.toContain('author');
    expect(planned.samples.updated[0]!.changes).not.toContain('stock');
    const before = (await db.collection('books').doc(seeded.slug).get()).data()!;

    const applied = await apply(rows, planned);
    expect(applied.created).toHaveLength(2);
    const made = (await db.collection('books').doc(applied.created[0]!.id).get()).data()!;
    expect(made).not.toHaveProperty('author');
    expect(made.stock).toBe(0);
    const after = (await db.collection('books').doc(seeded.slug).get()).data()!;
    expect({ author: after.author, stock: after.stock }).toEqual({ author: before.author, stock: before.stock });
    expect(after.author).toBe(seeded.author);
  });
});
