import autocannon from 'autocannon';
import { LOCAL_URLS } from '@bookstore/domain';
import { percentile } from './table';

export const HOSTING = LOCAL_URLS.hosting;

export interface LoadResult {
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/** 20 connections for 10 s (or `amount` requests), the load every catalog figure is measured under. */
export async function load(url: string, title: string, amount?: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 20,
    ...(amount ? { amount } : { duration: 10 }),
    timeout: 30,
    headers: { 'accept-encoding': 'gzip' },
    title,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * The Functions emulator runs one request per worker process and boots a new process for
 * every concurrent request that finds no idle one, so the first burst at 20 connections
 * waits on 20 Node start-ups (10 s and more on two cores: every request timed out in the
 * first bench). A deployed instance takes many requests at once and is warm after the
 * first; bursts until one completes cleanly bring the emulator to that state.
 */
export async function warmUp(url: string, workers: number): Promise<void> {
  for (let attempt = 0; attempt < 6; attempt++) {
    // Workers for more connections than the measurement uses: a worker is marked idle a
    // moment after it answers, and a request arriving in that moment boots another one.
    const result = await autocannon({
      url,
      connections: workers,
      amount: 5 * workers,
      timeout: 120,
      headers: { 'accept-encoding': 'gzip' },
    });
    if (result.errors + result.timeouts + result.non2xx === 0 && result.latency.p99 < 2000) return;
  }
  throw new Error(`${url} still fails or crawls after six warm-up bursts.`);
}

/** Milliseconds until the whole answer is in; a refused answer fails with its status and message. */
export async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await fn();
  const body = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.slice(0, 300)}`);
  return performance.now() - start;
}

export async function medianOf(n: number, fn: () => Promise<Response>): Promise<number> {
  for (let i = 0; i < 5; i++) await timed(fn); // warm up
  const times: number[] = [];
  for (let i = 0; i < n; i++) times.push(await timed(fn));
  return percentile(times, 50);
}

export const getJson = async <T>(path: string, token?: string): Promise<T> => {
  const response = await fetch(`${HOSTING}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
