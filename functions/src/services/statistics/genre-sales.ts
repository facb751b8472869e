import { CATEGORY_IDS, type GenreSales } from '@bookstore/domain';
import type { CatalogIndex } from '../catalog/catalog-index';

const GENRE_ID_BY_KEY = new Map(CATEGORY_IDS.map((id) => [id.toLowerCase(), id]));

/**
 * Copies sold per genre, most first (equal counts by genre id), from the sold counts the catalog
 * index already holds in memory: no Firestore read, one pass over the books. Genres with none sold
 * are left out. Copies of books deleted since are no longer in the catalog, so not counted.
 */
export function salesByGenre(index: CatalogIndex): GenreSales[] {
  const copies = new Map<string, number>();
  for (const entry of index.newest.items) {
    if (entry.sold === 0) continue;
    // The index keeps categories lower-cased for matching; the answer names the genre's own id.
    const genre = GENRE_ID_BY_KEY.get(entry.category) ?? entry.category;
    copies.set(genre, (copies.get(genre) ?? 0) + entry.sold);
  }
  return [...copies]
    .map(([category, sold]) => ({ category, copies: sold }))
    .sort((a, b) => b.copies - a.copies || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
}
