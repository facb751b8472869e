import { ContractBreach } from './contract';
import { API } from './emulators';
import { fetchChecked } from './http';

/**
 * Brings the Functions emulator up to `count` idle worker processes. It runs one request per
 * process and boots a new one (seconds on two cores) for each concurrent request it has no
 * idle worker for; 50 cold boots at once outlast Hosting's 60 s proxy timeout, and a request
 * the proxy gave up on may still commit afterwards, into the next test. A deployed function
 * is warm and takes many requests per instance, so races are run against warm workers. The app
 * in the test's own process (functions/test/support/in-process-api.ts) is one warm instance: this returns at once.
 */
export async function warmFunctionWorkers(count: number): Promise<void> {
  // Twenty new workers at a time: a hundred cold boots at once outlast the 60 s proxy themselves.
  for (let step = 20; step < count; step += 20) await warmWorkers(step);
  await warmWorkers(count);
}

async function warmWorkers(count: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: count }, () => fetchChecked(`${API}/news`).then((r) => r.status, rethrowBreach)),
    );
    if (answers.every((status) => status === 200) && Date.now() - started < 3_000) return;
  }
  throw new Error(`The Functions emulator did not warm up to ${count} workers.`);
}

/** A refused connection counts as a cold worker; an answer that breaks the contract fails the test. */
function rethrowBreach(error: unknown): number {
  if (error instanceof ContractBreach) throw error;
  return 0;
}

/** Runs every task, keeping `width` of them running at once; answers in input order. */
export async function withConcurrency<T>(width: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}
