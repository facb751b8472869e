import { LOCAL_URLS } from '@bookstore/domain';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LOCAL_PARAMS_FILE, ROOT } from './paths';

/**
 * The function's params on the emulator. The Functions emulator reads functions/.env.local
 * (ignored by git, never deployed) over functions/.env; production sets the same names in
 * functions/.env.<project id>. A value already there is kept, so a developer may point
 * SITE_ORIGIN elsewhere (a LAN address, say).
 */
export function ensureLocalParams(file = LOCAL_PARAMS_FILE): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (/^SITE_ORIGIN=/m.test(current)) return;
  const separator = current && !current.endsWith('\n') ? '\n' : '';
  writeFileSync(file, `${current}${separator}SITE_ORIGIN=${LOCAL_URLS.hosting}\n`);
  console.log(`• Set SITE_ORIGIN to ${LOCAL_URLS.hosting} in ${relative(ROOT, file)}`);
}
