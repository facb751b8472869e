import { get, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { API, db } from '../../../tests/support/emulators';
import { assertDocumented } from '../../../tests/support/contract';
import { del, fetchChecked, put } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// Straight to the app, in this process: the Hosting emulator's proxy drops If-None-Match (the
// production CDN does honour it), so the 304 is checked where it is made.
const FUNCTION_API = API;
const list = (etag?: string) =>
  fetchChecked(`${FUNCTION_API}/books`, { headers: etag ? { 'if-none-match': etag } : {} });

/**
 * A conditional GET as a browser revalidation sends it. Not fetch(): per the Fetch standard it
 * adds `Cache-Control: no-cache` to requests carrying If-None-Match, which forbids a 304.
 */
function rawGet(
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${FUNCTION_API}/books`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
        try {
          // The contract check reads the JSON text; a 304 has no body to unzip.
          const gzipped = answer.headers['content-encoding'] === 'gzip' && answer.body.length > 0;
          const text = gzipped ? gunzipSync(answer.body).toString() : answer.body.toString();
          assertDocumented({
            method: 'GET',
            url: `${FUNCTION_API}/books`,
            status: answer.status,
            headers: answer.headers,
            body: text,
          });
          resolve(answer);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }).on('error', reject);
  });
}

/** fetch() asks for gzip, so its ETags are those of the gzipped representation. */
const revalidate = async (etag: string) => {
  const answer = await rawGet({ 'if-none-match': etag, 'accept-encoding': 'gzip' });
  return { status: answer.status, body: answer.body.toString() };
};

const { ownerToken } = useSeededStore();

describe('GET /api/books: the original list, cached per catalog version, with ETags', () => {
  it('answers an unchanged list with 304 and a changed one with a new ETag and body', async () => {
    const first = await list();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(((await first.json()) as unknown[]).length).toBe(SEED_BOOKS.length);

    const again = await revalidate(etag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const id = SEED_BOOKS[0]!.slug;
    const edited = {
      ISBN: '0-306-40615-2',
      title: 'Changed Title',
      description: 'd',
      author: 'a',
      category: 'fiction',
      trending: false,
      oldPrice: 10,
      newPrice: 9,
      stock: 5,
      coverImage: '/x.svg',
    };
    expect((await put(`/books/edit/${id}`, edited, await ownerToken())).status).toBe(200);
    expect((await revalidate(etag)).status).toBe(200);
    const afterEdit = await list();
    expect(afterEdit.headers.get('etag')).not.toBe(etag);
    const books = (await afterEdit.json()) as Array<{ _id: string; title: string }>;
    expect(books.find((b) => b._id === id)?.title).toBe('Changed Title');

    expect((await del(`/books/${id}`, await ownerToken())).status).toBe(200);
    const afterDelete = (await (await list()).json()) as Array<{ _id: string }>;
    expect(afterDelete.map((b) => b._id)).not.toContain(id);
  });

  it('sends the list gzipped to clients that accept it, plain to others, each with its own ETag', async () => {
    const zipped = await rawGet({ 'accept-encoding': 'gzip, deflate, br' });
    const plain = await rawGet({ 'accept-encoding': 'identity' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect((await rawGet({ 'accept-encoding': 'identity', 'if-none-match': plain.headers.etag! })).status).toBe(304);
    expect((await rawGet({ 'accept-encoding': 'identity', 'if-none-match': zipped.headers.etag! })).status).toBe(200);
  });

  it('pages past `limit` with a Link to the next page and the total, the body still an array', async () => {
    const first = await fetchChecked(`${FUNCTION_API}/books?limit=10`);
    expect(first.headers.get('x-total-count')).toBe(String(SEED_BOOKS.length));
    expect(first.headers.get('link')).toBe('</api/books?limit=10&page=2>; rel="next"');
    const page1 = (await first.json()) as Array<{ _id: string }>;
    const lastPage = Math.ceil(SEED_BOOKS.length / 10);
    const last = await fetchChecked(`${FUNCTION_API}/books?limit=10&page=${lastPage}`);
    expect(last.headers.get('link')).toBeNull();
    const lastBooks = (await last.json()) as Array<{ _id: string }>;
    expect(page1.map((b) => b._id)).toEqual(SEED_BOOKS.slice(0, 10).map((b) => b.slug));
    expect(lastBooks.map((b) => b._id)).toEqual(SEED_BOOKS.slice((lastPage - 1) * 10).map((b) => b.slug));
    // The whole list in one answer at the demo's size, as the original contract had it.
    const whole = await fetchChecked(`${FUNCTION_API}/books`);
    expect(whole.headers.get('link')).toBeNull();
    expect(((await whole.json()) as unknown[]).length).toBe(SEED_BOOKS.length);
    for (const bad of ['limit=0', 'limit=1001', 'page=x', 'page=-1']) {
      const refused = await fetchChecked(`${FUNCTION_API}/books?${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it('writes no catalog version document: nothing is written by every book change any more', async () => {
    await del(`/books/${SEED_BOOKS[1]!.slug}`, await ownerToken());
    expect((await db.collection('meta').doc('catalog').get()).exists).toBe(false);
  });
});
