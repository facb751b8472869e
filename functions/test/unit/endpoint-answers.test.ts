import { bookAnswerSchema, listOf, type Book } from '@bookstore/domain';
import type { Request, Response } from 'express';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiEndpoints, getOpenApiDocument } from '../../src/api-document';
import { NO_STORE } from '../../src/http/cache-control';
import { endpoint, isJsonAnswer, type Answered } from '../../src/http/endpoint';
import { json } from '../../src/openapi/answers';

/*
 * An endpoint's handler returns what its declared answer's shape says, or the
 * function does not compile. The `@ts-expect-error` lines below are that proof: `npm run
 * typecheck` fails on any of them the day a handler that disagrees with its answer compiles.
 */

const probe = {
  operationId: 'probe',
  method: 'get' as const,
  path: '/api/probe',
  access: 'anyone' as const,
  cache: NO_STORE,
  tags: ['meta'],
  summary: 'A probe',
};

const book: Book = {
  _id: 'b1',
  ISBN: '9780143127741',
  title: 'A book',
  description: 'About it.',
  category: 'fiction',
  trending: false,
  coverImage: '/covers/b1.svg',
  oldPrice: 500,
  newPrice: 400,
  stock: 3,
  createdAt: '2026-11-27T00:00:00.000Z',
  updatedAt: '2026-11-27T00:00:00.000Z',
};

const call = { body: undefined, query: undefined, params: {}, req: {} as Request, res: {} as Response };

describe('an endpoint’s handler and its answer’s shape', () => {
  it('may return the shape, at once or later, or answer through res', async () => {
    expectTypeOf<Answered<typeof bookAnswerSchema>>().toEqualTypeOf<Book | void | Promise<Book | void>>();
    const one = endpoint({ ...probe, answers: { '200': json('The book.', bookAnswerSchema) }, handle: () => book });
    const list = endpoint({
      ...probe,
      answers: { '200': json('The books.', listOf(bookAnswerSchema)) },
      handle: () => Promise.resolve([book]),
    });
    expect(one.handle(call)).toEqual(book);
    expect(await list.handle(call)).toEqual([book]);
  });

  it('is refused by the compiler when they disagree', () => {
    const declarations = [
      endpoint({
        ...probe,
        answers: { '200': json('The book.', bookAnswerSchema) },
        // @ts-expect-error A book without its title is not the Book the answer declares.
        handle: () => ({ ...book, title: undefined }),
      }),
      endpoint({
        ...probe,
        answers: { '200': json('The book.', bookAnswerSchema) },
        // @ts-expect-error A list is not one book.
        handle: () => Promise.resolve([book]),
      }),
      endpoint({
        ...probe,
        answers: { '200': json('The books.', listOf(bookAnswerSchema)) },
        // @ts-expect-error A stock written as text is not the Book's number.
        handle: () => [{ ...book, stock: '3' }],
      }),
    ];
    // Declaring them is all the proof needs; they are never served.
    expect(declarations.map((declared) => declared.kind)).toEqual(['endpoint', 'endpoint', 'endpoint']);
  });

  it('is a domain shape for every JSON answer the API gives but its own document', () => {
    const written = apiEndpoints.flatMap((declared) =>
      Object.entries(declared.answers)
        .filter(([status, answer]) => /^2/.test(status) && typeof answer === 'object' && !isJsonAnswer(answer))
        .filter(([, answer]) => JSON.stringify(answer).includes('"application/json"'))
        .map(([status]) => `${declared.operationId} ${status}`),
    );
    expect(written).toEqual([`${getOpenApiDocument.operationId} 200`]);
  });
});
