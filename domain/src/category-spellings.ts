import { CATEGORIES, type CategoryId } from './categories';

// A module of its own: the book schema and the import use it, the storefront's pages do not,
// so the table below stays out of the shoppers' first load (decision 027's budget).

const spelling = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s'’_-]/g, '');

/**
 * Genre names that spreadsheets and older catalogs use for one of ours: a shop that moves its
 * catalog in (issue 19) brings its own words. Only unambiguous ones: "Science Fiction" is
 * fiction, where "Science" is the non-fiction shelf.
 */
const OTHER_SPELLINGS: Record<string, CategoryId> = {
  sciencefiction: 'fiction',
  scifi: 'fiction',
  novels: 'fiction',
  kids: 'children',
  childrens: 'children',
  childrensbooks: 'children',
  selfimprovement: 'self-help',
  personaldevelopment: 'self-help',
  biographies: 'biography',
  memoir: 'biography',
  memoirs: 'biography',
  tech: 'technology',
  computing: 'technology',
  poems: 'poetry',
  thriller: 'mystery',
  crime: 'mystery',
};

const ID_BY_SPELLING = new Map<string, CategoryId>([
  ...Object.entries(OTHER_SPELLINGS),
  ...CATEGORIES.flatMap((c) => [[spelling(c.id), c.id] as const, [spelling(c.label), c.id] as const]),
]);

/**
 * Normalises user or stored input to a category id, or null: the id or the label in any case
 * ("Self-Help", " fiction ", "self help"), or one of the other spellings above.
 */
export function toCategoryId(value: string): CategoryId | null {
  return ID_BY_SPELLING.get(spelling(value)) ?? null;
}
