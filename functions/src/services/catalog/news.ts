import type { NewsFileItem, NewsItem } from '@bookstore/domain';
import { toNewsItem } from '../../db/catalog';
import { collections } from '../../db/collections';

/** The home page's news, in the order the shop placed them. */
export async function listNews(): Promise<NewsItem[]> {
  const snapshot = await collections.news().orderBy('order').get();
  return snapshot.docs.map((doc) => toNewsItem(doc));
}

/** The items as the specification's static news.json lists them: without the API's `_id`. */
export function newsFileItems(items: readonly NewsItem[]): NewsFileItem[] {
  return items.map(({ title, description, image }) => ({ title, description, image }));
}
