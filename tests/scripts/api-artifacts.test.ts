import { readdirSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { endpoint, type Endpoint } from '../../functions/src/http/endpoint';
import { NO_STORE } from '../../functions/src/http/cache-control';
import {
  apiTable,
  currentApiPage,
  currentOpenApiFile,
  currentRoutesModule,
  pageWithTable,
  currentRoutesIndex,
  routeModuleFile,
  routeModuleNames,
  ROUTES_DIR,
  ROUTES_INDEX,
  routesIndex,
  routesModule,
  servedDocument,
  TABLE_END,
  TABLE_START,
} from '../../scripts/lib/api-artifacts';

const formatted = async (source: string, file: string) =>
  format(source, { ...(await resolveConfig(file)), filepath: file });

describe('what npm run api:generate writes from the endpoint declarations', () => {
  it('is the API page’s table as it stands (run npm run api:generate after changing an endpoint)', () => {
    const page = currentApiPage();
    expect(page).toContain(TABLE_START);
    expect(pageWithTable(page)).toBe(page);
  });

  it('is the web client’s routes modules as they stand, one per area, the owner’s apart', async () => {
    const names = routeModuleNames();
    expect(names).toEqual(expect.arrayContaining(['catalog', 'orders', 'owner']));
    expect(readdirSync(ROUTES_DIR).sort()).toEqual([...names.map((name) => `${name}.ts`), 'index.ts'].sort());
    for (const name of names)
      expect(currentRoutesModule(name), name).toBe(await formatted(routesModule(name), routeModuleFile(name)));
    expect(currentRoutesIndex()).toBe(await formatted(routesIndex(), ROUTES_INDEX));
    expect(currentRoutesModule('orders')).toContain('export const placeOrder:');
    expect(currentRoutesModule('catalog')).not.toContain('/api/admin');
    expect(currentRoutesModule('owner')).toContain('export const changeOrderStatus:');
  });

  it('is docs/openapi.json as the function serves the document', () => {
    expect(currentOpenApiFile()).toEqual(servedDocument());
  });

  it('tells a stale table and module from fresh ones (the checks can fail)', () => {
    const extra: Endpoint = endpoint({
      operationId: 'probeEndpoint',
      method: 'post',
      path: '/api/probe/{id}',
      access: 'owner',
      cache: NO_STORE,
      tags: ['owner'],
      summary: 'A probe | with a pipe',
      answers: { '204': { description: 'Done.' } },
      handle: () => undefined,
    });
    const table = apiTable([extra]);
    expect(table).toContain('| POST | `/api/probe/{id}` | owner | 204 | A probe \\| with a pipe | `probeEndpoint` |');
    expect(pageWithTable(currentApiPage(), table)).not.toBe(currentApiPage());
    expect(routesModule('catalog', [extra])).not.toContain('probeEndpoint');
    expect(routesModule('owner', [extra])).toContain(
      "export const probeEndpoint: ApiRoute<undefined, void, 'id'> = { method: 'POST', path: '/api/probe/{id}' };",
    );
    expect(() => pageWithTable('# no table here')).toThrow(TABLE_END);
  });
});
