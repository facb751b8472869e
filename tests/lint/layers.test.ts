import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules in eslint.config.mjs, proven on real files: each probe is a file of the
// tree with one import added that crosses a boundary, linted as it would be in `npm run lint`.
const ROOT = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function boundaryErrors(filePath: string, addedImport: string): Promise<string[]> {
  const source = `${addedImport}\n${readFileSync(join(ROOT, filePath), 'utf8')}`;
  const [result] = await eslint.lintText(source, { filePath: join(ROOT, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/layer-boundaries').map((m) => m.message);
}

describe('the layer rules', () => {
  it('pass the files as they are', async () => {
    for (const file of [
      'web/src/features/books/components/add-to-cart-button.tsx',
      'functions/src/services/orders/order-actions.ts',
      'web/src/lib/api-client.ts',
    ]) {
      expect(await boundaryErrors(file, ''), file).toEqual([]);
    }
  });

  it('reject a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/books/components/add-to-cart-button.tsx',
      "import '../../orders/api/orders';",
    );
    expect(errors).toEqual([expect.stringContaining('A feature must not import another feature')]);
  });

  it('judge an import through the @web alias by the folder it names', async () => {
    const errors = await boundaryErrors(
      'web/src/features/books/components/add-to-cart-button.tsx',
      "import '@web/features/orders/api/orders';",
    );
    expect(errors).toEqual([expect.stringContaining('A feature must not import another feature')]);
    expect(await boundaryErrors('web/src/lib/api-client.ts', "import '@web/app/router';")).toHaveLength(1);
    expect(
      await boundaryErrors('web/src/features/books/components/add-to-cart-button.tsx', "import '@web/lib/alerts';"),
    ).toEqual([]);
  });

  it('reject shared code importing a feature or the app', async () => {
    expect(await boundaryErrors('web/src/lib/api-client.ts', "import '../features/orders/api/orders';")).toHaveLength(
      1,
    );
    expect(await boundaryErrors('web/src/components/price.tsx', "import '../app/router';")).toHaveLength(1);
  });

  it('reject a service importing http/', async () => {
    const errors = await boundaryErrors(
      'functions/src/services/orders/order-actions.ts',
      "import '../../http/cache-control';",
    );
    expect(errors).toEqual([expect.stringContaining('Services must not import HTTP code')]);
  });

  it("reject a route or a trigger reaching past the order's actions", async () => {
    const message = expect.stringContaining("ask the order's actions for a transition");
    expect(await boundaryErrors('functions/src/routes/orders.ts', "import '../services/orders/order-events';")).toEqual(
      [message],
    );
    expect(
      await boundaryErrors('functions/src/triggers/unpaid-orders.ts', "import '../services/orders/order-placing';"),
    ).toEqual([message]);
    expect(
      await boundaryErrors('functions/src/routes/orders.ts', "import '../services/orders/order-actions';"),
    ).toEqual([]);
  });

  it('reject a route reading db/ directly', async () => {
    const errors = await boundaryErrors('functions/src/routes/books.ts', "import '../db/collections';");
    expect(errors).toEqual([expect.stringContaining('must not touch db/ directly')]);
    expect(await boundaryErrors('functions/src/storefront/storefront-pages.ts', "import '../db/collections';")).toEqual(
      [expect.stringContaining('must not touch db/ directly')],
    );
  });

  it('keep the renderers of mail and paper free of data', async () => {
    expect(await boundaryErrors('functions/src/paper/render/bill-pdf.ts', "import '../bills/bill-issue';")).toEqual([
      expect.stringContaining('paper/render draws PDFs'),
    ]);
    expect(
      await boundaryErrors('functions/src/mail/templates/order-placed.ts', "import '../outbox/mail-outbox';"),
    ).toEqual([expect.stringContaining('they read and write no data')]);
    expect(await boundaryErrors('functions/src/paper/bills/bill-issue.ts', "import '../../routes/bills';")).toEqual([
      expect.stringContaining('Services must not import HTTP code or entry points'),
    ]);
  });

  it('reject openapi/ importing the routes, whose answers it is the vocabulary of', async () => {
    const errors = await boundaryErrors('functions/src/openapi/operations.ts', "import '../routes/endpoints';");
    expect(errors).toEqual([expect.stringContaining('openapi/ must not import routes')]);
  });

  it('reject the domain package importing the function', async () => {
    expect(await boundaryErrors('domain/src/money/money.ts', "import '../../../functions/src/config';")).toHaveLength(
      1,
    );
  });
});
