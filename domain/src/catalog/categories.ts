import { GENRE_LABELS, type GenreLabel } from './genre-labels';

/**
 * The one genre list: GENRE_LABELS (the specification's filter list, section 9) with the id a
 * book stores for each. The ids are the specification's own add-form values (plus `business`
 * from its edit form, the one genre the add form lacks), so a body written to the original
 * contract is stored as it was sent. Every other spelling of both form lists, and of the
 * store's first 14 categories, is `toCategoryId`'s (category-spellings.ts; decision 031).
 */
const IDS = [
  'fiction',
  'horror',
  'adventure',
  'nonFiction',
  'mysteryThriller',
  'scienceFiction',
  'fantasy',
  'romance',
  'biographyMemoir',
  'selfHelp',
  'childrensBooks',
  'youngAdult',
  'historicalFiction',
  'poetry',
  'cookbooks',
  'healthWellness',
  'travel',
  'business',
  'graphicNovels',
  'religionSpirituality',
  'scienceNature',
  'artsPhotography',
] as const satisfies { length: (typeof GENRE_LABELS)['length'] };

export const CATEGORIES: ReadonlyArray<{ id: CategoryId; label: GenreLabel }> = IDS.map((id, index) => ({
  id,
  label: GENRE_LABELS[index]!,
}));

export type CategoryId = (typeof IDS)[number];

export const CATEGORY_IDS: readonly CategoryId[] = IDS;

/**
 * A stored category's label. Stored categories are ids (the book schema writes them so), in any
 * case in older data; the other spellings an input may use are `toCategoryId`'s, kept out of
 * the storefront's first load (category-spellings.ts).
 */
export function categoryLabel(value: string): string {
  const id = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.id.toLowerCase() === id)?.label ?? value;
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
