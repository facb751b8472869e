import {
  bookAnswerSchema,
  bookDetailSchema,
  BOOKS_LIST_PAGE_SIZE,
  bookSchema,
  booksListQuerySchema,
  bookWriteResultSchema,
  CATEGORY_IDS,
  listOf,
} from '@bookstore/domain';
import type { Request } from 'express';
import { CATALOG_CACHE, NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { bookIdParam } from '../http/route-ids';
import { BOOK_ID, json, noBody } from '../openapi/answers';
import {
  createBook as create,
  deleteBook as remove,
  listBooks as list,
  updateBook as update,
} from '../services/catalog/books';
import { catalogListAnswer } from '../services/catalog/catalog-list-answer';
import { getBookDetail } from '../services/reviews/book-detail';

/**
 * The original list: an array of books, newest first, at most BOOKS_LIST_PAGE_SIZE per answer.
 * Past that, `Link: <…?page=2>; rel="next"` names the next page and X-Total-Count the total
 * (decision 026), so clients written for the array keep working.
 */
export const listBooks = endpoint({
  operationId: 'listBooks',
  method: 'get',
  path: '/api/books',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'Every book, newest first, a thousand at a time',
  description: `The original list, for API clients (the store's own screens page through /api/catalog). The body stays an array; past ${BOOKS_LIST_PAGE_SIZE} books it is paged: \`Link: <…&page=2>; rel="next"\` names the next page and X-Total-Count the total.`,
  query: booksListQuerySchema,
  queryParameters: [
    {
      name: 'category',
      in: 'query',
      description: 'A category id, case-insensitive.',
      schema: { type: 'string', maxLength: 64, examples: [...CATEGORY_IDS] },
    },
    {
      name: 'q',
      in: 'query',
      description: 'Searches title, author and ISBN (hyphens ignored).',
      schema: { type: 'string', maxLength: 100 },
    },
    'page',
    'limit',
  ],
  answers: {
    '200': json(
      'The books. Without filters the answer carries a strong ETag, gzipped when the client accepts it.',
      listOf(bookAnswerSchema),
      {
        ETag: { description: 'Changes whenever any book does.', schema: { type: 'string' } },
        'X-Total-Count': { description: 'Books matching in all.', schema: { type: 'string', pattern: '^[0-9]+$' } },
        Link: { description: 'The next page, when there is one (RFC 8288).', schema: { type: 'string' } },
      },
    ),
    '304': noBody('Not modified: the If-None-Match ETag is current.'),
  },
  handle: async ({ query, req, res }) => {
    const answer = await catalogListAnswer(query, () => list(query));
    res.set('X-Total-Count', String(answer.total));
    if (answer.page * answer.pageSize < answer.total) res.links({ next: nextPageUrl(req, answer.page + 1) });
    res.vary('Accept-Encoding').type('json');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set({ 'Content-Encoding': 'gzip', ETag: answer.gzipEtag }).send(answer.gzip);
    } else {
      res.set('ETag', answer.etag).send(answer.json);
    }
  },
});

/** The same list's URL with `page` moved on; relative, so it holds behind any host. */
function nextPageUrl(req: Request, page: number): string {
  const params = new URLSearchParams(req.query as Record<string, string>);
  params.set('page', String(page));
  return `${req.baseUrl}${req.path}?${params.toString()}`;
}

export const getBook = endpoint({
  operationId: 'getBook',
  method: 'get',
  path: '/api/books/{id}',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'One book, with its reviews’ average and count',
  description: 'The rating is read from its own document beside the book (decision 061), never from the reviews.',
  params: { id: { description: BOOK_ID } },
  answers: { '200': json('The book and its rating.', bookDetailSchema), '404': 'NotFound' },
  handle: ({ params }) => getBookDetail(bookIdParam(params.id)),
});

export const createBook = endpoint({
  operationId: 'createBook',
  method: 'post',
  path: '/api/books/create-book',
  access: 'owner',
  cache: NO_STORE,
  tags: ['catalog', 'owner'],
  summary: 'Add a book',
  body: bookSchema,
  answers: { '201': json('Created.', bookWriteResultSchema) },
  handle: async ({ body }) => ({ message: 'Book created successfully.', book: await create(body) }),
});

export const updateBook = endpoint({
  operationId: 'updateBook',
  method: 'put',
  path: '/api/books/edit/{id}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['catalog', 'owner'],
  summary: 'Edit a book',
  params: { id: { description: `${BOOK_ID} A leading ":" is accepted (older clients).` } },
  body: bookSchema,
  answers: { '200': json('Updated.', bookWriteResultSchema), '404': 'NotFound', '409': 'Conflict' },
  handle: async ({ params, body }) => ({
    message: 'Book updated successfully.',
    book: await update(bookIdParam(params.id), body),
  }),
});

export const deleteBook = endpoint({
  operationId: 'deleteBook',
  method: 'delete',
  path: '/api/books/{id}',
  access: 'owner',
  cache: NO_STORE,
  tags: ['catalog', 'owner'],
  summary: 'Delete a book',
  params: { id: { description: BOOK_ID } },
  answers: {
    '200': json('Deleted; the answer holds the book as it was.', bookWriteResultSchema),
    '404': 'NotFound',
  },
  handle: async ({ params }) => ({ message: 'Book deleted successfully.', book: await remove(bookIdParam(params.id)) }),
});
