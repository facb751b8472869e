import * as routes from '@bookstore/domain/api-routes';
import { useBookChange } from './book-change';

export function useDeleteBook() {
  return useBookChange((request, id: string) => request(routes.deleteBook, { params: { id } }));
}
