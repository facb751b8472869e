import { CATEGORIES, type CategoryId } from './categories';

// A module of its own: the book schema and the import use it, the storefront's pages do not,
// so the table below stays out of the shoppers' first load (decision 027's budget).

/** Letters and digits only, lower-cased: "Mystery/Thriller", "mystery thriller" and "mysteryThriller" meet. */
const spelling = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The specification's two form lists (decision 031). Its add form uses our ids; its edit form
 * shortens seven of them and has `technology`, which has no genre of its own.
 */
export const SPEC_EDIT_FORM_SPELLINGS: Record<string, CategoryId> = {
  business: 'business',
  technology: 'scienceNature',
  mystery: 'mysteryThriller',
  biography: 'biographyMemoir',
  children: 'childrensBooks',
  historical: 'historicalFiction',
  health: 'healthWellness',
  religion: 'religionSpirituality',
};

/**
 * The store's first 14 categories (before the specification's 22 genres), each to its genre: the migration
 * (functions/src/migrations/genres.ts) moves stored books by this table. `science` and
 * `history` were the non-fiction shelves, so they do not go to Science Fiction or Historical
 * Fiction.
 */
export const EARLIER_CATEGORY_IDS: Record<string, CategoryId> = {
  business: 'business',
  fiction: 'fiction',
  horror: 'horror',
  adventure: 'adventure',
  science: 'scienceNature',
  history: 'nonFiction',
  biography: 'biographyMemoir',
  fantasy: 'fantasy',
  mystery: 'mysteryThriller',
  romance: 'romance',
  'self-help': 'selfHelp',
  technology: 'scienceNature',
  children: 'childrensBooks',
  poetry: 'poetry',
};

/**
 * Genre names that spreadsheets and older catalogs use for one of ours: a shop that moves its
 * catalog in brings its own words. Only unambiguous ones.
 */
const OTHER_SPELLINGS: Record<string, CategoryId> = {
  scifi: 'scienceFiction',
  novels: 'fiction',
  literaryfiction: 'fiction',
  nonfictions: 'nonFiction',
  thriller: 'mysteryThriller',
  thrillers: 'mysteryThriller',
  crime: 'mysteryThriller',
  memoir: 'biographyMemoir',
  memoirs: 'biographyMemoir',
  biographies: 'biographyMemoir',
  autobiography: 'biographyMemoir',
  selfimprovement: 'selfHelp',
  personaldevelopment: 'selfHelp',
  kids: 'childrensBooks',
  childrens: 'childrensBooks',
  ya: 'youngAdult',
  teen: 'youngAdult',
  poems: 'poetry',
  cooking: 'cookbooks',
  cookery: 'cookbooks',
  food: 'cookbooks',
  wellness: 'healthWellness',
  economics: 'business',
  comics: 'graphicNovels',
  graphicnovel: 'graphicNovels',
  manga: 'graphicNovels',
  spirituality: 'religionSpirituality',
  nature: 'scienceNature',
  tech: 'scienceNature',
  computing: 'scienceNature',
  art: 'artsPhotography',
  arts: 'artsPhotography',
  photography: 'artsPhotography',
};

const ID_BY_SPELLING = new Map<string, CategoryId>([
  ...[OTHER_SPELLINGS, EARLIER_CATEGORY_IDS, SPEC_EDIT_FORM_SPELLINGS].flatMap((table) =>
    Object.entries(table).map(([name, id]) => [spelling(name), id] as const),
  ),
  ...CATEGORIES.flatMap((c) =>
    [c.id, c.label, c.label.replace('&', 'and')].map((name) => [spelling(name), c.id] as const),
  ),
]);

/**
 * Normalises user or stored input to a category id, or null: the id or the label in any case
 * and punctuation ("Mystery/Thriller", " fiction ", "self help", "childrensBooks"), a value of
 * the specification's edit form, one of the store's earlier ids, or one of the other spellings.
 */
export function toCategoryId(value: string): CategoryId | null {
  return ID_BY_SPELLING.get(spelling(value)) ?? null;
}
