import { bookSchema, trimmedText } from '@bookstore/domain';
import { Router } from 'express';
import { object } from 'yup';
import { requireAdmin } from '../auth/require-admin';
import { noStore, publicCache } from '../http/cache-control';
import { bookIdParam } from '../http/route-ids';
import { parseWith } from '../http/validate';
import { createBook, deleteBook, getBook, listBooks, updateBook } from '../services/books';
import { catalogSnapshot } from '../services/catalog-cache';

const listQuerySchema = object({
  // `?q=tea ` is a search for "tea"; `?q=a&q=b` (an array) is refused, not a TypeError.
  category: trimmedText().typeError('category must be text.').max(64, 'category is too long.'),
  q: trimmedText().typeError('q must be text.').max(100, 'q is too long.'),
});

export const booksRouter = Router();

booksRouter.get('/', publicCache, async (req, res) => {
  const filter = await parseWith(listQuerySchema, req.query);
  if (!filter.category && !filter.q) {
    // The whole catalog comes from the instance cache, already serialised and gzipped;
    // Express answers 304 Not Modified when the client's If-None-Match has this ETag.
    const catalog = await catalogSnapshot();
    res.vary('Accept-Encoding').type('json');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      res.set({ 'Content-Encoding': 'gzip', ETag: catalog.gzipEtag }).send(catalog.gzip);
    } else {
      res.set('ETag', catalog.etag).send(catalog.json);
    }
    return;
  }
  res.json(await listBooks(filter));
});

booksRouter.get('/:id', publicCache, async (req, res) => {
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
