import { describe, expect, it } from 'vitest';
import { saleRatio } from '../../scripts/bench/flash-sale';
import type { Figure } from '../../scripts/bench/table';

const p50 = (small: string, large: string): Figure => ({
  figure: 'Sale: then 200 orders, 20 connections: latency p50 / p99',
  small,
  large,
  target: '(printed)',
  met: null,
});

describe("the bench's sale ratio", () => {
  it('divides the large catalog’s order p50 by the seed’s, from the rows of the two sales', () => {
    const ratio = saleRatio([p50('800.0 ms / 2000.0 ms', ''), p50('', '2000.0 ms / 9000.0 ms')]);
    expect(ratio).toMatchObject({ large: '2.50×', target: '≤ 3×', met: true });
    expect(saleRatio([p50('500.0 ms / 1.0 ms', ''), p50('', '1600.0 ms / 1.0 ms')])).toMatchObject({ met: false });
  });

  it('gives no row when either sale did not run', () => {
    expect(saleRatio([p50('800.0 ms / 2000.0 ms', '')])).toBeUndefined();
    expect(saleRatio([])).toBeUndefined();
  });
});
