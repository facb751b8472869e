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

/** Normalises user or stored input ("Self-Help", " fiction ") to a category id, or null. */
export function toCategoryId(value: string): CategoryId | null {
  const wanted = value.trim().toLowerCase();
  return CATEGORY_IDS.find((id) => id === wanted) ?? null;
}

export function categoryLabel(value: string): string {
  const id = toCategoryId(value);
  return CATEGORIES.find((c) => c.id === id)?.label ?? value;
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
