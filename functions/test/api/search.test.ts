import type { Book, BookPage, SearchPage } from '@bookstore/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeIsbn13, SEED_BOOKS } from '../../../seed/catalog';
import { SPEC_CREATE_BOOK_BODY } from '../../../domain/test/support/spec-create-book-body';
import { get, post } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The search (decision 059) through the API, over the seed and a few books of
// this file's own: its Devanagari book does not depend on the seed having one.

const { ownerToken } = useSeededStore({ per: 'suite' });
const ids = (books: Array<{ _id: string }>) => books.map((book) => book._id);
const slug = (title: string) => SEED_BOOKS.find((book) => book.title === title)!.slug;
const search = async (q: string, more = '') => {
  const response = await get<SearchPage>(`/catalog/search?q=${encodeURIComponent(q)}${more}`);
  expect(response.status, q).toBe(200);
  return response.body;
};
/** Each emulator worker learns of a new book at its next catch-up, a moment later (decision 060). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 100 });

const own: Record<string, Book> = {};
async function create(key: string, fields: Record<string, unknown>, serial: number): Promise<void> {
  const body = { ...SPEC_CREATE_BOOK_BODY, author: 'Someone', ISBN: makeIsbn13(900 + serial), ...fields };
  const response = await post<{ book: Book }>('/books/create-book', body, await ownerToken());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  own[key] = response.body.book;
}

beforeAll(async () => {
  // Created oldest to newest in the order the ranking must put them: the newest-first order
  // would put them the other way round.
  await create('exact', { title: 'Saffron Tide', author: 'Nila Rao' }, 1);
  await create('title', { title: 'Saffron Tide Returns', author: 'Nila Rao' }, 2);
  await create('author', { title: 'Harbour Songs', author: 'Saffron Tide' }, 3);
  await create('other', { title: 'Quiet Rooms', author: 'Nila Rao', description: 'Saffron at high tide.' }, 4);
  await create('godan', { title: 'गोदान', author: 'प्रेमचंद', description: 'होरी और धनिया की कथा।' }, 5);
  await eventually(async () => expect((await search('saffron tide')).total).toBe(4));
  await eventually(async () => expect(ids((await search('godan')).books)).toContain(own.godan!._id));
}, 30_000);

describe('GET /api/catalog/search', () => {
  it('forgives typos and finds every word in any order', async () => {
    expect(
      ids((await search('leger')).books)
        .slice(0, 2)
        .sort(),
    ).toEqual([slug('The Lean Ledger'), slug('The Calm Ledger')].sort());
    for (const q of ['ledger lean', 'lean ledger', 'LEAN  ledgr'])
      expect(ids((await search(q)).books)[0], q).toBe(slug('The Lean Ledger'));
    expect(ids((await search('ledger calm')).books)[0]).toBe(slug('The Calm Ledger'));
  });

  it('asks for every word (AND): one word found nowhere finds nothing', async () => {
    const page = await search('ledger xyzzyq');
    expect(page).toMatchObject({ books: [], total: 0 });
  });

  it('finds Indian names and places as they are heard', async () => {
    expect(ids((await search('mira iyer')).books)[0]).toBe(slug('The Lean Ledger'));
    expect(ids((await search('benaras')).books)[0]).toBe(slug('The Weaver of Benares'));
    expect(ids((await search('laxmi pillai')).books)[0]).toBe(slug('Tea for the Inspector'));
  });

  it('finds a Devanagari book from its Latin spellings and from Devanagari with a typo', async () => {
    for (const q of ['godan', 'godaan', 'premchand', 'premchandra', 'गोदान', 'गोदन', 'प्रेमचंद'])
      expect(ids((await search(q)).books), q).toContain(own.godan!._id);
  });

  it('finds a book by its ISBN-10 or ISBN-13, with hyphens or spaces, and only it', async () => {
    const lean = slug('The Lean Ledger');
    // The Lean Ledger is stored as 978-93-81001-01-1; its ISBN-10 is 93-81001-01-4.
    for (const q of ['93-81001-01-4', '9381001014', '978 93 81001 01 1', '9789381001011']) {
      const page = await search(q);
      expect(ids(page.books), q).toEqual([lean]);
      expect(page.total).toBe(1);
    }
  });

  it('ranks the exact title first, then the title, then the author, then the rest', async () => {
    const page = await search('saffron tide');
    expect(ids(page.books)).toEqual(['exact', 'title', 'author', 'other'].map((key) => own[key]!._id));
    expect(page.didYouMean).toEqual([]);
  });

  it('pages the ranked list as it pages every list', async () => {
    const whole = await search('saffron tide', '&limit=48');
    const first = await search('saffron tide', '&limit=3');
    const second = await search('saffron tide', '&limit=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect([...ids(first.books), ...ids(second.books)]).toEqual(ids(whole.books));
  });

  it('narrows to a genre', async () => {
    expect(ids((await search('ledger', '&category=business')).books)).toEqual([slug('The Lean Ledger')]);
    expect(ids((await search('ledger', '&category=Self-Help')).books)).toEqual([slug('The Calm Ledger')]);
    expect((await search('ledger', '&category=poetry')).books).toEqual([]);
  });

  it('offers the closest titles when nothing is found, and none when nothing is near', async () => {
    const missed = await search('lean ledgre xyzzyq');
    expect(missed.books).toEqual([]);
    expect(missed.didYouMean).toContain('The Lean Ledger');
    expect(missed.didYouMean.length).toBeLessThanOrEqual(3);
    expect((await search('qqqqzzzz wwwwxxxx')).didYouMean).toEqual([]);
  });

  it('answers odd input at once with nothing found, or the schema’s message, never an error', async () => {
    for (const q of ['$&', "$'", '?!...', '%%', '\\\\']) {
      const page = await search(q);
      expect(page, q).toMatchObject({ books: [], total: 0, didYouMean: [] });
    }
    // Words inside the odd characters are searched as words: nothing is found, titles may be near.
    for (const q of ['<script>', '=cmd']) expect(await search(q), q).toMatchObject({ books: [], total: 0 });
    const long = await get(`/catalog/search?q=${'a'.repeat(2000)}`);
    expect(long).toMatchObject({ status: 400, body: { errors: { q: 'q is too long.' } } });
    // A lone surrogate, as a browser would percent-encode it if it could.
    const lone = await get('/catalog/search?q=ab%ED%A0%80');
    expect([200, 400], String(lone.status)).toContain(lone.status);
  });
});

describe('the same search elsewhere', () => {
  it('ranks the owner’s Manage Books search as the storefront’s', async () => {
    const token = await ownerToken();
    const found = (await get<BookPage>(`/admin/books?q=${encodeURIComponent('mira iyer')}`, token)).body;
    expect(ids(found.books)[0]).toBe(slug('The Lean Ledger'));
    const ranked = (await get<BookPage>(`/admin/books?q=${encodeURIComponent('saffron tide')}`, token)).body;
    expect(ids(ranked.books)).toEqual(['exact', 'title', 'author', 'other'].map((key) => own[key]!._id));
    expect(ranked).not.toHaveProperty('didYouMean');
  });

  it('ranks GET /api/books?q= the same, in the original contract’s array', async () => {
    const response = await get<Book[]>(`/books?q=${encodeURIComponent('saffron tide')}`);
    expect(ids(response.body)).toEqual(['exact', 'title', 'author', 'other'].map((key) => own[key]!._id));
    expect(ids((await get<Book[]>('/books?q=ledger%20lean')).body)[0]).toBe(slug('The Lean Ledger'));
  });
});
