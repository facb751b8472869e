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

/**
 * A stored category's label. Stored categories are ids (the book schema writes them so), in any
 * case in older data; the other spellings an input may use are `toCategoryId`'s, kept out of
 * the storefront's first load (category-spellings.ts).
 */
export function categoryLabel(value: string): string {
  const id = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.id === id)?.label ?? value;
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
