import type { BookPage, BooksListQuery } from '@bookstore/domain';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { catalogIndex } from './instance-catalog';

/** One GET /api/books answer, serialised and gzipped once per catalog version. */
export interface ListAnswer {
  total: number;
  page: number;
  pageSize: number;
  json: string;
  etag: string;
  /** A page of 1,000 books is ~500 KB of JSON and ~60 KB gzipped on a phone's connection. */
  gzip: Buffer;
  gzipEtag: string;
}

/** Distinct queries kept per version: the plain list and its pages, not every search text. */
const MAX_ANSWERS = 20;

let cache: { version: number; answers: Map<string, ListAnswer> } | null = null;

/**
 * The answer for `query`, reused until the index changes. API clients that poll the whole list
 * then cost no JSON work between changes, and the strong ETag lets Express answer 304.
 */
export async function catalogListAnswer(query: BooksListQuery, build: () => Promise<BookPage>): Promise<ListAnswer> {
  const { version } = await catalogIndex();
  if (cache?.version !== version) cache = { version, answers: new Map() };
  const answers = cache.answers;
  const key = JSON.stringify([query.category ?? '', query.q ?? '', query.page, query.limit]);
  const known = answers.get(key);
  if (known) return known;
  const { books, total, page, pageSize } = await build();
  const json = JSON.stringify(books);
  const hash = createHash('sha1').update(json).digest('base64url');
  // Each encoding is its own representation, so each gets its own strong ETag.
  const answer = { total, page, pageSize, json, etag: `"${hash}"`, gzip: gzipSync(json), gzipEtag: `"${hash}-gz"` };
  if (answers.size < MAX_ANSWERS) answers.set(key, answer);
  return answer;
}
