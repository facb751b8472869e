// `npm run api:generate`: writes the README's API table and the web client's typed routes
// (domain/src/api-routes.ts, owner-routes.ts) from the endpoint declarations in functions/src/routes, then
// formats the routes module with Prettier. Run it after adding or changing an endpoint.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { currentReadme, README, readmeWithTable, ROUTE_MODULES, routesModule } from './lib/api-artifacts';
import { ROOT } from './lib/paths';

writeFileSync(README, readmeWithTable(currentReadme()));
writeFileSync(ROUTE_MODULES.shop, routesModule('shop'));
writeFileSync(ROUTE_MODULES.owner, routesModule('owner'));
const files = [...Object.values(ROUTE_MODULES), README];
const formatted = spawnSync('npx', ['prettier', '--write', ...files], { cwd: ROOT, stdio: 'inherit' });
if (formatted.status !== 0) process.exit(formatted.status ?? 1);
console.log('✔ Wrote the API table in README.md, domain/src/api-routes.ts and domain/src/owner-routes.ts.');
