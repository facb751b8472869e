import { SEED_BOOKS, type SeedBook } from '../../../seed/catalog';

/**
 * The search's relevance file: what shoppers type, and the seeded book each query
 * must find. The team keeps it: a query that once went wrong comes here with the book it should
 * have found. search-relevance.test.ts beside it runs every one through Hosting.
 *
 * `find` names the books by title (as SEED_BOOKS has them, so a renamed seed book fails loudly
 * here rather than quietly scoring a miss). One title: that book must come first. Several: they
 * fit the query equally (two Ledgers for `ledger`, Premchand's two novels for `premchand`), and
 * any of them first counts. A query scores at 1 when a book it names comes first, at 3 when one
 * is among the first three. Queries with `find: []` must find nothing (a total of 0); they are
 * checked apart and left out of both figures.
 */
export type Aspect =
  | 'title'
  | 'typo'
  | 'word order'
  | 'author'
  | 'name by ear'
  | 'isbn'
  | 'genre'
  | 'devanagari'
  | 'latin for devanagari'
  | 'nothing';

export interface RelevanceQuery {
  q: string;
  aspect: Aspect;
  /** Titles of the books that fit best, equally; empty: nothing must be found. */
  find: string[];
}

function seedBook(title: string): SeedBook {
  const book = SEED_BOOKS.find((candidate) => candidate.title === title);
  if (!book) throw new Error(`The relevance file names “${title}”, which is not a seeded book.`);
  return book;
}

/** The slugs of the books a query names (ids in the API: the seed stores each book under its slug). */
export function expectedIds(query: RelevanceQuery): string[] {
  return query.find.map((title) => seedBook(title).slug);
}

const digits = (title: string) => seedBook(title).ISBN.replace(/-/g, '');

/** A 978 ISBN-13's ISBN-10: the nine digits after 978, then the mod-11 check (X for 10). */
function isbn10(title: string): string {
  const nine = digits(title).slice(3, 12);
  const sum = [...nine].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return nine + (check === 10 ? 'X' : String(check));
}

/** Hyphens where the seed's ISBN-13 has them (978-93-81001-01-1 → 93-81001-01-…). */
const hyphenated10 = (title: string) => {
  const ten = isbn10(title);
  return `${ten.slice(0, 2)}-${ten.slice(2, 7)}-${ten.slice(7, 9)}-${ten.slice(9)}`;
};

const LEDGERS = ['The Lean Ledger', 'The Calm Ledger'];
const PREMCHAND = ['गोदान', 'निर्मला'];

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Titles, whole or in part.
  { q: 'the lean ledger', aspect: 'title', find: ['The Lean Ledger'] },
  { q: 'glass orchard', aspect: 'title', find: ['The Glass Orchard'] },
  { q: 'night market', aspect: 'title', find: ['Night Market'] },
  { q: 'river of lanterns', aspect: 'title', find: ['River of Lanterns'] },
  { q: 'murder at malabar hill', aspect: 'title', find: ['Murder at Malabar Hill'] },
  { q: 'unhurried', aspect: 'title', find: ['Unhurried'] },
  { q: 'Tiffin Tales', aspect: 'title', find: ['Tiffin Tales'] },
  { q: 'ledger', aspect: 'title', find: LEDGERS },
  { q: 'monsoon letters', aspect: 'title', find: ['Monsoon Letters'] },
  { q: 'the ninth key', aspect: 'title', find: ['The Ninth Key'] },
  { q: 'hum', aspect: 'title', find: ['The Elephant Who Lost Her Hum'] },

  // One wrong, missing or extra letter in a word of 4 or more; two in a word of 8 or more.
  { q: 'leger', aspect: 'typo', find: LEDGERS },
  { q: 'lanturns', aspect: 'typo', find: ['River of Lanterns'] },
  { q: 'orchrd', aspect: 'typo', find: ['The Glass Orchard'] },
  { q: 'negotiater', aspect: 'typo', find: ['The Quiet Negotiator'] },
  { q: 'inspecter', aspect: 'typo', find: ['Tea for the Inspector'] },
  { q: 'compases', aspect: 'typo', find: ['Island of Compasses'] },
  { q: 'stepwel builders', aspect: 'typo', find: ['The Stepwell Builders'] },
  { q: 'clokwork cosmos', aspect: 'typo', find: ['The Clockwork Cosmos'] },
  { q: 'serpant sea', aspect: 'typo', find: ['Songs of the Serpent Sea'] },
  { q: 'libarian of ur', aspect: 'typo', find: ['The Last Librarian of Ur'] },
  { q: 'elephnt', aspect: 'typo', find: ['The Elephant Who Lost Her Hum'] },
  { q: 'negotaitor', aspect: 'typo', find: ['The Quiet Negotiator'] },
  { q: 'bookshopp on park street', aspect: 'typo', find: ['The Bookshop on Park Street'] },

  // Every word, in any order.
  { q: 'ledger lean', aspect: 'word order', find: ['The Lean Ledger'] },
  { q: 'orchard glass', aspect: 'word order', find: ['The Glass Orchard'] },
  { q: 'market night', aspect: 'word order', find: ['Night Market'] },
  { q: 'crown ember', aspect: 'word order', find: ['The Ember Crown'] },
  { q: 'spice empires', aspect: 'word order', find: ['Empires of Spice'] },
  { q: 'hill malabar murder', aspect: 'word order', find: ['Murder at Malabar Hill'] },
  { q: 'kites moonlight', aspect: 'word order', find: ['Moonlight Kites'] },
  { q: 'calm ledger', aspect: 'word order', find: ['The Calm Ledger'] },

  // Authors.
  { q: 'meera iyer', aspect: 'author', find: ['The Lean Ledger'] },
  { q: 'kavya nair', aspect: 'author', find: ['River of Lanterns'] },
  { q: 'edgar vance', aspect: 'author', find: ['The Hollow Stair'] },
  { q: 'okafor', aspect: 'author', find: ['The Clockwork Cosmos'] },
  { q: 'tenzing', aspect: 'author', find: ['Beyond the Last Ridge'] },
  { q: 'amit chowdhury', aspect: 'author', find: ['Notes from a Night Train'] },
  { q: 'rohan', aspect: 'author', find: ['Tiny Habits, Big Days', 'Inkpot Warriors'] },
  { q: 'kapoor', aspect: 'author', find: ['Night Market', 'Tiffin Tales'] },
  { q: 'lakshmi', aspect: 'author', find: ['Tea for the Inspector'] },

  // Indian names spelt by ear.
  { q: 'mira iyer', aspect: 'name by ear', find: ['The Lean Ledger'] },
  { q: 'laxmi pillai', aspect: 'name by ear', find: ['Tea for the Inspector'] },
  { q: 'sunita verma', aspect: 'name by ear', find: ['The Weaver of Benares'] },
  { q: 'benaras', aspect: 'name by ear', find: ['The Weaver of Benares'] },
  { q: 'banaras weaver', aspect: 'name by ear', find: ['The Weaver of Benares'] },

  // ISBN-13 and ISBN-10, with hyphens, without, with spaces.
  { q: seedBook('The Lean Ledger').ISBN, aspect: 'isbn', find: ['The Lean Ledger'] },
  { q: digits('Night Market'), aspect: 'isbn', find: ['Night Market'] },
  { q: seedBook('गोदान').ISBN.replace(/-/g, ' '), aspect: 'isbn', find: ['गोदान'] },
  { q: isbn10('Tiffin Tales'), aspect: 'isbn', find: ['Tiffin Tales'] },
  { q: hyphenated10('The Ember Crown'), aspect: 'isbn', find: ['The Ember Crown'] },
  { q: hyphenated10('मधुशाला').replace(/-/g, ' '), aspect: 'isbn', find: ['मधुशाला'] },
  { q: isbn10('The Listening Hour'), aspect: 'isbn', find: ['The Listening Hour'] },

  // Genres (with less weight than titles: a genre's only book, or its books equally).
  { q: 'cookbooks', aspect: 'genre', find: ['Tiffin Tales'] },
  { q: 'graphic novels', aspect: 'genre', find: ['Inkpot Warriors'] },
  { q: 'young adult', aspect: 'genre', find: ['The Salt Road'] },
  { q: 'horror', aspect: 'genre', find: ['The Hollow Stair', 'Night Market', 'What the Well Remembers'] },
  { q: 'poetry', aspect: 'genre', find: ['Salt and Jasmine', 'मधुशाला', 'कामायनी'] },

  // Devanagari typed as Devanagari, typos forgiven the same way.
  { q: 'गोदान', aspect: 'devanagari', find: ['गोदान'] },
  { q: 'प्रेमचंद', aspect: 'devanagari', find: PREMCHAND },
  { q: 'मधुशल', aspect: 'devanagari', find: ['मधुशाला'] },
  { q: 'बच्चन', aspect: 'devanagari', find: ['मधुशाला'] },
  { q: 'परीक्षा गुरु', aspect: 'devanagari', find: ['परीक्षा गुरु'] },
  { q: 'साहित्य इतिहास', aspect: 'devanagari', find: ['हिंदी साहित्य का इतिहास'] },

  // Devanagari titles and authors typed in Latin letters, in the usual spellings.
  { q: 'godan', aspect: 'latin for devanagari', find: ['गोदान'] },
  { q: 'godaan', aspect: 'latin for devanagari', find: ['गोदान'] },
  { q: 'premchand', aspect: 'latin for devanagari', find: PREMCHAND },
  { q: 'premchandra', aspect: 'latin for devanagari', find: PREMCHAND },
  { q: 'nirmala premchand', aspect: 'latin for devanagari', find: ['निर्मला'] },
  { q: 'bachchan', aspect: 'latin for devanagari', find: ['मधुशाला'] },
  { q: 'bachan', aspect: 'latin for devanagari', find: ['मधुशाला'] },
  { q: 'madhushala', aspect: 'latin for devanagari', find: ['मधुशाला'] },
  { q: 'madhushaala', aspect: 'latin for devanagari', find: ['मधुशाला'] },
  { q: 'kamayani', aspect: 'latin for devanagari', find: ['कामायनी'] },
  { q: 'jaishankar prasad', aspect: 'latin for devanagari', find: ['कामायनी'] },
  { q: 'chandrakanta', aspect: 'latin for devanagari', find: ['चंद्रकांता'] },
  { q: 'khatri', aspect: 'latin for devanagari', find: ['चंद्रकांता'] },
  { q: 'andher nagari', aspect: 'latin for devanagari', find: ['अंधेर नगरी'] },
  { q: 'saket', aspect: 'latin for devanagari', find: ['साकेत'] },
  { q: 'pariksha guru', aspect: 'latin for devanagari', find: ['परीक्षा गुरु'] },
  { q: 'hindi sahitya ka itihas', aspect: 'latin for devanagari', find: ['हिंदी साहित्य का इतिहास'] },

  // Nothing in the catalog fits these: the answer is empty (a total of 0).
  { q: 'zzzqx', aspect: 'nothing', find: [] },
  { q: 'xylophone quantum', aspect: 'nothing', find: [] },
  { q: 'dinosaur submarine', aspect: 'nothing', find: [] },
  { q: 'बकरी', aspect: 'nothing', find: [] },
  // A valid ISBN of a book the store does not sell.
  { q: '0-306-40615-2', aspect: 'nothing', find: [] },
  { q: 'qwrtpsdfg', aspect: 'nothing', find: [] },
];
