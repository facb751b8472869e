import { type BookInput } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useBookChange } from './book-change';

export function useCreateBook() {
  return useBookChange((request, book: BookInput) => request(routes.createBook, { body: book }));
}
