// `npm run api:generate`: writes, from the endpoint declarations in functions/src/routes, the
// API page's table of endpoints (docs/api.md), the web client's typed routes (domain/src/api-routes/) and
// docs/openapi.json, then formats them with Prettier. Run it after changing an endpoint.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  API_PAGE,
  currentApiPage,
  OPENAPI_FILE,
  pageWithTable,
  routeModuleFile,
  routeModuleNames,
  ROUTES_DIR,
  ROUTES_INDEX,
  routesIndex,
  routesModule,
  servedDocument,
} from './lib/api-artifacts';
import { ROOT } from './lib/paths';

writeFileSync(API_PAGE, pageWithTable(currentApiPage()));
// The folder is written whole, so an area whose last endpoint went leaves no module behind.
rmSync(ROUTES_DIR, { recursive: true, force: true });
mkdirSync(ROUTES_DIR, { recursive: true });
const modules = routeModuleNames().map(routeModuleFile);
for (const name of routeModuleNames()) writeFileSync(routeModuleFile(name), routesModule(name));
writeFileSync(ROUTES_INDEX, routesIndex());
writeFileSync(OPENAPI_FILE, `${JSON.stringify(servedDocument(), null, 2)}\n`);
const files = [...modules, ROUTES_INDEX, API_PAGE, OPENAPI_FILE];
const formatted = spawnSync('npx', ['prettier', '--write', ...files], { cwd: ROOT, stdio: 'inherit' });
if (formatted.status !== 0) process.exit(formatted.status ?? 1);
console.log('✔ Wrote the API table in docs/api.md, domain/src/api-routes/ and docs/openapi.json.');
