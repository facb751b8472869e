import { describe, expect, it } from 'vitest';
import {
  BOOK_CSV_FIELDS,
  bookFieldsFromCsv,
  bookSchema,
  CATALOG_CSV_COLUMNS,
  CATALOG_IMPORT_LIMITS,
  catalogCsvCells,
  catalogCsvColumn,
  csvColumnOfField,
  isbnKey,
  readCatalogCsv,
  readCsvCell,
  toCategoryId,
} from '../src';

const bytes = (text: string) => new TextEncoder().encode(text);

function rowsOf(text: string) {
  const file = readCatalogCsv(bytes(text));
  if (!file.ok) throw new Error(file.message);
  return file;
}

describe('readCatalogCsv', () => {
  it('reads the same rows from a comma file with a BOM and CRLF and a semicolon file without', () => {
    const comma = rowsOf('\uFEFFisbn,title,stock\r\n9780306406157,"A, B",3\r\n');
    const semicolon = rowsOf('isbn;title;stock\n9780306406157;A, B;3\n');
    expect(comma.rows).toEqual([{ line: 2, values: { isbn: '9780306406157', title: 'A, B', stock: '3' } }]);
    expect(semicolon.rows).toEqual(comma.rows);
  });

  it('keeps quoted cells over several lines, and counts lines as the file has them', () => {
    const file = rowsOf('title,description\r\n"One","first\r\nsecond ""quoted"""\r\n\r\n,\r\nTwo,x\r\n');
    expect(file.rows).toEqual([
      { line: 2, values: { title: 'One', description: 'first\r\nsecond "quoted"' } },
      { line: 6, values: { title: 'Two', description: 'x' } },
    ]);
  });

  it('matches header names in any order and case, and reports the ones that are not columns', () => {
    const file = rowsOf('Cover Image;TITLE;Publisher;old_price\n/c.svg;T;Penguin;12\n');
    expect(file.rows[0]!.values).toEqual({ coverImage: '/c.svg', title: 'T', oldPrice: '12' });
    expect(file.unknownColumns).toEqual(['Publisher']);
    expect(catalogCsvColumn(' New-Price ')).toBe('newPrice');
    expect(catalogCsvColumn('price')).toBeNull();
  });

  it('reads Windows-1252 when the bytes are not UTF-8, and says so', () => {
    const file = readCatalogCsv(new Uint8Array([...bytes('title\n'), 0x43, 0x61, 0x66, 0xe9, 0x0a]));
    expect(file).toMatchObject({ ok: true, encoding: 'windows-1252', rows: [{ values: { title: 'Café' } }] });
  });

  it('reports a row it cannot read by its line, and keeps the rest', () => {
    const file = rowsOf('title,stock\nA,1\nB,2,3\nC,"4\n');
    expect(file.rows.map((row) => row.values.title)).toEqual(['A']);
    expect(file.rowProblems.map((problem) => problem.line)).toEqual([3, 4]);
  });

  it('takes the apostrophe off a formula an export defused', () => {
    expect(rowsOf(`title\n"'=HYPERLINK(""http://x"",""y"")"\n`).rows[0]!.values.title).toBe(
      '=HYPERLINK("http://x","y")',
    );
    expect(readCsvCell("'-5")).toBe('-5');
    expect(readCsvCell("'Tis the season")).toBe("'Tis the season");
  });

  it('refuses a file that is not text, too big, headless, empty or too long, with a message', () => {
    const refusal = (input: Uint8Array) => {
      const file = readCatalogCsv(input);
      return file.ok ? 'read' : file.message;
    };
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatch(/not a CSV text file/);
    expect(refusal(bytes('title\nA\u0000B\n'))).toMatch(/not a CSV text file/);
    expect(refusal(new Uint8Array(CATALOG_IMPORT_LIMITS.bytes + 1))).toMatch(/at most 16 MB/);
    expect(refusal(bytes('\n\n'))).toBe('The file is empty.');
    expect(refusal(bytes('colour,size\nred,2\n'))).toMatch(/first row must name the columns/);
    expect(refusal(bytes('title,Title\nA,B\n'))).toBe('The column “Title” appears twice in the first row.');
    const rows = (n: number) => bytes(`title\n${'T\n'.repeat(n)}`);
    expect(refusal(rows(CATALOG_IMPORT_LIMITS.rows))).toBe('read');
    expect(refusal(rows(CATALOG_IMPORT_LIMITS.rows + 1))).toBe(
      'The file has more than 20,000 rows; import it in parts of at most 20,000.',
    );
  });
});

describe('a row as book fields', () => {
  const row = {
    isbn: '0-306-40615-2',
    title: ' Title ',
    author: 'A',
    description: 'D',
    category: 'Science Fiction',
    trending: 'Yes',
    oldPrice: '₹ 1,299.50',
    newPrice: '12,5',
    stock: '7',
    coverImage: 'https://example.com/c.jpg',
  };

  it('reads numbers, tick boxes and genre names as spreadsheets write them', async () => {
    expect(await bookSchema.validate(bookFieldsFromCsv(row))).toMatchObject({
      title: 'Title',
      category: 'scienceFiction',
      trending: true,
      oldPrice: 1299.5,
      newPrice: 12.5,
      stock: 7,
    });
    expect(bookFieldsFromCsv({ ...row, trending: '' }).trending).toBe(false);
  });

  it('leaves what is not a number as text, so the schema says what is wrong', async () => {
    await expect(bookSchema.validate(bookFieldsFromCsv({ ...row, stock: 'lots' }))).rejects.toThrow(
      'Stock must be a whole number.',
    );
    await expect(bookSchema.validate(bookFieldsFromCsv({ ...row, oldPrice: '' }))).rejects.toThrow(
      'Old price is required.',
    );
  });

  it('maps genre labels and other spellings to the category ids', () => {
    expect(toCategoryId('Self Help')).toBe('selfHelp');
    expect(toCategoryId("CHILDREN'S")).toBe('childrensBooks');
    expect(toCategoryId('sci-fi')).toBe('scienceFiction');
    expect(toCategoryId('Cooking')).toBe('cookbooks');
    expect(toCategoryId('Board games')).toBeNull();
  });
});

describe('isbnKey', () => {
  it('ignores hyphens and spaces, and gives an ISBN-10 as its ISBN-13', () => {
    expect(isbnKey('978-0-306-40615-7')).toBe('9780306406157');
    expect(isbnKey('0 306 40615 2')).toBe('9780306406157');
    expect(isbnKey('080442957X')).toBe('9780804429573');
  });
});

describe('the catalog spreadsheet table', () => {
  const book = {
    _id: 'b-1',
    ISBN: '978-0-306-40615-7',
    title: 'Title',
    author: 'A. Author',
    description: 'D',
    category: 'scienceFiction',
    trending: true,
    coverImage: '/covers/b.svg',
    oldPrice: 1299.5,
    newPrice: 12.5,
    stock: 0,
  };

  it('writes a book in the export’s columns and order', () => {
    expect(CATALOG_CSV_COLUMNS).toEqual([
      'isbn',
      'title',
      'author',
      'description',
      'category',
      'trending',
      'oldPrice',
      'newPrice',
      'stock',
      'coverImage',
      'id',
    ]);
    expect(catalogCsvCells(book)).toEqual({
      isbn: '978-0-306-40615-7',
      title: 'Title',
      author: 'A. Author',
      description: 'D',
      category: 'scienceFiction',
      trending: 'true',
      oldPrice: '1299.5',
      newPrice: '12.5',
      stock: '0',
      coverImage: '/covers/b.svg',
      id: 'b-1',
    });
    const { author: _none, ...withoutAuthor } = book;
    expect(catalogCsvCells(withoutAuthor).author).toBe('');
  });

  it('reads a written row back as the same book fields, and names each field’s column', async () => {
    const { _id, ...fields } = book;
    expect(await bookSchema.validate(bookFieldsFromCsv(catalogCsvCells(book)))).toEqual(fields);
    expect(BOOK_CSV_FIELDS.map(([field]) => field).sort()).toEqual(Object.keys(fields).sort());
    expect(csvColumnOfField('coverImage')).toBe('coverImage');
    expect(csvColumnOfField('ISBN')).toBe('isbn');
    expect(csvColumnOfField('_id')).toBeNull();
    expect(csvColumnOfField('expectedStock')).toBeNull();
  });
});
