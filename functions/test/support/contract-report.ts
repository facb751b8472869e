import { existsSync, readFileSync, rmSync } from 'node:fs';
import { openApiDocument } from '../../src/openapi/document';
import { ANSWERS_LOG } from './contract';

/** Vitest starts every project's global setup before the run and ends them all after it. */
const run = ((globalThis as { bookstoreContractReport?: { projects: number } }).bookstoreContractReport ??= {
  projects: 0,
});

/**
 * Global setup of the API projects (in-process and through Hosting): the first starts the log
 * of checked answers empty and, after the run, the last says how many answers were checked
 * against the OpenAPI document and which documented answers no test received (a hint for
 * missing tests, not a failure).
 */
export default function contractReport(): () => void {
  if (run.projects++ === 0) rmSync(ANSWERS_LOG, { force: true });
  return () => {
    if (--run.projects > 0) return;
    const seen = existsSync(ANSWERS_LOG) ? readFileSync(ANSWERS_LOG, 'utf8').split('\n').filter(Boolean) : [];
    if (seen.length === 0) return;
    const received = new Set(seen);
    const neverSeen: string[] = [];
    for (const [path, item] of Object.entries(openApiDocument.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'parameters') continue;
        for (const status of Object.keys((operation as { responses: object }).responses)) {
          const name = `${method.toUpperCase()} ${path} ${status}`;
          if (!received.has(name)) neverSeen.push(name);
        }
      }
    }
    const unrouted = seen.filter((line) => line.includes('(no such route)')).length;
    console.log(
      `\nOpenAPI contract: ${seen.length} answers checked against functions/src/openapi/document.ts (${unrouted} for unknown routes); ` +
        `${neverSeen.length} documented answers not exercised${neverSeen.length > 0 ? `:\n  ${neverSeen.join('\n  ')}` : '.'}\n`,
    );
  };
}
