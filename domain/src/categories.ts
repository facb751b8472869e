/**
 * The one category list. Books store the `id`; screens show the `label`.
 * Matching is case-insensitive so that older data ("Fiction") still finds its books.
 */
export const CATEGORIES = [
  { id: 'business', label: 'Business' },
  { id: 'fiction', label: 'Fiction' },
  { id: 'horror', label: 'Horror' },
  { id: 'adventure', label: 'Adventure' },
  { id: 'science', label: 'Science' },
  { id: 'history', label: 'History' },
  { id: 'biography', label: 'Biography' },
  { id: 'fantasy', label: 'Fantasy' },
  { id: 'mystery', label: 'Mystery' },
  { id: 'romance', label: 'Romance' },
  { id: 'self-help', label: 'Self-Help' },
  { id: 'technology', label: 'Technology' },
  { id: 'children', label: 'Children' },
  { id: 'poetry', label: 'Poetry' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

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

export function categoryLabel(value: string): string {
  const id = toCategoryId(value);
  return CATEGORIES.find((c) => c.id === id)?.label ?? value;
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
