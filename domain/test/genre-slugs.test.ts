import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryFromSlug, genreSlug, genreSlugOf } from '../src';

describe('genre page slugs', () => {
  it('are the kebab form of the category id', () => {
    expect(genreSlug('fiction')).toBe('fiction');
    expect(genreSlug('mysteryThriller')).toBe('mystery-thriller');
    expect(genreSlug('childrensBooks')).toBe('childrens-books');
    expect(genreSlug('religionSpirituality')).toBe('religion-spirituality');
  });

  it('are one per genre, URL-safe, and lead back to their genre', () => {
    const slugs = CATEGORIES.map((category) => genreSlug(category.id));
    expect(new Set(slugs).size).toBe(22);
    for (const [index, slug] of slugs.entries()) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(categoryFromSlug(slug)).toEqual(CATEGORIES[index]);
    }
    expect(categoryFromSlug('business')).toEqual({ id: 'business', label: 'Business & Economics' });
  });

  it('name no genre in any other spelling: the id, the label, another case, or nothing', () => {
    for (const slug of ['mysteryThriller', 'Mystery/Thriller', 'Fiction', 'FICTION', 'fiction-', '', 'constructor'])
      expect(categoryFromSlug(slug)).toBeUndefined();
  });

  it('are found from a stored category, in any case, or from the label the storefront filter shows', () => {
    expect(genreSlugOf('mysteryThriller')).toBe('mystery-thriller');
    expect(genreSlugOf(' MYSTERYTHRILLER ')).toBe('mystery-thriller');
    expect(genreSlugOf('Graphic Novels/Comics')).toBe('graphic-novels');
    expect(genreSlugOf("Children's Books")).toBe('childrens-books');
    for (const value of ['', 'mystery', 'Mystery', 'graphic-novels']) expect(genreSlugOf(value)).toBeUndefined();
  });
});
