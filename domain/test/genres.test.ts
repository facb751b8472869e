import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, EARLIER_CATEGORY_IDS, GENRE_LABELS, toCategoryId } from '../src';

// The genre list is the specification's storefront filter list (section 9), and every
// value of its two inconsistent form lists (section 3) is a spelling of one of those genres.

/** Section 9's list after 'Choose genre', copied from the specification, in its order. */
const SPEC_FILTER_LABELS = [
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
];

/** Section 3's edit-form values, each with the genre decision 031 gives it. */
const SPEC_EDIT_FORM = {
  business: 'Business & Economics',
  technology: 'Science & Nature',
  fiction: 'Fiction',
  horror: 'Horror',
  adventure: 'Adventure',
  nonFiction: 'Non-Fiction',
  mystery: 'Mystery/Thriller',
  scienceFiction: 'Science Fiction',
  fantasy: 'Fantasy',
  romance: 'Romance',
  biography: 'Biography & Memoir',
  selfHelp: 'Self-Help',
  children: "Children's Books",
  youngAdult: 'Young Adult',
  historical: 'Historical Fiction',
  poetry: 'Poetry',
  cookbooks: 'Cookbooks',
  health: 'Health & Wellness',
  travel: 'Travel',
  graphicNovels: 'Graphic Novels/Comics',
  religion: 'Religion & Spirituality',
  scienceNature: 'Science & Nature',
};

/** Section 3's add-form values: each is a genre's own id. */
const SPEC_ADD_FORM = [
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
  'graphicNovels',
  'religionSpirituality',
  'scienceNature',
  'artsPhotography',
];

const labelOf = (value: string) => CATEGORIES.find((c) => c.id === toCategoryId(value))?.label;

describe('the genre list', () => {
  it("is the specification's filter list: these 22 labels, in this order", () => {
    expect(CATEGORIES.map((c) => c.label)).toEqual(SPEC_FILTER_LABELS);
    expect(GENRE_LABELS).toEqual(SPEC_FILTER_LABELS);
    expect(new Set(CATEGORY_IDS).size).toBe(22);
  });

  it("stores each genre under the specification's add-form value, and Business & Economics as `business`", () => {
    expect(CATEGORIES.map((c) => c.id)).toEqual([
      ...SPEC_ADD_FORM.slice(0, 17),
      'business',
      ...SPEC_ADD_FORM.slice(17),
    ]);
    expect(CATEGORIES.find((c) => c.id === 'business')?.label).toBe('Business & Economics');
    expect(CATEGORIES.find((c) => c.id === 'artsPhotography')?.label).toBe('Arts & Photography');
  });

  it('reads every value of both form lists of the specification as one genre', () => {
    expect(Object.keys(SPEC_EDIT_FORM)).toHaveLength(22);
    for (const [value, label] of Object.entries(SPEC_EDIT_FORM)) expect(labelOf(value), value).toBe(label);
    expect(SPEC_ADD_FORM).toHaveLength(21);
    for (const value of SPEC_ADD_FORM) expect(toCategoryId(value), value).toBe(value);
  });

  it('reads each label, in any case and punctuation, as its genre', () => {
    for (const { id, label } of CATEGORIES) {
      expect(toCategoryId(label)).toBe(id);
      expect(toCategoryId(` ${label.toUpperCase()} `)).toBe(id);
      expect(toCategoryId(id.toLowerCase())).toBe(id);
    }
    expect(toCategoryId('biography and memoir')).toBe('biographyMemoir');
    expect(toCategoryId('Board games')).toBeNull();
    expect(toCategoryId('Graphic Novels / Comics')).toBe('graphicNovels');
    expect(toCategoryId('childrens-books')).toBe('childrensBooks');
  });

  it("moves each of the store's 14 earlier ids to a genre, the split ones as decision 031 says", () => {
    expect(Object.keys(EARLIER_CATEGORY_IDS)).toHaveLength(14);
    for (const [earlier, genre] of Object.entries(EARLIER_CATEGORY_IDS)) expect(toCategoryId(earlier)).toBe(genre);
    expect(labelOf('science')).toBe('Science & Nature');
    expect(labelOf('history')).toBe('Non-Fiction');
    expect(labelOf('technology')).toBe('Science & Nature');
    expect(labelOf('self-help')).toBe('Self-Help');
  });
});
