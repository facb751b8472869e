import document from '../../../docs/openapi.json';
import { contractCheckerFor } from '../../../tests/support/contract-check';

/**
 * The web tests' fetch mocks stand in for the API, so what they answer must be an answer the API
 * may give: a status its OpenAPI document lists for the route, and a body its schema allows.
 * Headers are not checked (a mock sends none of the API's); the API's own tests check those.
 * The document is docs/openapi.json, which `npm run api:generate` writes from the function's
 * declarations (a scripts test fails while it is stale).
 */
const { contractViolations } = contractCheckerFor(document, { headers: false });

/**
 * What the Cloud Functions platform itself may answer before the API runs (an overloaded or
 * failing instance): not the API's answers, so not in its document, but the app must cope.
 */
const PLATFORM_STATUSES = new Set([502, 503, 504]);

/**
 * One list for every copy of this module: a test file that resets the module registry
 * (vi.resetModules) and imports render-app again gets a new copy, whose notes setup.ts, holding
 * the first copy, must still read.
 */
const shared = globalThis as typeof globalThis & { __mockContractBreaches?: string[] };
const breaches: string[] = (shared.__mockContractBreaches ??= []);

/** Notes a mocked answer the document does not allow; setup.ts fails the test after it. */
export async function checkMockedAnswer(method: string, url: string, response: Response): Promise<void> {
  if (PLATFORM_STATUSES.has(response.status)) return;
  const body = await response.clone().text();
  const verdict = contractViolations({ method, url, status: response.status, headers: response.headers, body });
  if (verdict.problems.length > 0)
    breaches.push(
      `${method} ${url}: ${verdict.operation}: ${verdict.problems.join('; ')}\n  body: ${body.slice(0, 300)}`,
    );
}

/** The breaches noted since the last call, emptied. */
export const takeMockBreaches = (): string[] => breaches.splice(0);
