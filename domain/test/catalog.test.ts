import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  categoryLabel,
  isValidIsbn,
  matchesSearch,
  normalizeIsbn,
  sameCategory,
  toCategoryId,
} from '../src';

describe('categories', () => {
  it('has unique ids and labels that map back to their id', () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) expect(toCategoryId(c.label)).toBe(c.id);
    // Stored ids in another case (older data) still find their label.
    expect(categoryLabel('SELFHELP')).toBe('Self-Help');
    expect(categoryLabel('mysterythriller')).toBe('Mystery/Thriller');
    expect(sameCategory('Fiction', 'fiction')).toBe(true);
    expect(toCategoryId('board games')).toBeNull();
  });
});

describe('ISBN and search', () => {
  it('validates ISBN-10 and ISBN-13 check digits', () => {
    expect(isValidIsbn('0-306-40615-2')).toBe(true);
    expect(isValidIsbn('978-0-306-40615-7')).toBe(true);
    expect(isValidIsbn('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn('12345')).toBe(false);
    expect(normalizeIsbn('978-0 306')).toBe('9780306');
  });

  it('matches title, author and ISBN without regard to case or hyphens', () => {
    const book = { title: 'The Glass Orchard', author: 'Tomas Ekberg', ISBN: '978-93-81005-05-3' };
    expect(matchesSearch(book, 'glass')).toBe(true);
    expect(matchesSearch(book, 'EKBERG')).toBe(true);
    expect(matchesSearch(book, '9789381005')).toBe(true);
    expect(matchesSearch(book, '93-81005-05')).toBe(true);
    expect(matchesSearch(book, 'orchid')).toBe(false);
  });
});
