import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../lib/paths';
import { percentile } from './table';

const run = promisify(execFile);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;
const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

/**
 * Median Lighthouse score per category over `runs` mobile runs in Debian's Chromium. The CLI
 * runs in plain Node: under tsx, the functions Lighthouse sends into the page would carry
 * esbuild's `__name` helper and fail there.
 */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const all: Record<Category, number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  for (let i = 0; i < runs; i++) {
    const { stdout } = await run(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js'),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${FLAGS}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stdout) as { categories: Record<Category, { score: number | null }> };
    for (const category of CATEGORIES) all[category].push(Math.round((report.categories[category]?.score ?? 0) * 100));
  }
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, percentile(all[category], 50)]),
  ) as LighthouseScores;
}
