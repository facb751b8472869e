import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/http/endpoint';
import { bySpecificity } from '../../src/http/endpoint-router';
import { endpoints } from '../../src/routes/endpoints';

/** Whether one URL could match both paths: as many segments, each pair equal or one a parameter. */
function overlap(a: string, b: string): boolean {
  const [x, y] = [a.split('/'), b.split('/')];
  return x.length === y.length && x.every((s, i) => s === y[i] || s.includes('{') || y[i]!.includes('{'));
}

/** A shuffle from a seed, so a failure can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('the order the API mounts its endpoints in', () => {
  it('tries a static segment before a parameter at the same depth, whatever order they are declared in', () => {
    for (const seed of [1, 2, 3, 40, 500]) {
      const order: Endpoint[] = shuffled(endpoints, seed).sort(bySpecificity);
      const at = new Map(order.map((endpoint, index) => [endpoint, index]));
      for (const a of order)
        for (const b of order) {
          if (a === b || a.method !== b.method || !overlap(a.path, b.path)) continue;
          const depth = a.path.split('/').findIndex((s, i) => s.includes('{') !== b.path.split('/')[i]!.includes('{'));
          if (depth < 0) continue;
          const staticFirst = a.path.split('/')[depth]!.includes('{') ? b : a;
          const other = staticFirst === a ? b : a;
          expect(at.get(staticFirst)!, `${staticFirst.path} before ${other.path} (seed ${seed})`).toBeLessThan(
            at.get(other)!,
          );
        }
    }
    // The pair a comparison that is not transitive can put the wrong way round.
    const order = [...endpoints].sort(bySpecificity).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(order.indexOf('get /api/admin/orders/export')).toBeLessThan(order.indexOf('get /api/admin/orders/{id}'));
  });
});
