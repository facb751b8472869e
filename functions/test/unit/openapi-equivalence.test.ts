import { describe, expect, it } from 'vitest';
import { openApiDifferences } from '../../../tests/support/openapi-equivalence';

// A small document with each thing the comparison treats apart: a shared schema behind a $ref,
// a property named like an annotation, path-level parameters, a header, a set-like `required`.
const base = () => ({
  openapi: '3.1.1',
  info: { title: 'Shop', version: '1.0.0', description: 'Prose.' },
  paths: {
    '/api/orders/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      post: {
        operationId: 'createOrder',
        summary: 'Places an order.',
        parameters: [
          { name: 'dryRun', in: 'query', required: false, schema: { type: 'boolean' } },
          { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 64 } },
        ],
        responses: {
          '201': {
            description: 'Created.',
            headers: { Location: { required: true, schema: { type: 'string' } } },
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
          },
          '400': { description: 'Refused.' },
        },
      },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        properties: {
          total: { type: 'number', minimum: 0, examples: [12.5] },
          description: { type: 'string' },
        },
        required: ['total', 'description'],
        additionalProperties: false,
      },
    },
  },
});

type Doc = ReturnType<typeof base>;
const changed = (change: (doc: Doc) => void) => {
  const doc = base();
  change(doc);
  return openApiDifferences(base(), doc);
};
const post = (doc: Doc) => doc.paths['/api/orders/{id}'].post;

describe('openApiDifferences', () => {
  it('finds none between a document and itself', () => {
    expect(openApiDifferences(base(), base())).toEqual([]);
  });

  it('forgives what promises nothing different: key order, prose, examples, set order, where a schema sits', () => {
    const doc = base() as any;
    const order = doc.components.schemas.Order;
    const operation = doc.paths['/api/orders/{id}'].post;
    // Keys in another order, prose and examples changed or gone.
    doc.info = { version: '1.0.0', title: 'Shop' };
    operation.summary = 'Orders a book.';
    delete order.properties.total.examples;
    order.properties.total.description = 'Rupees.';
    // Parameters and `required` in another order; an explicit false where it was absent.
    operation.parameters.reverse();
    order.required.reverse();
    operation.deprecated = false;
    // The shared path parameter moved into the operation, and the schema inlined.
    operation.parameters.push(...doc.paths['/api/orders/{id}'].parameters);
    delete doc.paths['/api/orders/{id}'].parameters;
    operation.responses['201'].content['application/json'].schema = structuredClone(order);
    expect(openApiDifferences(base(), JSON.parse(JSON.stringify(doc)))).toEqual([]);
  });

  it('names the exact place of a missing header, status, method or path', () => {
    expect(changed((doc) => delete (post(doc).responses['201'] as any).headers.Location)).toEqual([
      'POST /api/orders/{id} → 201 → headers → Location: missing',
    ]);
    expect(changed((doc) => delete (post(doc).responses as any)['400'])).toEqual([
      'POST /api/orders/{id} → 400: missing',
    ]);
    expect(changed((doc) => ((doc.paths['/api/orders/{id}'] as any).delete = { responses: {} }))).toEqual([
      'DELETE /api/orders/{id}: added',
    ]);
    expect(changed((doc) => ((doc.paths as any)['/api/books'] = { get: { responses: {} } }))).toEqual([
      '/api/books: added',
    ]);
  });

  it('names a changed parameter by where it goes and its name', () => {
    expect(changed((doc) => (post(doc).parameters[0]!.required = true))).toEqual([
      'POST /api/orders/{id} → parameters → query dryRun → required: expected false, got true',
    ]);
    expect(changed((doc) => (post(doc).parameters[1]!.schema.maxLength = 65))).toEqual([
      'POST /api/orders/{id} → parameters → header Idempotency-Key → schema → maxLength: expected 64, got 65',
    ]);
    expect(changed((doc) => (doc.paths['/api/orders/{id}'].parameters[0]!.schema.type = 'integer'))).toEqual([
      'POST /api/orders/{id} → parameters → path id → schema → type: expected "string", got "integer"',
    ]);
  });

  it('reports a change to a shared schema once, under components, and an inlined copy that differs where it is used', () => {
    expect(changed((doc) => delete (doc.components.schemas.Order.properties as any).description)).toEqual([
      'components → schemas → Order → properties → description: missing',
    ]);
    expect(
      changed((doc) => {
        const inlined = structuredClone(doc.components.schemas.Order) as any;
        inlined.additionalProperties = true;
        post(doc).responses['201'].content['application/json'].schema = inlined;
      }),
    ).toEqual([
      'POST /api/orders/{id} → 201 → content → application/json → schema → additionalProperties: expected false, got true',
    ]);
    expect(
      changed(
        (doc) => (post(doc).responses['201'].content['application/json'].schema.$ref = '#/components/schemas/Gone'),
      ),
    ).toEqual([
      'POST /api/orders/{id} → 201 → content → application/json → schema: $ref #/components/schemas/Gone in the document points nowhere',
    ]);
  });
});
