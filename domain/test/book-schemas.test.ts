import { describe, expect, it } from 'vitest';
import {
  bookFormSchema,
  bookSchema,
  INVALID_UNICODE_MESSAGE,
  NEW_BOOK_STOCK,
  shownAuthor,
  UNNAMED_AUTHOR,
  validateWith,
} from '../src';
import { SPEC_CREATE_BOOK_BODY as SEED_BODY } from './support/spec-create-book-body';

describe('the API book schema and the form schema built on it (decision 032)', () => {
  it('the API takes the seed body, with no author and no stock in the result', async () => {
    const outcome = await validateWith(bookSchema, SEED_BODY);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value).not.toHaveProperty('author', expect.anything());
    expect(outcome.value.author).toBeUndefined();
    expect(outcome.value.stock).toBeUndefined();
  });

  it("the owner's form asks for both, in its words", async () => {
    expect(await validateWith(bookFormSchema, SEED_BODY)).toEqual({
      ok: false,
      errors: { author: 'Author is required.', stock: 'Stock is required.' },
    });
    expect((await validateWith(bookFormSchema, { ...SEED_BODY, author: 'A. Writer', stock: 0 })).ok).toBe(true);
  });

  it.each(['', '   ', '\n\t'])(
    'reads a blank author (%j) as missing: stored as none, asked for by the form',
    async (blank) => {
      const api = await validateWith(bookSchema, { ...SEED_BODY, author: blank });
      expect(api.ok && api.value.author).toBeUndefined();
      const form = await validateWith(bookFormSchema, { ...SEED_BODY, author: blank, stock: 1 });
      expect(form).toEqual({ ok: false, errors: { author: 'Author is required.' } });
    },
  );

  it.each(['$& $1 $$', '<script>alert(1)</script>', 'प्रेमचंद', '  Munshi Premchand  '])(
    'keeps an author as typed, trimmed: %j',
    async (author) => {
      for (const schema of [bookSchema, bookFormSchema]) {
        const outcome = await validateWith(schema, { ...SEED_BODY, author, stock: 2 });
        expect(outcome.ok && outcome.value.author).toBe(author.trim());
      }
    },
  );

  it('holds a given author to the same limits in both', async () => {
    for (const schema of [bookSchema, bookFormSchema]) {
      expect(await validateWith(schema, { ...SEED_BODY, author: 'x'.repeat(121), stock: 1 })).toEqual({
        ok: false,
        errors: { author: 'Must be at most 120 characters.' },
      });
      expect(await validateWith(schema, { ...SEED_BODY, author: 'Ab\ud800c', stock: 1 })).toEqual({
        ok: false,
        errors: { author: INVALID_UNICODE_MESSAGE },
      });
      expect((await validateWith(schema, { ...SEED_BODY, author: ['A'], stock: 1 })).ok).toBe(false);
    }
  });

  it('is one schema: every other field of the form is the API’s own', () => {
    for (const [name, field] of Object.entries(bookSchema.fields)) {
      if (name === 'author' || name === 'stock') continue;
      expect(bookFormSchema.fields[name as keyof typeof bookFormSchema.fields], name).toBe(field);
    }
    expect(Object.keys(bookFormSchema.fields).sort()).toEqual(Object.keys(bookSchema.fields).sort());
  });
});

describe('a book without an author, and one without a stock', () => {
  it("is shown as 'admin', the specification's word", () => {
    expect(UNNAMED_AUTHOR).toBe('admin');
    expect(shownAuthor({})).toBe('admin');
    expect(shownAuthor({ author: undefined })).toBe('admin');
    expect(shownAuthor({ author: 'R. K. Narayan' })).toBe('R. K. Narayan');
  });

  it('has none on hand until the owner sets it', () => {
    expect(NEW_BOOK_STOCK).toBe(0);
  });
});
