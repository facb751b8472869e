import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { signWithLocalSecret } from '../../../tests/support/admin';
import { del, get } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

const { ownerToken } = useSeededStore();

// The owner's screens read the books here, never through the CDN-cacheable /api/books.
describe('GET /api/admin/books', () => {
  it('lists the books a page at a time, newest first, never stored by a browser or CDN', async () => {
    const response = await get('/admin/books?limit=100', await ownerToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.books.map((book: any) => book.title)).toEqual(SEED_BOOKS.map((book) => book.title));
    expect(response.body).toMatchObject({ total: SEED_BOOKS.length, page: 1, pageSize: 100 });
  });

  it('leaves a deleted book out at once', async () => {
    const gone = SEED_BOOKS[0]!.slug;
    const ids = async () =>
      ((await get('/admin/books?limit=100', await ownerToken())).body.books as Array<{ _id: string }>).map(
        (book) => book._id,
      );
    expect(await ids()).toContain(gone);
    expect((await del(`/books/${gone}`, await ownerToken())).status).toBe(200);
    const after = await ids();
    expect(after).not.toContain(gone);
    expect(after).toHaveLength(SEED_BOOKS.length - 1);
  });

  it('is for the owner only', async () => {
    expect((await get('/admin/books')).status).toBe(401);
    expect((await get('/admin/books', 'not-a-jwt')).status).toBe(401);
    const staff = signWithLocalSecret({ role: 'staff' }, { subject: 'owner', expiresIn: 600 });
    expect((await get('/admin/books', staff)).status).toBe(403);
  });
});

describe('GET /api/admin/books/{id}', () => {
  it('returns one book, privately', async () => {
    const book = SEED_BOOKS[3]!;
    const response = await get(`/admin/books/${book.slug}`, await ownerToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toMatchObject({ _id: book.slug, title: book.title, newPrice: book.newPrice });
  });

  it('answers 404 for an unknown or malformed id, and 401 without a token', async () => {
    expect(await get('/admin/books/no-such-book', await ownerToken())).toMatchObject({
      status: 404,
      body: { message: 'Book not found.' },
    });
    expect((await get('/admin/books/__bad__', await ownerToken())).status).toBe(404);
    expect((await get(`/admin/books/${SEED_BOOKS[0]!.slug}`)).status).toBe(401);
  });
});
