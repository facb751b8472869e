import { existsSync, readFileSync, rmSync } from 'node:fs';
import { openApiDocument } from '../../functions/src/api-document';
import { ANSWERS_LOG } from './contract';

/** Vitest starts every project's global setup before the run and ends them all after it. */
const run = ((globalThis as { bookstoreContractReport?: { projects: number } }).bookstoreContractReport ??= {
  projects: 0,
});

/** Starts the log of checked answers empty. */
export function startContractLog(): void {
  rmSync(ANSWERS_LOG, { force: true });
}

/**
 * Says how many answers were checked against the OpenAPI document and which documented answers
 * no test received (a hint for missing tests, not a failure).
 */
export function printContractReport(): void {
  const seen = existsSync(ANSWERS_LOG) ? readFileSync(ANSWERS_LOG, 'utf8').split('\n').filter(Boolean) : [];
  if (seen.length === 0) return;
  const received = new Set(seen);
  const neverSeen: string[] = [];
  for (const [path, item] of Object.entries(openApiDocument().paths)) {
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
    `\nOpenAPI contract: ${seen.length} answers checked against functions/src/api-document.ts (${unrouted} for unknown routes); ` +
      `${neverSeen.length} documented answers not exercised${neverSeen.length > 0 ? `:\n  ${neverSeen.join('\n  ')}` : '.'}\n`,
  );
}

/**
 * Global setup of the API projects (in-process and through Hosting): the first starts the log
 * and, after the run, the last prints the report. In `npm test`'s two lanes, two Vitest
 * processes share the log: scripts/test.ts starts and reports it (contract-log.ts) instead.
 */
export default function contractReport(): () => void {
  if (process.env.BOOKSTORE_CONTRACT_LOG === 'lanes') return () => undefined;
  if (run.projects++ === 0) startContractLog();
  return () => {
    if (--run.projects === 0) printContractReport();
  };
}
