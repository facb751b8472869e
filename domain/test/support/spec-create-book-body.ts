/**
 * The body the specification's client posts to create a book: the Add Book form's fields and
 * the cover, with no author and no stock (decision 032). Shared by the domain and API tests.
 */
export const SPEC_CREATE_BOOK_BODY = {
  ISBN: '978-0-306-40615-7',
  title: 'A Book from the Seed',
  description: 'Created as the original client does.',
  category: 'fiction',
  trending: false,
  oldPrice: 300,
  newPrice: 250,
  coverImage: '/covers/seed.svg',
};
