/** What the store shows for a book stored without an author: the specification's word for the owner. */
export const UNNAMED_AUTHOR = 'admin';

/**
 * The author to show a person (the book page, the search suggestions, a page's description).
 * Data for programs (the API's Book, the CSV export, schema.org JSON-LD) leaves a missing author
 * out instead, so that it reads back as missing and no one is credited with a name that is not
 * theirs (docs/decisions/032-the-seed-create-book-body.md).
 */
export const shownAuthor = (book: { author?: string }): string => book.author ?? UNNAMED_AUTHOR;
