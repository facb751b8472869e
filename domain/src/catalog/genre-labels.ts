/**
 * The genre list as shoppers read it: the storefront filter's list of the specification
 * (section 9), its labels in its order. A module of its own, and the only part of the genre list
 * in the shoppers' first load: the filter sends the label, which the API reads as its genre
 * (decision 031), so the ids stay in the owner's chunks and the server.
 */
export const GENRE_LABELS = [
  'Fiction',
  'Horror',
  'Adventure',
  'Non-Fiction',
  'Mystery/Thriller',
  'Science Fiction',
  'Fantasy',
  'Romance',
  'Biography & Memoir',
  'Self-Help',
  "Children's Books",
  'Young Adult',
  'Historical Fiction',
  'Poetry',
  'Cookbooks',
  'Health & Wellness',
  'Travel',
  'Business & Economics',
  'Graphic Novels/Comics',
  'Religion & Spirituality',
  'Science & Nature',
  'Arts & Photography',
] as const;

export type GenreLabel = (typeof GENRE_LABELS)[number];
