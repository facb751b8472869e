import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../../functions/src/api-document';
import { contractCheckerFor, type Answer } from './contract-check';

/**
 * Every answer the API tests receive is checked against the document the function serves
 * (support/http.ts runs this on each).
 */

export type { Answer, Verdict } from './contract-check';

/** An answer that breaks the contract; tests that swallow network errors must rethrow it. */
export class ContractBreach extends Error {
  override name = 'ContractBreach';
}

export const { contractViolations } = contractCheckerFor(openApiDocument());

const LOG_DIR = fileURLToPath(new URL('../../artifacts/api-contract', import.meta.url));
/** One line per checked answer; support/contract-report.ts sums them up after the run. */
export const ANSWERS_LOG = join(LOG_DIR, 'answers.log');

/** Throws a ContractBreach naming the route and every problem; otherwise records the answer. */
export function assertDocumented(answer: Answer): void {
  const verdict = contractViolations(answer);
  if (verdict.problems.length > 0) {
    throw new ContractBreach(
      `The answer to ${answer.method.toUpperCase()} ${answer.url} breaks the OpenAPI document (functions/src/api-document.ts): ${verdict.operation}: ${verdict.problems.join('; ')}\nBody: ${answer.body.slice(0, 500)}`,
    );
  }
  mkdirSync(LOG_DIR, { recursive: true });
  appendFileSync(ANSWERS_LOG, `${verdict.operation}\n`);
}
