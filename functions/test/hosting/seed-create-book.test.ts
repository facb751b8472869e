import { FieldValue } from 'firebase-admin/firestore';
import { isbn13CheckDigit, LOCAL_URLS, NEW_BOOK_STOCK, type Book, type BookPage } from '@bookstore/domain';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { db } from '../../../tests/support/emulators';
import { call, get, post, put } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { SPEC_CREATE_BOOK_BODY as SEED_BODY } from '../../../domain/test/support/spec-create-book-body';

// The specification's client posts a book with the form's fields and a cover: no author and no
// stock. The API takes it (docs/decisions/032-the-seed-create-book-body.md): the author stays
// missing and is shown as 'admin', the stock is NEW_BOOK_STOCK. Its edit body has neither
// either, and leaves both as they are.

const { ownerToken } = useSeededStore();

async function create(body: Record<string, unknown>): Promise<Book> {
  const response = await post<{ book: Book }>('/books/create-book', body, await ownerToken());
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.book;
}

const stored = async (id: string) => (await db.collection('books').doc(id).get()).data()!;

/** The book page as Hosting serves it (the render function), parsed without running it. */
async function servedPage(id: string) {
  const html = await (await fetch(`${LOCAL_URLS.hosting}/books/${id}`)).text();
  return new new Window().DOMParser().parseFromString(html, 'text/html');
}

describe('POST /api/books/create-book with the specification’s body', () => {
  it('creates the book with no author and no copies, and answers it so', async () => {
    const book = await create(SEED_BODY);
    expect(book).not.toHaveProperty('author');
    expect(book.stock).toBe(NEW_BOOK_STOCK);
    expect(book).toMatchObject({ title: SEED_BODY.title, newPrice: 250, category: 'fiction' });
    const record = await stored(book._id);
    expect(record).not.toHaveProperty('author');
    expect(record.stock).toBe(0);
    // Every read says the same, the public one and the owner's.
    expect((await get(`/books/${book._id}`)).body).not.toHaveProperty('author');
    const owner = await get(`/admin/books/${book._id}`, await ownerToken());
    expect(owner.body).toMatchObject({ _id: book._id, stock: 0 });
    expect(owner.body).not.toHaveProperty('author');
  });

  it('reads a blank author as missing, and keeps any other as typed', async () => {
    expect(await stored((await create({ ...SEED_BODY, author: '   ' }))._id)).not.toHaveProperty('author');
    for (const [n, author] of ['$& $1', '<script>alert(1)</script>', 'मुंशी प्रेमचंद'].entries()) {
      const body12 = `97820000000${n}`;
      const book = await create({ ...SEED_BODY, ISBN: `${body12}${isbn13CheckDigit(body12)}`, author });
      expect(book.author).toBe(author);
      expect((await stored(book._id)).author).toBe(author);
    }
  });

  it('refuses a bad author or stock with a clear message, and writes nothing', async () => {
    const token = await ownerToken();
    for (const [body, field, message] of [
      [{ ...SEED_BODY, author: 'x'.repeat(121) }, 'author', 'Must be at most 120 characters.'],
      [{ ...SEED_BODY, stock: -1 }, 'stock', 'Stock must not be negative.'],
      [{ ...SEED_BODY, stock: '5' }, 'stock', 'Stock must be a whole number.'],
      [{ ...SEED_BODY, stock: null }, 'stock', 'Stock must be a whole number.'],
      [{ ...SEED_BODY, author: null }, 'author', 'Author must be text; leave it out for none.'],
      [{ ...SEED_BODY, author: ['A'] }, 'author', 'Author must be text.'],
    ] as const) {
      const response = await call('POST', '/books/create-book', { token, body });
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    }
    expect((await db.collection('books').get()).size).toBe(SEED_BOOKS.length);
  });

  it('is found by its title, and by no stand-in for the missing author', async () => {
    const book = await create(SEED_BODY);
    const found = async (q: string) =>
      (await get<BookPage>(`/admin/books?q=${encodeURIComponent(q)}`, await ownerToken())).body.books.map(
        (each) => each._id,
      );
    expect(await found('from the seed')).toEqual([book._id]);
    expect(await found('undefined')).toEqual([]);
  });
});

describe('the book page of a book without an author, as served', () => {
  it("says 'Author: admin' and 'by admin', and names no author in its JSON-LD", async () => {
    const book = await create(SEED_BODY);
    const page = await servedPage(book._id);
    const main = page.querySelector('main')!;
    expect(main.textContent).toContain('Author: admin');
    expect(main.textContent).not.toContain('undefined');
    const description = page.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description).toMatch(/^A Book from the Seed by admin\. /);
    const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '');
    expect(jsonLd).not.toHaveProperty('author');
    expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('shows an author with markup in it as text', async () => {
    const book = await create({ ...SEED_BODY, author: '<img src=x onerror=alert(1)> & $&' });
    const page = await servedPage(book._id);
    expect(page.querySelector('main')!.textContent).toContain('Author: <img src=x onerror=alert(1)> & $&');
    expect(page.querySelector('main img[onerror]')).toBeNull();
  });
});

describe('PUT /api/books/edit/{id} with the specification’s edit body (no author, no stock)', () => {
  it('leaves the author and the stock as they are, with or without expectedStock', async () => {
    const book = await create({ ...SEED_BODY, author: 'Kept Author', stock: 7 });
    const token = await ownerToken();
    const edited = await put(`/books/edit/${book._id}`, { ...SEED_BODY, title: 'Edited Title' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.book).toMatchObject({ title: 'Edited Title', author: 'Kept Author', stock: 7 });
    // The stock moved since the form loaded, but this body sets none: nothing to refuse.
    await db.collection('books').doc(book._id).update({ stock: 5, updatedAt: FieldValue.serverTimestamp() });
    const again = await put(`/books/edit/${book._id}`, { ...SEED_BODY, expectedStock: 7 }, token);
    expect(again.status).toBe(200);
    expect(await stored(book._id)).toMatchObject({ author: 'Kept Author', stock: 5, title: SEED_BODY.title });
  });

  it('sets an author on a book that had none', async () => {
    const book = await create(SEED_BODY);
    const edited = await put(`/books/edit/${book._id}`, { ...SEED_BODY, author: 'Now Named' }, await ownerToken());
    expect(edited.body.book.author).toBe('Now Named');
    expect((await get(`/books/${book._id}`)).body.author).toBe('Now Named');
  });
});
