import type { GenreSales } from '@bookstore/domain';
import type { CatalogIndex } from './catalog-index';

/**
 * Copies sold per genre, most first (equal counts by genre id), from the sold counts the catalog
 * index already holds in memory: no Firestore read, one pass over the books. Genres with none sold
 * are left out. Copies of books deleted since are no longer in the catalog, so not counted.
 */
export function salesByGenre(index: CatalogIndex): GenreSales[] {
  const copies = new Map<string, number>();
  for (const entry of index.newest.items) {
    if (entry.sold > 0) copies.set(entry.category, (copies.get(entry.category) ?? 0) + entry.sold);
  }
  return [...copies]
    .map(([category, sold]) => ({ category, copies: sold }))
    .sort((a, b) => b.copies - a.copies || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0));
}
