/**
 * The one genre list: the storefront filter's list of the specification (section 9), with its
 * labels, in its order. Books store the `id`; screens show the `label`. The ids are the
 * specification's own add-form values (plus `business` from its edit form, the one genre the
 * add form lacks), so a body written to the original contract is stored as it was sent.
 * Every other spelling of both form lists, and of the store's first 14 categories, is
 * `toCategoryId`'s (category-spellings.ts; decision 031).
 */
export const CATEGORIES = [
  { id: 'fiction', label: 'Fiction' },
  { id: 'horror', label: 'Horror' },
  { id: 'adventure', label: 'Adventure' },
  { id: 'nonFiction', label: 'Non-Fiction' },
  { id: 'mysteryThriller', label: 'Mystery/Thriller' },
  { id: 'scienceFiction', label: 'Science Fiction' },
  { id: 'fantasy', label: 'Fantasy' },
  { id: 'romance', label: 'Romance' },
  { id: 'biographyMemoir', label: 'Biography & Memoir' },
  { id: 'selfHelp', label: 'Self-Help' },
  { id: 'childrensBooks', label: "Children's Books" },
  { id: 'youngAdult', label: 'Young Adult' },
  { id: 'historicalFiction', label: 'Historical Fiction' },
  { id: 'poetry', label: 'Poetry' },
  { id: 'cookbooks', label: 'Cookbooks' },
  { id: 'healthWellness', label: 'Health & Wellness' },
  { id: 'travel', label: 'Travel' },
  { id: 'business', label: 'Business & Economics' },
  { id: 'graphicNovels', label: 'Graphic Novels/Comics' },
  { id: 'religionSpirituality', label: 'Religion & Spirituality' },
  { id: 'scienceNature', label: 'Science & Nature' },
  { id: 'artsPhotography', label: 'Arts & Photography' },
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
  return CATEGORIES.find((c) => c.id.toLowerCase() === id)?.label ?? value;
}

export function sameCategory(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
