import { LOCAL_URLS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { createCustomer, db } from '../../../tests/support/emulators';
import { call, fetchChecked, get, post } from '../../../tests/support/http';
import { PNG, WEBP } from '../../../tests/support/images';
import { useSeededStore } from '../../../tests/support/seeded-store';

async function coverCount(): Promise<number> {
  return (await db.collection('covers').count().get()).data().count;
}

const { ownerToken } = useSeededStore();

describe('POST /api/admin/covers', () => {
  it('stores a cover under a stable, content-addressed URL and serves it with long-lived caching', async () => {
    const response = await post('/admin/covers', { contentType: 'image/png', data: PNG }, await ownerToken());
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/api\/covers\/[a-f0-9]{64}$/);

    const image = await fetchChecked(`${LOCAL_URLS.hosting}${response.body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const again = await post('/admin/covers', { contentType: 'image/png', data: PNG }, await ownerToken());
    expect(again.body.url).toBe(response.body.url);
    const webp = await post('/admin/covers', { contentType: 'image/webp', data: WEBP }, await ownerToken());
    expect(webp.status).toBe(201);
    expect(await coverCount()).toBe(2);
  });

  it('lets a new book use the uploaded cover', async () => {
    const { url } = (await post('/admin/covers', { contentType: 'image/png', data: PNG }, await ownerToken())).body;
    const book = {
      ISBN: '0-306-40615-2',
      title: 'Uploaded',
      description: 'd',
      author: 'a',
      category: 'fiction',
      trending: false,
      oldPrice: 10,
      newPrice: 9,
      stock: 5,
      coverImage: url,
    };
    const created = await post('/books/create-book', book, await ownerToken());
    expect(created.status).toBe(201);
    expect(created.body.book.coverImage).toBe(url);
  });

  it('is for the owner only', async () => {
    expect((await post('/admin/covers', { contentType: 'image/png', data: PNG })).status).toBe(401);
    const customer = await createCustomer();
    expect((await post('/admin/covers', { contentType: 'image/png', data: PNG }, customer.idToken)).status).toBe(401);
    expect(await coverCount()).toBe(0);
  });

  it('refuses other formats, mislabelled bytes, bad base64 and oversized images, storing nothing', async () => {
    const cases = [
      { contentType: 'image/gif', data: PNG },
      { contentType: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') },
      { contentType: 'image/jpeg', data: PNG },
      { contentType: 'image/png', data: 'not base64!' },
      { contentType: 'image/png' },
      {
        contentType: 'image/png',
        data: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(710 * 1024)]).toString('base64'),
      },
    ];
    for (const body of cases) {
      const response = await post('/admin/covers', body, await ownerToken());
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    const huge = await call('POST', '/admin/covers', {
      token: await ownerToken(),
      rawBody: JSON.stringify({ contentType: 'image/png', data: 'A'.repeat(1100 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await coverCount()).toBe(0);
  });
});

describe('GET /api/covers/{id}', () => {
  it('answers 404 for unknown and malformed ids', async () => {
    expect((await get(`/covers/${'a'.repeat(64)}`)).status).toBe(404);
    expect((await get('/covers/..%2Fbooks')).status).toBe(404);
    expect((await get(`/covers/${'A'.repeat(64)}`)).status).toBe(404);
    expect((await get('/covers/xyz')).status).toBe(404);
  });
});
