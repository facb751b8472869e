import { CATEGORIES, type CategoryId } from './categories';

/**
 * A genre page's name in its URL, /genres/<slug>: the kebab form of the category id
 * (`mysteryThriller` → `mystery-thriller`). From the id, not the label, whose punctuation
 * ('Graphic Novels/Comics', "Children's Books") would make slugs nobody types; the ids are
 * stable, so a genre's URL stays one URL.
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
