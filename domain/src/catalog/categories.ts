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

/**
 * A genre page's name in its URL, /genres/<slug>: the kebab form of the category id
 * (`mysteryThriller` → `mystery-thriller`). From the id, not the label, whose punctuation
 * ('Graphic Novels/Comics', "Children's Books") would make slugs nobody types; the ids are
 * stable, so a genre's URL stays one URL. Here with the list rather than in a module of their
 * own: the storefront's pages that use them use the list too, and one module is one lazy chunk,
 * one name fewer in the first load's table of chunks to preload.
 */
export function genreSlug(id: CategoryId): string {
  return id.replace(/[A-Z]/g, (capital) => `-${capital.toLowerCase()}`);
}

/** The genre a genre page's slug names, or undefined: slugs are lower case, one spelling each. */
export function categoryFromSlug(slug: string): { id: CategoryId; label: string } | undefined {
  return CATEGORIES.find((category) => genreSlug(category.id) === slug);
}

/**
 * The genre page of a book's stored category (its id, in any case as older data has it, like
 * `categoryLabel`) or of a label the storefront's filter shows; undefined for any other text.
 */
export function genreSlugOf(value: string): string | undefined {
  const id = value.trim().toLowerCase();
  const category = CATEGORIES.find((each) => each.id.toLowerCase() === id || each.label === value);
  return category && genreSlug(category.id);
}
