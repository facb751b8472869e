import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { signWithLocalSecret } from '../../../tests/support/admin';
import { db } from '../../../tests/support/emulators';
import { call, del, get, post, put } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

const validBook = {
  ISBN: '978-0-306-40615-7',
  title: 'A Test of Time',
  description: 'Written for the API tests.',
  author: 'Test Author',
  category: 'Science',
  trending: true,
  oldPrice: 500,
  stock: 7,
  newPrice: 399.5,
  coverImage: '/covers/a-test-of-time.svg',
};

const { ownerToken } = useSeededStore();

describe('GET /api/books', () => {
  it('lists every book, newest first, with the Book shape and a CDN-cacheable header', async () => {
    const response = await get('/books');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    expect(response.body).toHaveLength(SEED_BOOKS.length);
    expect(response.body.map((b: any) => b.title)).toEqual(SEED_BOOKS.map((b) => b.title));
    const [first] = response.body;
    expect(Object.keys(first).sort()).toEqual(
      [
        '_id',
        'ISBN',
        'title',
        'author',
        'description',
        'category',
        'trending',
        'coverImage',
        'oldPrice',
        'newPrice',
        'stock',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
  });

  it('filters by category without regard to case', async () => {
    const response = await get('/books?category=FANTASY');
    const expected = SEED_BOOKS.filter((b) => b.category === 'fantasy').map((b) => b.title);
    expect(response.body.map((b: any) => b.title)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it('searches title words, author and ISBN (with or without hyphens), case-insensitively', async () => {
    const target = SEED_BOOKS[5]!;
    const byTitle = await get(`/books?q=${encodeURIComponent(target.title.split(' ').at(-1)!.toUpperCase())}`);
    expect(byTitle.body.map((b: any) => b.title)).toContain(target.title);
    const byAuthor = await get(`/books?q=${encodeURIComponent(target.author.toLowerCase())}`);
    expect(byAuthor.body.map((b: any) => b.title)).toEqual([target.title]);
    const bare = target.ISBN.replace(/-/g, '');
    const byIsbn = await get(`/books?q=${bare}`);
    expect(byIsbn.body.map((b: any) => b.title)).toEqual([target.title]);
    const hyphenated = await get(`/books?q=${target.ISBN}`);
    expect(hyphenated.body.map((b: any) => b.title)).toEqual([target.title]);
    const none = await get('/books?q=zzzz-no-such-book');
    expect(none.body).toEqual([]);
  });

  it('trims the search and the category, and refuses a repeated parameter', async () => {
    expect((await get('/books?q=%20tea%20&category=%20mystery%20')).body.map((b: any) => b.title)).toEqual([
      'Tea for the Inspector',
    ]);
    expect(await get('/books?q=tea&q=ink')).toMatchObject({ status: 400, body: { errors: { q: 'q must be text.' } } });
  });

  it('combines category and search', async () => {
    const response = await get('/books?category=mystery&q=tea');
    expect(response.body.map((b: any) => b.title)).toEqual(['Tea for the Inspector']);
  });
});

describe('GET /api/books/{id}', () => {
  it('returns one book, cacheable by the CDN', async () => {
    const response = await get(`/books/${SEED_BOOKS[0]!.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.body).toMatchObject({
      _id: SEED_BOOKS[0]!.slug,
      title: SEED_BOOKS[0]!.title,
      newPrice: SEED_BOOKS[0]!.newPrice,
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/books/no-such-book')).status).toBe(404);
    const missing = await get('/books/no-such-book');
    expect(missing.body).toEqual({ message: 'Book not found.' });
    // A miss is not kept by the CDN: the book may be created a moment later.
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/books/__bad__')).status).toBe(404);
    expect((await get('/books/a.b')).status).toBe(404);
  });

  it('leaves a missing or blank stored author out of the Book (the pages show it as "admin")', async () => {
    const now = Timestamp.now();
    const { author: _author, ...withoutAuthor } = validBook;
    await db
      .collection('books')
      .doc('legacy')
      .set({ ...withoutAuthor, createdAt: now, updatedAt: now });
    await db
      .collection('books')
      .doc('blank')
      .set({ ...withoutAuthor, author: '  ', createdAt: now, updatedAt: now });
    for (const id of ['legacy', 'blank']) {
      const response = await get(`/books/${id}`);
      expect(response.status).toBe(200);
      expect(response.body).not.toHaveProperty('author');
      expect(response.body.title).toBe(validBook.title);
    }
  });
});

describe('POST /api/books/create-book', () => {
  it('creates a book for the owner and answers 201 { message, book }', async () => {
    const response = await post(
      '/books/create-book',
      { ...validBook, price: 1, _id: 'forged', createdAt: 'yesterday' },
      await ownerToken(),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.message).toMatch(/created/i);
    const book = response.body.book;
    expect(book).toMatchObject({ ...validBook, category: 'scienceNature' });
    expect(book._id).not.toBe('forged');
    const stored = await db.collection('books').doc(book._id).get();
    expect(stored.get('price')).toBeUndefined();
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    expect((await get('/books')).body[0]._id).toBe(book._id);
  });

  it('refuses a missing token (401), a bad token (401) and a non-admin role (403)', async () => {
    expect((await post('/books/create-book', validBook)).status).toBe(401);
    expect((await post('/books/create-book', validBook, 'not-a-jwt')).status).toBe(401);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await post('/books/create-book', validBook, staff)).status).toBe(403);
    const count = (await db.collection('books').count().get()).data().count;
    expect(count).toBe(SEED_BOOKS.length);
  });

  it('answers 400 with the shared schema messages and writes nothing', async () => {
    const response = await post(
      '/books/create-book',
      { ...validBook, title: ' ', category: 'knitting', newPrice: 600, oldPrice: 500, ISBN: '123' },
      await ownerToken(),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      title: 'Title is required.',
      category: 'Choose a category from the list.',
      newPrice: 'New price must not be more than the old price.',
      ISBN: 'Book number must be a valid ISBN-10 or ISBN-13.',
    });
    const prices = await post(
      '/books/create-book',
      { ...validBook, oldPrice: '500', newPrice: 10.999 },
      await ownerToken(),
    );
    expect(prices.body.errors).toMatchObject({
      oldPrice: 'Old price must be a number.',
      newPrice: 'New price may have at most 2 decimals.',
    });
    expect((await db.collection('books').count().get()).data().count).toBe(SEED_BOOKS.length);
  });
});

describe('PUT /api/books/edit/{id}', () => {
  it('updates a book and keeps its creation date', async () => {
    const id = SEED_BOOKS[1]!.slug;
    const before = (await get(`/books/${id}`)).body;
    const response = await put(`/books/edit/${id}`, { ...validBook, title: 'Renamed' }, await ownerToken());
    expect(response.status).toBe(200);
    expect(response.body.message).toMatch(/updated/i);
    expect(response.body.book).toMatchObject({ _id: id, title: 'Renamed', createdAt: before.createdAt });
    expect(response.body.book.updatedAt > before.updatedAt).toBe(true);
  });

  it('accepts the id with one leading ":" as older clients send it', async () => {
    const id = SEED_BOOKS[2]!.slug;
    const response = await put(`/books/edit/:${id}`, { ...validBook, title: 'Colon' }, await ownerToken());
    expect(response.status).toBe(200);
    expect((await get(`/books/${id}`)).body.title).toBe('Colon');
  });

  it('answers 404 for an unknown id without creating it, and 400 for bad input without changing anything', async () => {
    expect((await put('/books/edit/ghost', validBook, await ownerToken())).status).toBe(404);
    expect((await db.collection('books').doc('ghost').get()).exists).toBe(false);
    const id = SEED_BOOKS[3]!.slug;
    const bad = await put(`/books/edit/${id}`, { ...validBook, newPrice: -1 }, await ownerToken());
    expect(bad.status).toBe(400);
    expect(bad.body.errors.newPrice).toBe('New price must be greater than zero.');
    expect((await get(`/books/${id}`)).body.title).toBe(SEED_BOOKS[3]!.title);
    expect((await put(`/books/edit/${id}`, validBook)).status).toBe(401);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await put(`/books/edit/${id}`, { ...validBook, title: 'Staff edit' }, staff)).status).toBe(403);
    expect((await get(`/books/${id}`)).body.title).toBe(SEED_BOOKS[3]!.title);
  });
});

describe('DELETE /api/books/{id}', () => {
  it('deletes and returns the book, then 404s', async () => {
    const id = SEED_BOOKS[4]!.slug;
    const response = await del(`/books/${id}`, await ownerToken());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: expect.stringMatching(/deleted/i), book: { _id: id } });
    expect((await get(`/books/${id}`)).status).toBe(404);
    expect((await del(`/books/${id}`, await ownerToken())).status).toBe(404);
  });

  it('is for the owner only', async () => {
    const id = SEED_BOOKS[4]!.slug;
    expect((await del(`/books/${id}`)).status).toBe(401);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await del(`/books/${id}`, staff)).status).toBe(403);
    expect((await get(`/books/${id}`)).status).toBe(200);
  });
});

describe('unknown routes and methods', () => {
  it('answer 404 with a JSON message', async () => {
    for (const [method, path] of [
      ['GET', '/nothing'],
      ['PATCH', '/books'],
      ['POST', '/books'],
    ] as const) {
      const response = await call(method, path, method === 'GET' ? {} : { body: {} });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(response.body.message).toBe(`No route for ${method} /api${path}.`);
    }
    // Everything under /orders is a customer's, so a stranger is told to sign in first.
    expect((await get('/orders')).status).toBe(401);
  });
});
