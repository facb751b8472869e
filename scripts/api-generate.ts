// `npm run api:generate`: writes, from the endpoint declarations in functions/src/routes, the
// README's API table, the web client's typed routes (domain/src/api-routes.ts, owner-routes.ts)
// and docs/openapi.json, then formats them with Prettier. Run it after changing an endpoint.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  currentReadme,
  OPENAPI_FILE,
  README,
  readmeWithTable,
  ROUTE_MODULES,
  routesModule,
  servedDocument,
} from './lib/api-artifacts';
import { ROOT } from './lib/paths';

writeFileSync(README, readmeWithTable(currentReadme()));
writeFileSync(ROUTE_MODULES.shop, routesModule('shop'));
writeFileSync(ROUTE_MODULES.owner, routesModule('owner'));
writeFileSync(OPENAPI_FILE, `${JSON.stringify(servedDocument(), null, 2)}\n`);
const files = [...Object.values(ROUTE_MODULES), README, OPENAPI_FILE];
const formatted = spawnSync('npx', ['prettier', '--write', ...files], { cwd: ROOT, stdio: 'inherit' });
if (formatted.status !== 0) process.exit(formatted.status ?? 1);
console.log('✔ Wrote the API table in README.md, domain/src/api-routes.ts, owner-routes.ts and docs/openapi.json.');
