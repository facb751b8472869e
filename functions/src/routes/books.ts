import { bookSchema, booksListQuerySchema } from '@bookstore/domain';
import { Router, type Request, type Response } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { noStore, publicCache } from '../http/cache-control';
import { bookIdParam } from '../http/route-ids';
import { parseWith } from '../http/validate';
import { createBook, deleteBook, getBook, listBooks, updateBook } from '../services/catalog/books';
import { catalogListAnswer } from '../services/catalog/catalog-list-answer';

export const booksRouter = Router();

/**
 * The original list: an array of books, newest first, at most BOOKS_LIST_PAGE_SIZE per answer.
 * Past that, `Link: <…?page=2>; rel="next"` names the next page and X-Total-Count the total
 * (decision 026), so clients written for the array keep working.
 */
booksRouter.get('/', publicCache, async (req, res) => {
  const query = await parseWith(booksListQuerySchema, req.query);
  const answer = await catalogListAnswer(query, () => listBooks(query));
  res.set('X-Total-Count', String(answer.total));
  if (answer.page * answer.pageSize < answer.total) res.links({ next: nextPageUrl(req, answer.page + 1) });
  res.vary('Accept-Encoding').type('json');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set({ 'Content-Encoding': 'gzip', ETag: answer.gzipEtag }).send(answer.gzip);
  } else {
    res.set('ETag', answer.etag).send(answer.json);
  }
});

/** The same list's URL with `page` moved on; relative, so it holds behind any host. */
function nextPageUrl(req: Request, page: number): string {
  const params = new URLSearchParams(req.query as Record<string, string>);
  params.set('page', String(page));
  return `${req.baseUrl}?${params.toString()}`;
}

booksRouter.get('/:id', publicCache, async (req: Request, res: Response) => {
  res.json(await getBook(bookIdParam(req.params.id)));
});

booksRouter.post('/create-book', noStore, requireAdmin, async (req, res) => {
  const input = await parseWith(bookSchema, req.body);
  const book = await createBook(input);
  res.status(201).json({ message: 'Book created successfully.', book });
});

booksRouter.put('/edit/:id', noStore, requireAdmin, async (req, res) => {
  const id = bookIdParam(req.params.id);
  const input = await parseWith(bookSchema, req.body);
  const book = await updateBook(id, input);
  res.json({ message: 'Book updated successfully.', book });
});

booksRouter.delete('/:id', noStore, requireAdmin, async (req, res) => {
  const book = await deleteBook(bookIdParam(req.params.id));
  res.json({ message: 'Book deleted successfully.', book });
});
