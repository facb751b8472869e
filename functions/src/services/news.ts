import type { NewsItem } from '@bookstore/domain';
import { collections, toNewsItem } from '../db/collections';

/** The home page's news, in the order the shop placed them. */
export async function listNews(): Promise<NewsItem[]> {
  const snapshot = await collections.news().orderBy('order').get();
  return snapshot.docs.map((doc) => toNewsItem(doc));
}
