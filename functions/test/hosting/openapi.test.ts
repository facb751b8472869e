import {
  adminLoginSchema,
  adminOrdersQuerySchema,
  bookSchema,
  coverUploadSchema,
  LOCAL_URLS,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  orderRequestSchema,
  orderStatusChangeSchema,
  ordersExportQuerySchema,
  serviceablePinsSchema,
  shipmentSchema,
  shippingQuoteQuerySchema,
  storeSettingsSchema,
  upiPaymentSchema,
} from '@bookstore/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { openApiDocument } from '../../src/api-document';
import { KNOWN_YUP_TESTS, yupTestNames } from '../../src/openapi/json-schema-from-yup';
import { idempotencyKeyFrom } from '../../src/http/idempotency-key';
import { ContractBreach, contractViolations, type Answer } from '../../../tests/support/contract';
import { mountedRoutes } from '../support/express-routes';
import { fetchChecked, get } from '../../../tests/support/http';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type PathItem = Record<string, unknown>;
const paths = openApiDocument().paths as unknown as Record<string, PathItem>;

function documentedOperations(): string[] {
  return Object.entries(paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for an independent validator, with every $ref resolvable', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument()));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('is refused by that validator when it is broken (the check can fail)', async () => {
    const broken = structuredClone(openApiDocument()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, object> }>>;
    };
    broken.paths['/api/news']!.get!.responses['200'] = { content: {} };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('declares every path parameter of every template, and names each operation once', () => {
    const operationIds: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const shared = ((item.parameters ?? []) as Array<{ name: string; in: string }>).filter((p) => p.in === 'path');
      for (const method of Object.keys(item).filter((key) => HTTP_METHODS.includes(key))) {
        const operation = item[method] as { operationId: string; parameters?: Array<{ name: string; in: string }> };
        operationIds.push(operation.operationId);
        const declared = [...shared, ...(operation.parameters ?? []).filter((p) => p.in === 'path')]
          .map((p) => p.name)
          .sort();
        expect(declared, `${method.toUpperCase()} ${path}`).toEqual(inTemplate);
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('lists exactly the routes the Express app mounts, method and path, both ways', () => {
    const mounted = mountedRoutes(createApp());
    expect(mounted).toContain('GET /sitemap.xml');
    expect(mounted).toContain('POST /api/admin/covers');
    expect(documentedOperations()).toEqual(mounted);
  });

  it('documents every rule of the shared request schemas it is generated from', () => {
    const schemas = [
      bookSchema,
      orderRequestSchema,
      coverUploadSchema,
      adminLoginSchema,
      orderStatusChangeSchema,
      adminOrdersQuerySchema,
      newsletterSubscribeSchema,
      newsletterTokenSchema,
      ordersExportQuerySchema,
      storeSettingsSchema,
      serviceablePinsSchema,
      shippingQuoteQuerySchema,
      shipmentSchema,
      upiPaymentSchema,
    ];
    const unknown = schemas.flatMap(yupTestNames).filter((name) => !KNOWN_YUP_TESTS.has(name));
    expect(unknown, 'add these yup tests to NAMED_TESTS in json-schema-from-yup.ts').toEqual([]);
    const generated = openApiDocument().components.schemas.BookInput as {
      properties: Record<string, { maxLength?: number }>;
    };
    expect(generated.properties.title?.maxLength).toBe(200);
  });

  it('describes the Idempotency-Key the order route accepts', () => {
    const operation = openApiDocument().paths['/api/orders/create-order']!.post as {
      parameters: Array<{ schema: { pattern: string } }>;
    };
    const [header] = operation.parameters;
    const pattern = new RegExp(header!.schema.pattern);
    for (const key of [
      'checkout-0001',
      'a'.repeat(128),
      'abc_DEF-123',
      'short',
      'a'.repeat(129),
      '../../x',
      'with space',
      'ünïcode-key',
    ]) {
      const accepted = (() => {
        try {
          idempotencyKeyFrom(key);
          return true;
        } catch {
          return false;
        }
      })();
      expect(pattern.test(key), key).toBe(accepted);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the document, publicly cacheable', async () => {
    const response = await get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});

const BOOK = {
  _id: 'the-hobbit',
  ISBN: '978-0-261-10221-7',
  title: 'The Hobbit',
  author: 'J. R. R. Tolkien',
  description: 'There and back again.',
  category: 'fantasy',
  trending: true,
  coverImage: '/covers/the-hobbit.svg',
  oldPrice: 499,
  newPrice: 399.5,
  stock: 7,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
};

/** GET /api/books/{id}'s answer: the book with its rating. */
const DETAIL = { ...BOOK, rating: { average: null, count: 0 } };

const answer = (overrides: Partial<Answer> & { json?: unknown }): Answer => {
  const { json, ...rest } = overrides;
  return {
    method: 'GET',
    url: `${LOCAL_URLS.api}/books/${BOOK._id}`,
    status: 200,
    headers: new Headers({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=60',
    }),
    body: JSON.stringify(json ?? DETAIL),
    ...rest,
  };
};
const problemsOf = (overrides: Parameters<typeof answer>[0]) =>
  contractViolations(answer(overrides)).problems.join('\n');
const noStoreJson = new Headers({
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'private, no-store',
});

describe('the contract check on answers', () => {
  it('accepts an answer the document describes', () => {
    expect(contractViolations(answer({}))).toEqual({ operation: 'GET /api/books/{id} 200', problems: [] });
  });

  it('refuses a field the document does not have', () => {
    expect(problemsOf({ json: { ...DETAIL, costPrice: 120 } })).toMatch(/must NOT have additional properties/);
  });

  it('refuses a missing field, a wrong type, and a broken nested object', () => {
    const { stock: _stock, ...withoutStock } = DETAIL;
    expect(problemsOf({ json: withoutStock })).toMatch(/must have required property 'stock'/);
    expect(problemsOf({ json: { ...DETAIL, newPrice: '399.50' } })).toMatch(/newPrice must be number/);
    expect(problemsOf({ json: { ...DETAIL, createdAt: 'yesterday' } })).toMatch(
      /createdAt must match format "date-time"/,
    );
    const order = { message: 'The order is now shipped.', order: { status: 'lost' } };
    expect(
      contractViolations(
        answer({
          method: 'PATCH',
          url: `${LOCAL_URLS.hosting}/api/admin/orders/abc/status`,
          headers: noStoreJson,
          json: order,
        }),
      ).problems.join(),
    ).toMatch(/order/);
  });

  it('refuses a status code the route does not document', () => {
    expect(problemsOf({ status: 418, json: { message: 'I am a teapot.' } })).toMatch(/status 418 is not documented/);
  });

  it('refuses an error answer that is not the error shape', () => {
    expect(problemsOf({ status: 404, headers: noStoreJson, json: { error: 'Book not found.' } })).toMatch(
      /required property 'message'/,
    );
    expect(problemsOf({ status: 404, headers: noStoreJson, json: { message: 'x', errors: { title: 3 } } })).toMatch(
      /errors\/title must be string/,
    );
  });

  it('refuses a missing or wrong Cache-Control, and a wrong Retry-After', () => {
    expect(problemsOf({ headers: new Headers({ 'content-type': 'application/json' }) })).toMatch(
      /Cache-Control header is missing/,
    );
    expect(problemsOf({ status: 404, json: { message: 'Book not found.' } })).toMatch(
      /Cache-Control header "public, max-age=0, s-maxage=60" value must be equal to one of the allowed values/,
    );
    const order = answer({
      url: `${LOCAL_URLS.hosting}/api/admin/orders/abc`,
      headers: new Headers({ 'content-type': 'application/json', 'cache-control': 'public, max-age=0, s-maxage=60' }),
      json: {},
    });
    expect(contractViolations(order).problems.join()).toMatch(
      /Cache-Control header "public, max-age=0, s-maxage=60" value must be equal to constant/,
    );
    const throttled = answer({
      method: 'POST',
      url: `${LOCAL_URLS.hosting}/api/auth/admin`,
      status: 429,
      headers: noStoreJson,
      json: { message: 'Too many.' },
    });
    expect(contractViolations(throttled).problems.join()).toMatch(/Retry-After header is missing/);
  });

  it('refuses a content type the document does not list', () => {
    expect(
      problemsOf({
        headers: new Headers({ 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60' }),
        body: '<p>hi</p>',
      }),
    ).toMatch(/content type "text\/html"/);
  });

  it('matches literal paths before templates, and answers on the function emulator’s own URL', () => {
    const created = answer({
      method: 'POST',
      url: `${LOCAL_URLS.functionBase}/api/books/create-book`,
      status: 201,
      headers: noStoreJson,
      json: { message: 'Created.', book: BOOK },
    });
    expect(contractViolations(created)).toEqual({ operation: 'POST /api/books/create-book 201', problems: [] });
  });

  it('lets unknown routes answer only with an error', () => {
    expect(
      contractViolations(
        answer({
          url: `${LOCAL_URLS.hosting}/api/nothing`,
          status: 404,
          headers: noStoreJson,
          json: { message: 'No route for GET /api/nothing.' },
        }),
      ).problems,
    ).toEqual([]);
    expect(
      problemsOf({
        url: `${LOCAL_URLS.hosting}/api/nothing`,
        status: 200,
        headers: noStoreJson,
        json: { message: 'ok' },
      }),
    ).toMatch(/does not have answered 200/);
  });

  it('fails the request helpers when a server breaks the contract', async () => {
    // A stand-in for the API whose news items carry a field the document does not have.
    const app = express().get('/api/news', (_req, res) => {
      res
        .set('Cache-Control', 'public, max-age=0, s-maxage=60')
        .json([{ _id: 'n1', title: 't', description: 'd', image: '/news/1.svg', draft: true }]);
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/news`;
      await expect(fetchChecked(url)).rejects.toThrow(ContractBreach);
      await expect(fetchChecked(url)).rejects.toThrow(/GET \/api\/news 200: .*must NOT have additional properties/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
