import {
  CATEGORY_IDS,
  catalogSearchQuerySchema,
  isDocumentId,
  isPolicyKind,
  topSellersQuerySchema,
  type BookDetail,
  type StorefrontData,
} from '@bookstore/domain';
import { homeCatalog, searchBooks, topSellers } from './books';
import { getBookDetail } from '../reviews/book-detail';
import { NotFoundError, StorefrontUnavailableError } from '../errors';
import { listNews } from './news';
import { readPolicyPage } from '../store/policies';

/** A failed read, marked so the render answers 503 (try again) rather than 500 (our bug). */
async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new StorefrontUnavailableError(error);
  }
}

/**
 * What the render function's pages read: the same services as the catalog API, so a rendered
 * page shows what `/api` answers. A book is read from its document (one read); the home page
 * and search come from the instance's catalog index.
 */
export const storefrontData: StorefrontData = {
  home: () => reading(homeCatalog),
  news: () => reading(listNews),
  policy: (kind) => (isPolicyKind(kind) ? reading(() => readPolicyPage(kind)) : Promise.resolve(null)),
  async book(id: string): Promise<BookDetail | null> {
    if (!isDocumentId(id)) return null;
    try {
      return await getBookDetail(id);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw new StorefrontUnavailableError(error);
    }
  },
  async search(q: string, page: number) {
    // The API's own rules for the text and the page. A search they refuse is left to the browser,
    // which asks the API and shows its message.
    const query = await catalogSearchQuerySchema.validate({ q, page }).catch(() => null);
    return query && reading(() => searchBooks(query));
  },
  async genre(id: string, page: number) {
    // Only a genre of the list: any other text would be read by the API as a spelling of one.
    if (!CATEGORY_IDS.some((each) => each === id)) return null;
    const query = await topSellersQuerySchema.validate({ category: id, page }).catch(() => null);
    return query && reading(() => topSellers(query));
  },
};
