import { type BookInput } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useBookChange } from './book-change';

export function useUpdateBook(id: string) {
  return useBookChange((request, book: BookInput) => request(routes.updateBook, { params: { id }, body: book }));
}
