import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every TypeScript file under `dir`, at any depth. */
export function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? typeScriptFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}
