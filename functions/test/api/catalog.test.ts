import { CATALOG_PAGE_SIZE, MAX_BOOK_IDS, sameCategory, type BookPage, type HomeCatalog } from '@bookstore/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, del, get, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

const { ownerToken } = useSeededStore();
const ids = (books: Array<{ _id: string }>) => books.map((book) => book._id);
const slugs = (books: typeof SEED_BOOKS) => books.map((book) => book.slug);

let customer: Customer;
beforeEach(async () => {
  customer = await createCustomer();
});

/** Places an order for `copies` of one seeded book; answers the order's id. */
async function buy(book: (typeof SEED_BOOKS)[number], copies: number): Promise<string> {
  const body = orderFor(customer, {
    products: [{ productId: book.slug, quantity: copies }],
    totalPrice: book.newPrice * copies,
  });
  const response = await post('/orders/create-order', body, customer.idToken);
  expect(response.status).toBe(201);
  return (response.body as { _id: string })._id;
}

/**
 * Each Functions emulator worker keeps its own index and catches up on changes at most once a
 * second (decision 060); a request may reach a worker that has not caught up yet, so wait for it.
 */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 100 });

describe('GET /api/catalog/home', () => {
  it('answers the banner, Top Sellers’ first page and Recommended in the seed’s positions', async () => {
    const response = await get<HomeCatalog>('/catalog/home');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const home = response.body;
    expect(ids(home.newReleases)).toEqual(slugs(SEED_BOOKS.slice(0, 3)));
    // Nothing sold yet: the ranking reads like the newest-first list, as the home page did.
    expect(ids(home.topSellers.books)).toEqual(slugs(SEED_BOOKS.slice(0, CATALOG_PAGE_SIZE)));
    expect(home.topSellers).toMatchObject({ total: SEED_BOOKS.length, page: 1, pageSize: CATALOG_PAGE_SIZE });
    expect(ids(home.recommended)).toEqual(slugs(SEED_BOOKS.slice(8, 18)));
    // Sales are the shop's own: the sold count never leaves the server.
    expect(home.newReleases[0]).not.toHaveProperty('sold');
  });
});

describe('GET /api/catalog/top-sellers', () => {
  it('ranks by copies sold, narrows to a genre, and takes cancelled copies back off', async () => {
    const big = SEED_BOOKS[20]!;
    const small = SEED_BOOKS[30]!;
    const bigOrder = await buy(big, 3);
    await buy(small, 1);
    expect((await db.collection('books').doc(big.slug).get()).get('sold')).toBe(3);

    await eventually(async () => {
      const top = (await get<BookPage>('/catalog/top-sellers')).body;
      expect(ids(top.books).slice(0, 3)).toEqual([big.slug, small.slug, SEED_BOOKS[0]!.slug]);
      expect(top.total).toBe(SEED_BOOKS.length);
    });

    const genre = SEED_BOOKS.filter((book) => sameCategory(book.category, big.category));
    const inGenre = (await get<BookPage>(`/catalog/top-sellers?category=${big.category.toUpperCase()}`)).body;
    expect(inGenre.total).toBe(genre.length);
    expect(inGenre.books[0]!._id).toBe(big.slug);
    expect(new Set(ids(inGenre.books))).toEqual(new Set(slugs(genre).slice(0, CATALOG_PAGE_SIZE)));

    const cancel = await call('PATCH', `/admin/orders/${bigOrder}/status`, {
      body: { status: 'cancelled' },
      token: await ownerToken(),
    });
    expect(cancel.status).toBe(200);
    expect((await db.collection('books').doc(big.slug).get()).get('sold')).toBe(0);
    await eventually(async () => {
      const top = (await get<BookPage>('/catalog/top-sellers')).body;
      expect(ids(top.books).slice(0, 2)).toEqual([small.slug, SEED_BOOKS[0]!.slug]);
    });
  });

  it('pages with a total, answers an empty page past the end, and refuses a bad page', async () => {
    const second = (await get<BookPage>('/catalog/top-sellers?page=2&limit=20')).body;
    expect(ids(second.books)).toEqual(slugs(SEED_BOOKS.slice(20, 40)));
    expect(second).toMatchObject({ total: SEED_BOOKS.length, page: 2, pageSize: 20 });
    const past = (await get<BookPage>('/catalog/top-sellers?page=9')).body;
    expect(past).toMatchObject({ books: [], total: SEED_BOOKS.length, page: 9 });
    const unknown = (await get<BookPage>('/catalog/top-sellers?category=no-such-genre')).body;
    expect(unknown).toMatchObject({ books: [], total: 0 });
    for (const [query, message] of [
      ['page=0', 'page must be a whole number from 1 to 100000.'],
      ['limit=49', 'limit must be a whole number from 1 to 48.'],
      ['limit=ten', 'limit must be a whole number from 1 to 48.'],
    ]) {
      const refused = await get(`/catalog/top-sellers?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });
});

describe('GET /api/catalog/search', () => {
  const book = SEED_BOOKS[25]!;

  it('finds by a title word, the author and the ISBN with hyphens anywhere, with a total', async () => {
    const word = book.title.split(' ').at(-1)!.toUpperCase();
    const byTitle = (await get<BookPage>(`/catalog/search?q=${encodeURIComponent(word)}`)).body;
    expect(ids(byTitle.books)).toContain(book.slug);
    const byAuthor = (await get<BookPage>(`/catalog/search?q=${encodeURIComponent(book.author)}`)).body;
    expect(ids(byAuthor.books)).toContain(book.slug);
    const digits = book.ISBN.replace(/\D/g, '');
    const oddlyHyphenated = `${digits.slice(0, 5)}-${digits.slice(5, 9)}-${digits.slice(9)}`;
    const byIsbn = (await get<BookPage>(`/catalog/search?q=${oddlyHyphenated}`)).body;
    expect(ids(byIsbn.books)).toEqual([book.slug]);
    expect(byIsbn.total).toBe(1);
  });

  it('pages through a broad search and narrows it to a genre', async () => {
    // The ranking itself is search.test.ts's; here, pages are slices of the one ranked list.
    // 'the' is in most descriptions, so it is broad at the seed's size.
    const all = (await get<BookPage>('/catalog/search?q=the&limit=48')).body.books;
    const first = (await get<BookPage>('/catalog/search?q=the&limit=5')).body;
    const second = (await get<BookPage>('/catalog/search?q=the&limit=5&page=2')).body;
    expect(all.length).toBeGreaterThan(10);
    expect(first.total).toBe(all.length);
    expect([...ids(first.books), ...ids(second.books)]).toEqual(ids(all.slice(0, 10)));
    const genre = all.filter((b) => b.category === 'fiction');
    const narrowed = (await get<BookPage>('/catalog/search?q=the&category=Fiction&limit=48')).body;
    expect(ids(narrowed.books)).toEqual(ids(genre));
  });

  it('refuses a query too short to search, with the reason', async () => {
    for (const q of ['', 'a', '%20a%20']) {
      const refused = await get(`/catalog/search?q=${q}`);
      expect(refused.status, q).toBe(400);
      expect(refused.body.message).toMatch(/^Type (what to search for|at least 2 characters)\.$/);
    }
    expect((await get('/catalog/search')).status).toBe(400);
  });
});

describe('GET /api/catalog/books?ids=', () => {
  it('answers the books named, in that order, leaving out unknown and deleted ones', async () => {
    const [a, b, c] = [SEED_BOOKS[5]!, SEED_BOOKS[1]!, SEED_BOOKS[9]!];
    expect((await del(`/books/${c.slug}`, await ownerToken())).status).toBe(200);
    await eventually(async () => {
      const response = await get(`/catalog/books?ids=${a.slug},no-such-book,${b.slug},${c.slug}`);
      expect(response.status).toBe(200);
      expect(ids(response.body)).toEqual([a.slug, b.slug]);
    });
  });

  it('refuses a missing, malformed or too long list of ids', async () => {
    const tooMany = Array.from({ length: MAX_BOOK_IDS + 1 }, (_, n) => `book-${n}`).join(',');
    for (const [query, message] of [
      ['', 'ids is required.'],
      ['ids=', 'ids is required.'],
      ['ids=a/b', 'ids must be book ids.'],
      [`ids=${tooMany}`, `At most ${MAX_BOOK_IDS} ids at once.`],
    ]) {
      const refused = await get(`/catalog/books?${query}`);
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
  });
});

describe('GET /api/admin/books', () => {
  it('pages newest first with the total, searches, and shows the owner’s own delete at once', async () => {
    const token = await ownerToken();
    const first = (await get<BookPage>('/admin/books', token)).body;
    expect(first).toMatchObject({ total: SEED_BOOKS.length, page: 1, pageSize: 20 });
    expect(ids(first.books)).toEqual(slugs(SEED_BOOKS.slice(0, 20)));
    const last = (await get<BookPage>('/admin/books?page=3', token)).body;
    expect(ids(last.books)).toEqual(slugs(SEED_BOOKS.slice(40)));

    const book = SEED_BOOKS[33]!;
    const found = (await get<BookPage>(`/admin/books?q=${encodeURIComponent(book.ISBN)}`, token)).body;
    expect(ids(found.books)).toEqual([book.slug]);
    expect((await del(`/books/${book.slug}`, token)).status).toBe(200);
    // Each request catches the index up, and the deleting instance applies its own change.
    const after = (await get<BookPage>(`/admin/books?q=${encodeURIComponent(book.ISBN)}`, token)).body;
    expect(after).toMatchObject({ books: [], total: 0 });
  });

  it('is the owner’s only', async () => {
    expect((await get('/admin/books')).status).toBe(401);
    expect((await get('/admin/books', customer.idToken)).status).toBe(401);
    expect((await get('/admin/books?limit=101', await ownerToken())).status).toBe(400);
  });
});
