import { describe, expect, it, vi } from 'vitest';
import { adminStats, json, makeBook, mockApi } from './render-app';
import { checkMockedAnswer, takeMockBreaches } from './support/mock-contract';

// setup.ts fails a test whose mocks noted a breach: each test here takes what it provoked.
describe('the check on what the fetch mocks answer', () => {
  it('notes a body the document does not allow (a missing field), and empties its list when read', async () => {
    const { ordersLeft: _missing, ...partial } = adminStats();
    await checkMockedAnswer('GET', '/api/admin', json(partial));
    const breaches = takeMockBreaches();
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatch(/^GET \/api\/admin: GET \/api\/admin 200: /);
    expect(breaches[0]).toContain("body must have required property 'ordersLeft'");
    expect(takeMockBreaches()).toEqual([]);
  });

  it('notes a field the document does not have (its objects are closed), deep in the body', async () => {
    const book = { ...makeBook('b1'), expectedStock: 3 };
    await checkMockedAnswer('PUT', '/api/books/edit/b1', json({ message: 'Book updated.', book }));
    expect(takeMockBreaches()).toEqual([expect.stringContaining('body/book must NOT have additional properties')]);
  });

  it('notes a status the route never answers, whatever the body', async () => {
    await checkMockedAnswer('POST', '/api/books/create-book', json({ message: 'A book with this ISBN exists.' }, 409));
    await checkMockedAnswer('POST', '/api/books/create-book', json({ message: 'ok', book: makeBook('new') }));
    const breaches = takeMockBreaches();
    expect(breaches).toHaveLength(2);
    expect(breaches[0]).toContain('POST /api/books/create-book 409: status 409 is not documented');
    // A create answers 201, not 200.
    expect(breaches[1]).toContain('POST /api/books/create-book 200: status 200 is not documented');
  });

  it("notes a path the API does not have, and lets through a whole answer and the platform's 502 to 504", async () => {
    await checkMockedAnswer('GET', '/api/no-such-route', json([]));
    expect(takeMockBreaches()).toEqual([expect.stringContaining('a path and method the document does not have')]);

    await checkMockedAnswer('GET', '/api/admin', json(adminStats({ totalBooks: 2 })));
    for (const status of [502, 503, 504])
      await checkMockedAnswer('GET', '/api/admin', new Response('<html>busy</html>', { status }));
    expect(takeMockBreaches()).toEqual([]);
  });

  it('checks every answer mockApi gives, a plain value as a 200', async () => {
    mockApi({ '/api/admin/newsletter': () => ({ subscribers: -1 }) });
    const answer = await fetch('/api/admin/newsletter');
    // The page still gets the answer: the test, not the page, fails.
    expect(await answer.json()).toEqual({ subscribers: -1 });
    expect(takeMockBreaches()).toEqual([expect.stringContaining('body/subscribers must be >= 0')]);
  });

  it('notes into one list from every copy of its module, so a test that resets the modules is checked too', async () => {
    vi.resetModules();
    const copy = await import('./support/mock-contract');
    expect(copy.checkMockedAnswer).not.toBe(checkMockedAnswer);
    await copy.checkMockedAnswer('GET', '/api/admin/newsletter', json({}));
    expect(takeMockBreaches()).toEqual([expect.stringContaining("must have required property 'subscribers'")]);
  });
});
